"use client";

import { useEffect, useState, type RefObject } from "react";

// How a <video> gets its video: the plain streaming URL as its src, or, for a
// file the browser cannot play as it is, the server's HLS transcode
// (lib/transcode) through hls.js, loaded only then so no other page pays for
// it; where there is no MediaSource (iPhone Safari), the browser's own HLS.

export type VideoSource = {
  /** The direct streaming URL. */
  src: string;
  /** The HLS playlist, when the file needs transcoding. */
  hlsSrc?: string;
  /** Where a transcoded video starts, in seconds (the theater tunes in mid-programme); read once, when the hook mounts. */
  startSeconds?: number;
};

/** Why a transcoded video did not play: the server stayed busy (its 503), or the conversion failed. */
export type TranscodeProblem = "busy" | "failed";

export type VideoSourceState = {
  /** The src attribute to render: undefined while hls.js feeds the element itself. */
  src: string | undefined;
  /** A transcoded video that has not started yet: the page shows 'Preparing video…'. */
  preparing: boolean;
  problem: TranscodeProblem | null;
};

const HLS_TYPE = "application/vnd.apple.mpegurl";

// The server holds a segment request while it waits for a transcode slot (TRANSCODE_WAIT_S, 20 s by
// default) and while ffmpeg writes the segment: hls.js must wait longer than that for the first byte.
const SEGMENT_WAIT_MS = 60_000;

export function useVideoSource(videoRef: RefObject<HTMLVideoElement | null>, source: VideoSource, key: unknown): VideoSourceState {
  const { src, hlsSrc } = source;
  // hls.js asks for the segment at this position first, so the server's first transcode starts there.
  const [startPosition] = useState(source.startSeconds ?? -1);
  const [state, setState] = useState<{ for: string | undefined; preparing: boolean; problem: TranscodeProblem | null }>({
    for: hlsSrc,
    preparing: !!hlsSrc,
    problem: null,
  });
  const current = state.for === hlsSrc ? state : { for: hlsSrc, preparing: !!hlsSrc, problem: null };

  useEffect(() => {
    const video = videoRef.current;
    if (!hlsSrc || !video) return;
    let stopped = false;
    let destroy = () => {};
    // The stored state may still be an earlier source's (hlsSrc came after mount, e.g. once a listing named it).
    const started = () => setState((s) => ({ for: hlsSrc, preparing: false, problem: s.for === hlsSrc ? s.problem : null }));
    video.addEventListener("playing", started);
    video.addEventListener("loadeddata", started);

    void import("hls.js").then(({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        if (video.canPlayType(HLS_TYPE)) video.src = hlsSrc;
        else setState({ for: hlsSrc, preparing: false, problem: "failed" });
        return;
      }
      const retry = { maxNumRetry: 1, retryDelayMs: 1000, maxRetryDelayMs: 4000 };
      const hls = new Hls({
        // The page's policy allows workers from its own origin only, not hls.js's blob worker.
        enableWorker: false,
        startPosition,
        fragLoadPolicy: { default: { maxTimeToFirstByteMs: SEGMENT_WAIT_MS, maxLoadTimeMs: 2 * SEGMENT_WAIT_MS, timeoutRetry: retry, errorRetry: retry } },
      });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        setState({ for: hlsSrc, preparing: false, problem: data.response?.code === 503 ? "busy" : "failed" });
        hls.destroy();
      });
      hls.loadSource(hlsSrc);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      stopped = true;
      video.removeEventListener("playing", started);
      video.removeEventListener("loadeddata", started);
      destroy();
    };
  }, [hlsSrc, key, videoRef, startPosition]);

  return { src: hlsSrc ? undefined : src, preparing: current.preparing, problem: current.problem };
}
