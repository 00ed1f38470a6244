"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { PhotoSlideshow } from "@/components/player/PhotoSlideshow";
import { VideoPlayer } from "@/components/player/VideoPlayer";
import { ErrorDialog } from "@/components/ui/ErrorDialog";
import { useAddToChannel } from "@/components/channels/AddToChannel";
import { homeMediaLink } from "@/lib/channels/media-path";
import { recordPlay } from "./queries/phs";
import { toPlayerPhotos, toPlayerVideos } from "./playerLists";
import type { DirFile, OpenKind } from "./types";
import styles from "./media.module.css";

type Props = {
  kind: OpenKind;
  item: DirFile;
  /** The folder's photos or videos around the item (other kinds are left out here); undefined while it loads or when it failed. */
  list: DirFile[] | undefined;
  /** The list could not be loaded: the item plays alone and the documented alert says so. */
  failed: boolean;
  albumTitle: string;
  albumKey: string;
  onClose: () => void;
  /** The slideshow moved on to another photo by itself: the address follows it. */
  onFollow?: (kind: OpenKind, file: DirFile) => void;
};

/**
 * The player for an opened photo (slideshow) or video; a new item starts a new
 * player. While the list loads: the grid's 'Loading…'; when it fails: the
 * grid's initial-load alert 'Failed to fetch data.', and the item plays alone.
 */
export function PlayerSlot({ kind, item, list, failed, albumTitle, albumKey, onClose, onFollow }: Props) {
  const addToChannel = useAddToChannel();
  // The player starts once the list is there, so its intro shows once.
  if (!list && !failed) return <PlayerLoading />;
  const files = list?.some((file) => file.id === item.id) ? list : [item];
  const onAddToChannel = addToChannel.allowed
    ? ({ id }: { id: number }) => {
        const file = files.find((candidate) => candidate.id === id);
        if (file) addToChannel.open({ link: homeMediaLink(file), title: file.file_title });
      }
    : undefined;
  // Each photo or video on screen counts as played (the home's play history, /true/true resumes it).
  const onShow = ({ id }: { id: number }) => {
    const shown = files.find((file) => file.id === id);
    if (!shown) return;
    void recordPlay(shown.media_name_relpath);
    if (kind === "photo") onFollow?.(kind, shown);
  };
  return (
    <>
      {kind === "photo" ? (
        <PhotoSlideshow
          key={`photo-${item.id}`}
          albumTitle={albumTitle}
          photos={toPlayerPhotos(files)}
          startId={item.id}
          onShow={onShow}
          onClose={onClose}
          onAddToChannel={onAddToChannel}
        />
      ) : (
        <VideoPlayer
          key={`video-${item.id}`}
          albumKey={albumKey}
          albumTitle={albumTitle}
          videos={toPlayerVideos(files)}
          startId={item.id}
          onShow={onShow}
          onClose={onClose}
          onAddToChannel={onAddToChannel}
        />
      )}
      {failed && <FetchFailed key={item.id} />}
    </>
  );
}

function PlayerLoading() {
  const t = useTranslations("common");
  return (
    <div className={styles.playerLoading} role="status" data-testid="player-loading">
      {t("loadingEllipsis")}
    </div>
  );
}

/** Documents: "Grid initial load failure: Alert 'Failed to fetch data.'" */
function FetchFailed() {
  const t = useTranslations("errors");
  const [open, setOpen] = useState(true);
  return <ErrorDialog open={open} message={t("fetchDataFailed")} onClose={() => setOpen(false)} />;
}
