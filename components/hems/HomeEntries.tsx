"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { EmptyFolder } from "@/components/media/FolderContents";
import { FILE_TYPE } from "@/components/media/fileTypes";
import { formatDuration } from "@/components/media/format";
import { FolderIcon, PlayIcon } from "@/components/media/icons";
import { useInView } from "@/components/media/useInView";
import type { DirFile } from "@/components/media/types";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { folderAddress } from "./address";
import { followInPlace } from "./navigation";
import { folderPreviewOptions } from "./queries/subdirs";
import media from "@/components/media/media.module.css";
import styles from "./HomeBrowse.module.css";

// A home folder's entries as the home face shows them (its grids' styles):
// videos, photos (120 px tiles), folder cards, or 'No data'. Thumbnails come
// inline from the home; a folder card asks for its own once it is in view.

type Props = {
  homeNumber: string;
  files: DirFile[];
  onOpen: (kind: "photo" | "video", file: DirFile) => void;
  /** One below the page's own heading: h2 under a folder's h1, h3 under a root's h2. */
  headingLevel?: 2 | 3;
};

export function HomeEntries({ homeNumber, files, onOpen, headingLevel = 2 }: Props) {
  const t = useTranslations("media");
  const Heading = `h${headingLevel}` as const;
  const videos = files.filter((file) => file.file_type === FILE_TYPE.video);
  const photos = files.filter((file) => file.file_type === FILE_TYPE.photo);
  const folders = files.filter((file) => file.file_type === FILE_TYPE.folder);
  if (files.length === 0) return <EmptyFolder />;
  return (
    <>
      {videos.length > 0 && (
        <section className={media.group} aria-label={t("videos")}>
          <Heading className={media.groupTitle}>{t("videos")}</Heading>
          <div className={media.videoGrid} data-testid="hems-video-grid">
            {videos.map((file) => (
              <VideoTile key={file.id} file={file} onOpen={() => onOpen("video", file)} />
            ))}
          </div>
        </section>
      )}
      {photos.length > 0 && (
        <section className={media.group} aria-label={t("photos")}>
          <Heading className={media.groupTitle}>{t("photos")}</Heading>
          <div className={media.photoGrid} data-testid="hems-photo-grid">
            {photos.map((file) => (
              <button
                key={file.id}
                type="button"
                className={media.photoTile}
                onClick={() => onOpen("photo", file)}
                aria-label={t("openPhoto", { name: file.file_title })}
                title={file.file_title}
                data-testid="hems-photo-tile"
                data-relpath={file.media_name_relpath}
              >
                <Thumbnail src={file.thumbnail} width={120} height={120} />
              </button>
            ))}
          </div>
        </section>
      )}
      {folders.length > 0 && (
        <section className={media.group} aria-label={t("folders")}>
          <Heading className={media.groupTitle}>{t("folders")}</Heading>
          <div className={media.folderGrid} data-testid="hems-folder-grid">
            {folders.map((file) => (
              <FolderTile key={file.id} homeNumber={homeNumber} folder={file} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}

/** A video's poster, length and title: one button that opens it in the player. */
function VideoTile({ file, onOpen }: { file: DirFile; onOpen: () => void }) {
  const t = useTranslations("media");
  const duration = formatDuration(file.duration);
  return (
    <button
      type="button"
      className={`${media.videoCard} ${styles.videoButton}`}
      onClick={onOpen}
      // The name holds the visible title and duration (WCAG 2.5.3).
      aria-label={[t("playVideo", { name: file.file_title }), duration].filter(Boolean).join(", ")}
      data-testid="hems-video-card"
      data-relpath={file.media_name_relpath}
    >
      {/* The title first, as the name reads (WCAG 2.5.3); shown below the poster. */}
      <span className={`${media.videoTitle} ${styles.videoTitle}`} title={file.file_title}>
        {file.file_title}
      </span>{" "}
      <span className={`${media.videoFrame} ${styles.videoFrame}`}>
        <Thumbnail src={file.thumbnail} />
        <span className={media.playBadge}>
          <PlayIcon size={22} />
        </span>
        {duration && <span className={media.duration}>{duration}</span>}
      </span>
    </button>
  );
}

/**
 * A folder card: a mosaic of up to 4 of its photos and videos (asked once 10
 * percent of it is in view), else the cover of a photo or video further down
 * (the relayed thumb call), else a folder icon; and its name.
 */
function FolderTile({ homeNumber, folder }: { homeNumber: string; folder: DirFile }) {
  const t = useTranslations("media");
  const { ref, inView } = useInView<HTMLAnchorElement>({ threshold: 0.1, once: true });
  const preview = useQuery({ ...folderPreviewOptions(homeNumber, folder.media_name_relpath), enabled: inView });
  const thumbnails = (preview.data ?? []).map((file) => file.thumbnail).filter(Boolean);
  const settled = preview.isSuccess || preview.isError;
  return (
    <a
      ref={ref}
      href={folderAddress(folder.media_name_relpath)}
      onClick={followInPlace}
      className={media.folderCard}
      aria-label={t("openFolder", { name: folder.file_title })}
      data-testid="hems-folder-card"
      data-relpath={folder.media_name_relpath}
      data-loaded={settled}
    >
      <div className={media.mosaic} data-count={thumbnails.length}>
        {!settled ? (
          <span className={`${media.mosaicEmpty} ${media.skeleton}`} />
        ) : thumbnails.length > 0 ? (
          // eslint-disable-next-line @next/next/no-img-element -- inline thumbnails (data URLs) from the home
          thumbnails.map((src, i) => <img key={i} src={src} alt="" />)
        ) : (
          <FolderCover src={folder.thumbnail} />
        )}
      </div>
      <span className={media.folderName}>
        <FolderIcon size={18} />
        <span>{folder.file_title}</span>
      </span>
    </a>
  );
}

/** A folder holding only folders: its cover through the relay, or a folder icon when it has none. */
function FolderCover({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span className={media.mosaicEmpty}>
        <FolderIcon size={40} />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a home thumbnail through the relay
    <img src={src} alt="" loading="lazy" onError={() => setFailed(true)} className={styles.cover} />
  );
}
