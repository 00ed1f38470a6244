"use client";

import { useTranslations } from "next-intl";
import { useAddToChannel, useLongPress } from "@/components/channels/AddToChannel";
import { homeMediaLink, useCopyLinkMenu } from "@/components/grid/CopyLinkMenu";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { AddToChannelIcon } from "@/components/ui/icons";
import { ExpandIcon, PlayIcon } from "./icons";
import { formatDuration } from "./format";
import { useInlinePlayback } from "./InlinePlayback";
import type { DirFile } from "./types";
import styles from "./media.module.css";

type Props = { file: DirFile; onOpen: (file: DirFile) => void };

/**
 * A grid video: its thumbnail until clicked, then it plays inline; it returns
 * to the thumbnail on end or error, and when another card starts. The expand
 * button and the title open it large (the page decides: popup or player).
 */
export function VideoCard({ file, onOpen }: Props) {
  const t = useTranslations("library");
  const { playingId, setPlayingId } = useInlinePlayback();
  const copyMenu = useCopyLinkMenu();
  const tChannel = useTranslations("addToChannel");
  const addToChannel = useAddToChannel();
  const openAddToChannel = addToChannel.allowed ? () => addToChannel.open({ link: homeMediaLink(file), title: file.file_title }) : null;
  const longPress = useLongPress(openAddToChannel, (event) => copyMenu.open(event, homeMediaLink(file), file.file_title));
  const playing = playingId === file.id;
  const stop = () => {
    if (playing) setPlayingId(null);
  };
  const open = () => {
    stop();
    onOpen(file);
  };
  const duration = formatDuration(file.duration);

  return (
    <article className={styles.videoCard} data-testid="video-card" data-id={file.id} data-playing={playing} {...longPress}>
      <div className={styles.videoFrame}>
        {playing ? (
          <video src={file.file_name_url} poster={file.thumbnail} autoPlay controls playsInline onEnded={stop} onError={stop} data-testid="inline-video" />
        ) : (
          <button
            type="button"
            className={styles.videoPoster}
            onClick={() => setPlayingId(file.id)}
            // The name holds the visible duration too (WCAG 2.5.3: the visible text is part of the name).
            aria-label={[t("playInline", { name: file.file_title }), duration].filter(Boolean).join(", ")}
            data-testid="video-card-play"
          >
            <Thumbnail src={file.thumbnail} />
            <span className={styles.playBadge}>
              <PlayIcon size={22} />
            </span>
            {duration && <span className={styles.duration}>{duration}</span>}
          </button>
        )}
        <button
          type="button"
          className={styles.cardAction}
          onClick={open}
          aria-label={t("expandVideo", { name: file.file_title })}
          title={t("expandVideo", { name: file.file_title })}
          data-testid="video-card-expand"
        >
          <ExpandIcon size={18} />
        </button>
        {openAddToChannel && (
          <button
            type="button"
            className={`${styles.cardAction} ${styles.cardActionSecond}`}
            onClick={openAddToChannel}
            aria-label={tChannel("actionNamed", { name: file.file_title })}
            title={tChannel("action")}
            data-testid="video-card-add-to-channel"
          >
            <AddToChannelIcon size={18} />
          </button>
        )}
      </div>
      <button type="button" className={styles.videoTitle} onClick={open} title={file.file_title} data-testid="video-card-title">
        {file.file_title}
      </button>
      {copyMenu.element}
    </article>
  );
}
