"use client";

import { useRef } from "react";
import { useTranslations } from "next-intl";
import { useVideoSource } from "@/components/player/useVideoSource";
import { formatDuration } from "./format";
import { MediaPopup } from "./MediaPopup";
import styles from "./media.module.css";
import type { DirFile } from "./types";

const PLAYBACK_LABEL = { direct: "playbackDirect", audio: "playbackAudio", full: "playbackFull" } as const;

/** The expanded video: large, playing, with fullscreen and close; its details (size, length, how it plays) below. */
export function VideoPopup({ video, onClose }: { video: DirFile; onClose: () => void }) {
  const t = useTranslations("player");
  const ref = useRef<HTMLVideoElement>(null);
  const source = useVideoSource(ref, { src: video.file_name_url, hlsSrc: video.hls_url }, video.id);
  const details = t("videoDetails", {
    size: video.width && video.height ? `${video.width}×${video.height}` : "–",
    duration: formatDuration(video.duration) ?? "–",
    // Not probed yet (scanned before playback was recorded): it is played directly.
    playback: t(PLAYBACK_LABEL[video.playback ?? "direct"]),
  });
  return (
    <MediaPopup title={video.file_title} onClose={onClose} testId="video-popup" caption={<span data-testid="video-details">{details}</span>}>
      <video key={video.id} ref={ref} src={source.src} poster={video.thumbnail} autoPlay controls playsInline data-testid="video-popup-video" />
      {source.preparing && (
        <p className={styles.popupNotice} role="status">
          {t("preparing")}
        </p>
      )}
      {source.problem && (
        <p className={styles.popupNotice} role="alert">
          {t(source.problem === "busy" ? "transcodeBusy" : "transcodeFailed")}
        </p>
      )}
    </MediaPopup>
  );
}
