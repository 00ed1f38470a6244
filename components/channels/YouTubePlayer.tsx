"use client";

import { useEffect, useRef } from "react";
import { loadIframeApi, PLAYER_STATE, type YtPlayer } from "@/components/collections/youtubeIframe";

// The YouTube IFrame API player for online channel items (the API loader is
// the category player's). onEnded is called when the video ends, and when it
// fails unless the caller takes failures (onFailed: YouTube unreachable, or
// the video removed, private or not embeddable), each logged with its reason;
// `start` (whole seconds) starts it part-way (Tiny Theater joins a programme live).

export type YouTubeFailure = "unreachable" | "unplayable";

type Props = { videoId: string; onEnded: (reason?: string) => void; onFailed?: (failure: YouTubeFailure) => void; start?: number };

export function YouTubePlayer({ videoId, onEnded, onFailed, start }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const ended = useRef(onEnded);
  const failed = useRef(onFailed);
  useEffect(() => {
    ended.current = onEnded;
    failed.current = onFailed;
  }, [onEnded, onFailed]);
  const fail = (failure: YouTubeFailure, why: string) => {
    console.warn(`YouTube video ${videoId} cannot be played (${why})`);
    if (failed.current) failed.current(failure);
    else ended.current("Video error");
  };

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
            // 2 bad id, 5 player error, 100 removed or private, 101/150 its owner does not allow embedding.
            onError: ({ data }) => fail("unplayable", `IFrame API error ${data}`),
          },
        });
      })
      .catch((error: Error) => !cancelled && fail("unreachable", error.message));
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
