"use client";

import { useTranslations } from "next-intl";
import { FolderIcon } from "./icons";
import { FILE_TYPE } from "./fileTypes";
import { FolderGrid, PhotoGrid, VideoGrid } from "./MediaGrids";
import type { DirFile, OpenKind } from "./types";
import styles from "./media.module.css";

type Props = {
  files: DirFile[];
  /** Opens a photo or video large (the page decides: popup or player). */
  onOpen: (kind: OpenKind, file: DirFile) => void;
  /** The groups' heading level: one below the page's own heading (a folder page's h1, a root's h2 on the directory home). */
  headingLevel?: 2 | 3;
};

/** A folder's entries in the documented order: video grid, photo grid, folder cards; or the grid's 'No data'. */
export function FolderContents({ files, onOpen, headingLevel = 2 }: Props) {
  const t = useTranslations("media");
  const Heading = `h${headingLevel}` as const;
  const videos = files.filter((file) => file.file_type === FILE_TYPE.video);
  const photos = files.filter((file) => file.file_type === FILE_TYPE.photo);
  const folders = files.filter((file) => file.file_type === FILE_TYPE.folder);

  if (files.length === 0) return <EmptyFolder />;
  return (
    <>
      {videos.length > 0 && (
        <section className={styles.group} aria-label={t("videos")}>
          <Heading className={styles.groupTitle}>{t("videos")}</Heading>
          <VideoGrid files={videos} onOpen={(file) => onOpen("video", file)} />
        </section>
      )}
      {photos.length > 0 && (
        <section className={styles.group} aria-label={t("photos")}>
          <Heading className={styles.groupTitle}>{t("photos")}</Heading>
          <PhotoGrid files={photos} onOpen={(file) => onOpen("photo", file)} />
        </section>
      )}
      {folders.length > 0 && (
        <section className={styles.group} aria-label={t("folders")}>
          <Heading className={styles.groupTitle}>{t("folders")}</Heading>
          <FolderGrid files={folders} />
        </section>
      )}
    </>
  );
}

export function EmptyFolder() {
  const t = useTranslations("common");
  return (
    <div className={styles.empty} data-testid="empty-folder">
      <FolderIcon size={40} />
      <p>{t("noData")}</p>
    </div>
  );
}
