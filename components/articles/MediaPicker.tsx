"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { getJson, unwrap } from "@/lib/http/client";
import type { DirFile, MediaRootSummary } from "@/components/media/types";
import { useFolderPages } from "@/components/media/queries/dirFilesAll";
import { Dialog } from "@/components/ui/Dialog";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { FolderIcon } from "@/components/media/icons";
import styles from "./articles.module.css";

type Props = { kind: "photo" | "video"; onPick: (file: DirFile) => void; onClose: () => void };

const FILE_TYPE = { photo: 2, video: 3 } as const;

/** Picks a photo or a video of the home's library: its media folders, then folders within, page by page. */
export function MediaPicker({ kind, onPick, onClose }: Props) {
  const t = useTranslations("articles");
  const tCommon = useTranslations("common");
  const [trail, setTrail] = useState<{ title: string; enRelpath: string }[]>([]);
  const here = trail.at(-1) ?? null;
  const roots = useQuery({
    queryKey: ["myfilex", "dirfilesroot"],
    queryFn: async () => unwrap(await getJson<MediaRootSummary[]>("/api_myfilex/dirfilesroot")),
    enabled: here === null,
  });
  const folder = useFolderPages(here?.enRelpath ?? null);
  const files = (folder.data?.pages.flatMap((page) => page.dir_files) ?? []).filter((f) => f.file_type === 1 || f.file_type === FILE_TYPE[kind]);
  const loading = here === null ? roots.isPending : folder.isPending;

  return (
    <Dialog
      title={kind === "photo" ? t("pickPhoto") : t("pickVideo")}
      onDismiss={onClose}
      testId="article-media-picker"
      actions={
        <>
          {here && (
            <button type="button" className={styles.button} onClick={() => setTrail(trail.slice(0, -1))} data-testid="article-picker-up">
              {t("pickerUp")}
            </button>
          )}
          <button type="button" className={styles.button} onClick={onClose}>
            {tCommon("cancel")}
          </button>
        </>
      }
    >
      <p>{here ? here.title : t("pickerRoots")}</p>
      {loading && <p>{tCommon("loading")}</p>}
      <ul className={styles.pickerGrid}>
        {here === null &&
          (roots.data ?? []).map((root) => (
            <li key={root.en_file_relpath}>
              <button
                type="button"
                className={styles.pickerItem}
                onClick={() => setTrail([{ title: root.name, enRelpath: root.en_file_relpath }])}
                data-testid="article-picker-folder"
              >
                <FolderIcon size={28} />
                {root.name}
              </button>
            </li>
          ))}
        {here !== null &&
          files.map((file) => (
            <li key={file.id}>
              {file.file_type === 1 ? (
                <button
                  type="button"
                  className={styles.pickerItem}
                  onClick={() => setTrail([...trail, { title: file.file_title, enRelpath: file.en_file_relpath }])}
                  data-testid="article-picker-folder"
                >
                  <FolderIcon size={28} />
                  {file.file_title}
                </button>
              ) : (
                <button type="button" className={styles.pickerItem} onClick={() => onPick(file)} data-testid="article-picker-file" data-id={file.id}>
                  <Thumbnail src={file.thumbnail} />
                  {file.file_title}
                </button>
              )}
            </li>
          ))}
      </ul>
      {folder.hasNextPage && (
        <button
          type="button"
          className={styles.button}
          onClick={() => void folder.fetchNextPage()}
          disabled={folder.isFetchingNextPage}
          data-testid="article-picker-more"
        >
          {t("pickerMore")}
        </button>
      )}
      {here !== null && !loading && files.length === 0 && <p>{t("pickerEmpty")}</p>}
    </Dialog>
  );
}
