"use client";

import { useEffect, useRef } from "react";
import { loadIframeApi, PLAYER_STATE, type YtPlayer } from "@/components/collections/youtubeIframe";

// The YouTube IFrame API player for online channel items (the API loader is
// the category player's). onEnded is called when the video ends or fails;
// `start` (whole seconds) starts it part-way (Tiny Theater joins a programme live).

export function YouTubePlayer({ videoId, onEnded, start }: { videoId: string; onEnded: (reason?: string) => void; start?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    let player: YtPlayer | null = null;
    let cancelled = false;
    // The API replaces the element it is given: give it a child React does not manage.
    const element = host.current;
    const target = document.createElement("div");
    element?.appendChild(target);
    loadIframeApi()
      .then((YT) => {
        if (cancelled) return;
        player = new YT.Player(target, {
          videoId,
          playerVars: { autoplay: 1, playsinline: 1, rel: 0, ...(start && start > 0 ? { start: Math.floor(start) } : {}) },
          events: {
            onReady: () => player?.playVideo(),
            onStateChange: (e) => e.data === PLAYER_STATE.ENDED && ended.current(),
            onError: () => ended.current("Video error"),
          },
        });
      })
      .catch(() => !cancelled && ended.current("Video error"));
    return () => {
      cancelled = true;
      player?.destroy();
      element?.replaceChildren();
    };
    // The start only matters when the video is loaded: a later value does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoId]);

  return <div ref={host} style={{ width: "100%", height: "100%" }} data-testid="channel-youtube" data-video-id={videoId} />;
}
