"use client";

import { MediaPopup } from "./MediaPopup";
import type { DirFile } from "./types";

/** The expanded video: large, playing, with fullscreen and close. */
export function VideoPopup({ video, onClose }: { video: DirFile; onClose: () => void }) {
  return (
    <MediaPopup title={video.file_title} onClose={onClose} testId="video-popup">
      <video key={video.id} src={video.file_name_url} poster={video.thumbnail} autoPlay controls playsInline data-testid="video-popup-video" />
    </MediaPopup>
  );
}
