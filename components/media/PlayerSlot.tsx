"use client";

import { PhotoSlideshow } from "@/components/player/PhotoSlideshow";
import { VideoPlayer } from "@/components/player/VideoPlayer";
import { useTranslations } from "next-intl";
import { recordPlay } from "./queries/phs";
import { toPlayerPhotos, toPlayerVideos } from "./playerLists";
import type { DirFile, OpenKind } from "./types";
import styles from "./media.module.css";

type Props = {
  kind: OpenKind;
  item: DirFile;
  /** The folder's photos or videos (other kinds are left out here); undefined while it loads. */
  list: DirFile[] | undefined;
  albumTitle: string;
  albumKey: string;
  onClose: () => void;
};

/** The player for an opened photo (slideshow) or video; a new item starts a new player. */
export function PlayerSlot({ kind, item, list, albumTitle, albumKey, onClose }: Props) {
  const t = useTranslations("common");
  // The player starts once the list is there, so its intro shows once.
  if (!list) return <div className={styles.playerLoading} role="status" data-testid="player-loading">{t("loading")}</div>;
  const files = list.some((file) => file.id === item.id) ? list : [item];
  // Each photo or video on screen counts as played (the home's play history, /true/true resumes it).
  const onShow = ({ id }: { id: number }) => {
    const shown = files.find((file) => file.id === id);
    if (shown) void recordPlay(shown.media_name_relpath);
  };
  if (kind === "photo") {
    return <PhotoSlideshow key={`photo-${item.id}`} albumTitle={albumTitle} photos={toPlayerPhotos(files)} startId={item.id} onShow={onShow} onClose={onClose} />;
  }
  return <VideoPlayer key={`video-${item.id}`} albumKey={albumKey} albumTitle={albumTitle} videos={toPlayerVideos(files)} startId={item.id} onShow={onShow} onClose={onClose} />;
}
