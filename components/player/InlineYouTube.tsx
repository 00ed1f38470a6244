"use client";

import { useState } from "react";
import { YouTubePlayer, type YouTubeFailure } from "@/components/channels/YouTubePlayer";
import { PlayerUnavailable } from "./PlayerUnavailable";
import styles from "./InlineYouTube.module.css";

/**
 * An online video playing inline (a grid cell, a search result, an article
 * card). It goes through the IFrame API player rather than a bare embed frame,
 * which shows the browser's broken-frame icon when YouTube is unreachable: a
 * video that cannot play says why in its place (YouTubePlayer logs the reason).
 * `onEnded` when it has played to the end.
 */
export function InlineYouTube({ videoId, onEnded, testId = "inline-youtube" }: { videoId: string; onEnded: () => void; testId?: string }) {
  const [failure, setFailure] = useState<YouTubeFailure | null>(null);
  return (
    <div className={styles.inline} data-testid={testId} data-video-id={videoId}>
      {failure ? (
        <PlayerUnavailable failure={failure} movesOn={false} className={styles.unavailable} />
      ) : (
        <YouTubePlayer videoId={videoId} onEnded={onEnded} onFailed={setFailure} />
      )}
    </div>
  );
}
