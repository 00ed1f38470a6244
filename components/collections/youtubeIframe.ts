"use client";

// YouTube's IFrame Player API, loaded once from its usual address. Only the
// few calls the category player uses are typed.

export const IFRAME_API_URL = "https://www.youtube.com/iframe_api";

export const PLAYER_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2 } as const;

/** An API script that neither loads nor fails by then (a host that swallows requests) counts as unreachable. */
export const IFRAME_API_TIMEOUT_MS = 10_000;

export type YtPlayer = {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  mute(): void;
  unMute(): void;
  loadVideoById(videoId: string): void;
  destroy(): void;
};

type YtNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      playerVars?: Record<string, number | string>;
      events?: { onReady?: () => void; onStateChange?: (event: { data: number }) => void; onError?: (event: { data: number }) => void };
    },
  ) => YtPlayer;
};

// The globals the API script sets (typed here, not in a global declaration,
// so that other players may type the same globals their own way).
type ApiWindow = { YT?: YtNamespace; onYouTubeIframeAPIReady?: () => void };

let loading: Promise<YtNamespace> | null = null;

export function loadIframeApi(): Promise<YtNamespace> {
  const w = window as unknown as ApiWindow;
  if (w.YT?.Player) return Promise.resolve(w.YT);
  loading ??= new Promise((resolve, reject) => {
    const previous = w.onYouTubeIframeAPIReady;
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (w.YT) resolve(w.YT);
    };
    const script = document.createElement("script");
    script.src = IFRAME_API_URL;
    script.async = true;
    const fail = () => {
      window.clearTimeout(timer);
      loading = null;
      reject(new Error("The YouTube player could not be loaded."));
    };
    const timer = window.setTimeout(() => {
      if (!w.YT?.Player) fail();
    }, IFRAME_API_TIMEOUT_MS);
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return loading;
}
