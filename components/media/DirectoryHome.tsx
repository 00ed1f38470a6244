"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useServerText } from "@/components/ui/useErrorText";
import { AddToChannelProvider } from "@/components/channels/AddToChannel";
import { FILE_TYPE } from "./fileTypes";
import { FolderContents } from "./FolderContents";
import { ChevronRightIcon, FolderIcon } from "./icons";
import { InlinePlaybackProvider } from "./InlinePlayback";
import { recordPlay } from "./queries/phs";
import { ScanProgress, scanStatusOptions } from "./ScanProgress";
import { useHistoryGestures } from "./useHistoryGestures";
import { useOpenedItem } from "./useOpenedItem";
import { folderAddress } from "./urlState";
import type { DirectoryRoot } from "./types";
import styles from "./media.module.css";

// The popups load only once a photo or video is opened: the directory home's first load goes without them.
const PhotoPopup = dynamic(() => import("./PhotoPopup").then((module) => module.PhotoPopup));
const VideoPopup = dynamic(() => import("./VideoPopup").then((module) => module.VideoPopup));

type Props = {
  roots: DirectoryRoot[];
  /** The page's own address (/false/true, /hems, ...), where closing a popup returns. */
  baseAddress: string;
};

/**
 * The directory home: a section per media root with its videos, photo
 * thumbnails and folder cards. A photo opens in the photo popup, a video in
 * the expanded-video popup; each opened one is a history entry.
 */
export function DirectoryHome({ roots, baseAddress }: Props) {
  const t = useTranslations("library");
  const tMedia = useTranslations("media");
  const files = roots.flatMap(({ page }) => page.dir_files);
  const { kind, item, open, close } = useOpenedItem(files, baseAddress);
  const gestures = useHistoryGestures(item === null);
  // A popup on screen counts as played (the home's play history).
  const shownRelpath = item?.media_name_relpath ?? null;
  useEffect(() => {
    if (shownRelpath) void recordPlay(shownRelpath);
  }, [shownRelpath]);
  // A root whose last scan failed (its folder gone, a drive unplugged) says so instead of looking empty.
  const { data: scans = [] } = useQuery(scanStatusOptions());
  const failedScan = (name: string) => scans.find((scan) => scan.name === name && scan.status === "failed");
  const sectionPhotos = item
    ? (roots.find(({ page }) => page.dir_files.includes(item))?.page.dir_files.filter((file) => file.file_type === FILE_TYPE.photo) ?? [item])
    : [];

  return (
    <AddToChannelProvider>
      <div className={styles.page} {...gestures} data-testid="directory-home">
        <ScanProgress />
        <h1 className={styles.pageTitle}>{tMedia("rootsTitle")}</h1>
        {roots.length === 0 && (
          <div className={styles.empty} data-testid="no-media-roots">
            <FolderIcon size={40} />
            <p>{t("noRoots")}</p>
          </div>
        )}
        <InlinePlaybackProvider>
          {roots.map(({ root, page }) => (
            <section
              key={root.en_file_relpath}
              className={styles.rootSection}
              aria-labelledby={`root-${root.en_file_relpath}`}
              data-testid="media-root-section"
              data-root={root.name}
            >
              <header className={styles.rootHeader}>
                <div>
                  <h2 id={`root-${root.en_file_relpath}`} className={styles.rootTitle}>
                    {root.name}
                  </h2>
                  <p className={styles.rootCounts}>{t("rootCounts", { folders: root.folder_count, photos: root.photo_count, videos: root.video_count })}</p>
                </div>
                <Link href={folderAddress(root.en_file_relpath)} className={styles.openAll} data-testid="media-root-open">
                  {t("openRoot")}
                  <ChevronRightIcon size={16} />
                </Link>
              </header>
              <ScanFailure scan={failedScan(root.name)} />
              <FolderContents headingLevel={3} files={page.dir_files} onOpen={open} />
            </section>
          ))}
        </InlinePlaybackProvider>
        {item && kind === "photo" && <PhotoPopup photo={item} photos={sectionPhotos} onOpen={(file) => open("photo", file)} onClose={close} />}
        {item && kind === "video" && <VideoPopup video={item} onClose={close} />}
      </div>
    </AddToChannelProvider>
  );
}

/** The error of a root's failed scan (owners see its cause; others a plain sentence). */
function ScanFailure({ scan }: { scan?: { error: string | null } }) {
  const t = useTranslations("library");
  const errorText = useServerText();
  if (!scan) return null;
  return (
    <p className={styles.rootError} role="alert" data-testid="media-root-scan-error">
      {scan.error ? t("scanFailed", { error: errorText(scan.error) }) : t("scanFailedNoDetail")}
    </p>
  );
}
