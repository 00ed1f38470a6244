"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { getJson, unwrap } from "@/lib/http/client";
import type { DirFile, MediaRootSummary } from "@/components/media/types";
import { FILE_TYPE } from "@/components/media/fileTypes";
import { FolderIcon } from "@/components/media/icons";
import { useFolderPages } from "@/components/media/queries/dirFilesAll";
import styles from "./Lenses.module.css";

type Props = {
  /** The relpaths already in the lens (ticked). */
  chosen: ReadonlySet<string>;
  onToggle: (file: DirFile) => void;
};

/** Picks photos and videos for a lens: the home's media roots, then folders to browse and items to tick. */
export function MediaPicker({ chosen, onToggle }: Props) {
  const t = useTranslations("lens");
  const tCommon = useTranslations("common");
  // The folder on screen (url-safe base64 of its relpath); null: the list of roots.
  const [folder, setFolder] = useState<string | null>(null);
  const roots = useQuery({
    queryKey: ["myfilex", "dirfilesroot"],
    queryFn: async () => unwrap(await getJson<MediaRootSummary[]>("/api_myfilex/dirfilesroot"), "errors.apiError"),
  });
  const listing = useFolderPages(folder);
  const files = listing.data?.pages.flatMap((page) => page.dir_files) ?? [];

  return (
    <section className={styles.picker} aria-label={t("pickerTitle")} data-testid="lens-picker">
      <h2 className={styles.sectionTitle}>{t("pickerTitle")}</h2>
      <nav className={styles.pickerCrumbs} aria-label={t("pickerPath")}>
        <button type="button" className={styles.crumb} onClick={() => setFolder(null)} data-testid="picker-roots">
          {t("pickerRoots")}
        </button>
        {listing.data?.pages[0]?.breadcrumbfull.map((crumb) => (
          <span key={crumb.item_en_relpath}>
            <span aria-hidden="true"> / </span>
            <button type="button" className={styles.crumb} onClick={() => setFolder(crumb.item_en_relpath)}>
              {crumb.item_title}
            </button>
          </span>
        ))}
      </nav>
      {folder === null && roots.isPending && <p role="status">{tCommon("loadingEllipsis")}</p>}
      {folder === null && (
        <ul className={styles.pickerGrid}>
          {roots.data?.map((root) => (
            <li key={root.en_file_relpath}>
              <button type="button" className={styles.pickerFolder} onClick={() => setFolder(root.en_file_relpath)} data-testid="picker-folder">
                <FolderIcon size={20} aria-hidden="true" />
                {root.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {folder !== null && (
        <>
          {listing.isPending && <p role="status">{tCommon("loadingEllipsis")}</p>}
          <ul className={styles.pickerGrid}>
            {files.map((file) =>
              file.file_type === FILE_TYPE.folder ? (
                <li key={file.id}>
                  <button type="button" className={styles.pickerFolder} onClick={() => setFolder(file.en_file_relpath)} data-testid="picker-folder">
                    <FolderIcon size={20} aria-hidden="true" />
                    {file.file_title}
                  </button>
                </li>
              ) : (
                <li key={file.id}>
                  <PickerItem file={file} ticked={chosen.has(file.media_name_relpath)} onToggle={() => onToggle(file)} />
                </li>
              ),
            )}
          </ul>
          {listing.hasNextPage && (
            <button
              type="button"
              className="button"
              onClick={() => void listing.fetchNextPage()}
              disabled={listing.isFetchingNextPage}
              data-testid="picker-more"
            >
              {t("loadMore")}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function PickerItem({ file, ticked, onToggle }: { file: DirFile; ticked: boolean; onToggle: () => void }) {
  const t = useTranslations("lens");
  const label = ticked ? t("removeFromLens") : t("addToLens");
  return (
    <label
      className={styles.pickerItem}
      title={ticked ? t("alreadyAdded") : label}
      data-testid="picker-item"
      data-relpath={file.media_name_relpath}
      data-ticked={ticked}
    >
      <span className={styles.pickerThumb}>
        <Thumbnail src={file.thumbnail} />
        {file.file_type === FILE_TYPE.video && (
          <span className={styles.videoBadge} aria-hidden="true">
            ▶
          </span>
        )}
      </span>
      <span className={styles.pickerItemRow}>
        <input type="checkbox" checked={ticked} onChange={onToggle} aria-label={`${label}: ${file.file_title}`} data-testid="picker-tick" />
        <span className={styles.pickerItemTitle}>{file.file_title}</span>
      </span>
    </label>
  );
}
