"use client";

import { useTranslations } from "next-intl";
import { FolderIcon } from "./icons";
import { FILE_TYPE } from "./fileTypes";
import { FolderGrid, PhotoGrid, VideoGrid } from "./MediaGrids";
import type { DirFile } from "./types";
import styles from "./media.module.css";

type Props = {
  files: DirFile[];
  onOpenPhoto: (file: DirFile) => void;
  onOpenVideo: (file: DirFile) => void;
};

/** A folder's entries in the documented order: video grid, photo grid, folder cards; or the grid's 'No data'. */
export function FolderContents({ files, onOpenPhoto, onOpenVideo }: Props) {
  const t = useTranslations("media");
  const videos = files.filter((file) => file.file_type === FILE_TYPE.video);
  const photos = files.filter((file) => file.file_type === FILE_TYPE.photo);
  const folders = files.filter((file) => file.file_type === FILE_TYPE.folder);

  if (files.length === 0) return <EmptyFolder />;
  return (
    <>
      {videos.length > 0 && (
        <section className={styles.group} aria-label={t("videos")}>
          <h3 className={styles.groupTitle}>{t("videos")}</h3>
          <VideoGrid files={videos} onOpen={onOpenVideo} />
        </section>
      )}
      {photos.length > 0 && (
        <section className={styles.group} aria-label={t("photos")}>
          <h3 className={styles.groupTitle}>{t("photos")}</h3>
          <PhotoGrid files={photos} onOpen={onOpenPhoto} />
        </section>
      )}
      {folders.length > 0 && (
        <section className={styles.group} aria-label={t("folders")}>
          <h3 className={styles.groupTitle}>{t("folders")}</h3>
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
