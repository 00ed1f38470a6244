"use client";

import Link from "next/link";
import { useState, type MouseEvent as ReactMouseEvent } from "react";
import { useTranslations } from "next-intl";
import { useAddToChannel, useLongPress } from "@/components/channels/AddToChannel";
import { homeMediaLink, useCopyLinkMenu } from "@/components/grid/CopyLinkMenu";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { AddToChannelIcon } from "@/components/ui/icons";
import { FolderIcon } from "./icons";
import { useInView } from "./useInView";
import { VideoCard } from "./VideoCard";
import { useResumeProgress } from "@/components/player/resume";
import { useGridSource } from "./GridSource";
import type { DirFile } from "./types";
import styles from "./media.module.css";

// The three grids of a folder: videos, photos (120 px tiles) and folder cards;
// where they lead and which actions they offer come from ./GridSource.tsx.

/** Folder cards load their thumbnails once 10 percent of the card is visible (documents). */
const FOLDER_CARD_VISIBLE = 0.1;

export function VideoGrid({ files, onOpen }: { files: DirFile[]; onOpen: (file: DirFile) => void }) {
  const { homeActions } = useGridSource();
  const watched = useResumeProgress(homeActions ? files.map((file) => file.id) : []);
  return (
    <div className={styles.videoGrid} data-testid="video-grid">
      {files.map((file) => (
        <VideoCard key={file.id} file={file} onOpen={onOpen} watched={watched[file.id]} />
      ))}
    </div>
  );
}

export function PhotoGrid({ files, onOpen }: { files: DirFile[]; onOpen: (file: DirFile) => void }) {
  const { homeActions } = useGridSource();
  const copyMenu = useCopyLinkMenu(homeActions ? {} : { enabled: false });
  return (
    <div className={styles.photoGrid} data-testid="photo-grid">
      {files.map((file) => (
        <PhotoTile key={file.id} file={file} onOpen={onOpen} onContextMenu={(event) => copyMenu.open(event, homeMediaLink(file), file.file_title)} />
      ))}
      {copyMenu.element}
    </div>
  );
}

function PhotoTile({ file, onOpen, onContextMenu }: { file: DirFile; onOpen: (file: DirFile) => void; onContextMenu: (event: ReactMouseEvent) => void }) {
  const t = useTranslations("media");
  const tChannel = useTranslations("addToChannel");
  const { homeActions } = useGridSource();
  const addToChannel = useAddToChannel();
  const openAddToChannel = homeActions && addToChannel.allowed ? () => addToChannel.open({ link: homeMediaLink(file), title: file.file_title }) : null;
  const longPress = useLongPress(openAddToChannel, onContextMenu);
  const tile = (
    <button
      type="button"
      className={styles.photoTile}
      onClick={() => onOpen(file)}
      aria-label={t("openPhoto", { name: file.file_title })}
      title={file.file_title}
      data-testid="photo-tile"
      data-id={file.id}
      data-relpath={file.media_name_relpath}
      {...longPress}
    >
      <Thumbnail src={file.thumbnail} width={120} height={120} />
    </button>
  );
  if (!openAddToChannel) return tile;
  return (
    <div className={styles.photoCell}>
      {tile}
      <button
        type="button"
        className={styles.photoAction}
        onClick={openAddToChannel}
        aria-label={tChannel("actionNamed", { name: file.file_title })}
        title={tChannel("action")}
        data-testid="photo-tile-add-to-channel"
      >
        <AddToChannelIcon size={16} />
      </button>
    </div>
  );
}

export function FolderGrid({ files }: { files: DirFile[] }) {
  return (
    <div className={styles.folderGrid} data-testid="folder-grid">
      {files.map((file) => (
        <FolderCard key={file.id} folder={file} />
      ))}
    </div>
  );
}

function FolderCard({ folder }: { folder: DirFile }) {
  const t = useTranslations("media");
  const source = useGridSource();
  const { ref, inView } = useInView<HTMLAnchorElement>({ threshold: FOLDER_CARD_VISIBLE, once: true });
  const brief = source.useFolderPreview(folder, inView);
  const thumbnails = (brief.data ?? []).slice(0, 4).map((item) => item.thumbnail);

  return (
    <Link
      ref={ref}
      {...source.folderLink(folder)}
      className={styles.folderCard}
      aria-label={t("openFolder", { name: folder.file_title })}
      data-testid="folder-card"
      data-relpath={folder.media_name_relpath}
      data-loaded={brief.isSuccess || brief.isError}
    >
      <div className={styles.mosaic} data-count={thumbnails.length}>
        {brief.isSuccess || brief.isError ? (
          thumbnails.length > 0 ? (
            thumbnails.map((src, i) => <img key={i} src={src} alt="" data-testid="folder-card-thumb" />)
          ) : (
            <FolderCover folder={folder} />
          )
        ) : (
          <span className={`${styles.mosaicEmpty} ${styles.skeleton}`} />
        )}
      </div>
      <span className={styles.folderName}>
        <FolderIcon size={18} />
        <span>{folder.file_title}</span>
      </span>
    </Link>
  );
}

/** A folder holding only folders: the cover of its first photo or video further down, else a folder icon. */
function FolderCover({ folder }: { folder: DirFile }) {
  const [failed, setFailed] = useState(false);
  if (failed || !folder.thumbnail) {
    return (
      <span className={styles.mosaicEmpty}>
        <FolderIcon size={40} />
      </span>
    );
  }
  // Not lazy: the card asks for its preview only once in view.
  return <img src={folder.thumbnail} alt="" onError={() => setFailed(true)} style={{ gridColumn: "1 / span 2", gridRow: "1 / span 2" }} />;
}
