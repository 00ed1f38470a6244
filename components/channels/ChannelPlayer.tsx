"use client";

import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { PHOTO_SLIDE_INTERVAL_MS, UNPLAYABLE_SKIP_MS } from "@/components/player/constants";
import { keyAction, swipeAction, isOwnedByControl, touchPoint } from "@/components/player/controls";
import { PlayerUnavailable } from "@/components/player/PlayerUnavailable";
import { usePlayQueue } from "@/components/player/usePlayQueue";
import { useVideoSource } from "@/components/player/useVideoSource";
import { useErrorText } from "@/components/ui/useErrorText";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ReplayIcon } from "@/components/ui/icons";
import { playlistQuery } from "./api";
import { CHANNEL_INTRO_MS } from "./constants";
import { channelProgram, nextChannelIndex, type ProgramItem } from "./program";
import { YouTubePlayer, type YouTubeFailure } from "./YouTubePlayer";
import styles from "./ChannelPlayer.module.css";

/** The documented player states. */
export type ChannelPlayerState = 0 | 1 | 2;

/** What the player is showing, for a page that lists it (the home page's playlist). */
export type NowPlaying = {
  /** The current channel's file name and its position among the channels. */
  channel: string;
  channelIndex: number;
  /** The channel's playlist: loading, loaded, or failed to load. */
  status: "pending" | "success" | "error";
  /** Null until the channel's playlist has loaded. */
  channelName: string | null;
  /** The channel's items in play order (videos first, then photos). */
  items: ProgramItem[];
  /** The item on screen, or null during the intro and on the end screen. */
  currentId: string | null;
  state: ChannelPlayerState;
};

export type ChannelPlayerHandle = {
  /** Plays this item of this channel at once (skipping the intro); unknown channels and items are ignored. */
  playItem: (channel: string, itemId: string) => void;
};

type Props = {
  tebeView: boolean;
  /** The channels' file names in play order; play starts at `startIndex`. */
  channels: string[];
  startIndex: number;
  /** Where the close button goes; without it there is no close button. */
  backHref?: string;
  /** Inside a page (the home page's page 1) instead of covering the window. */
  embedded?: boolean;
  /** Told whenever the channel, its items or the item on screen change. */
  onNowPlaying?: (now: NowPlaying) => void;
  ref?: Ref<ChannelPlayerHandle>;
};

/** An item the page asked to play; seq tells two asks for the same item apart. */
type PlayRequest = { channel: string; itemId: string; seq: number };

/**
 * Plays channels one after another: state 0 shows the channel's intro, 1 plays
 * its items (videos first, then photos; shuffled when random), and after the
 * last item of the last channel 2 shows the end screen, whose reload control
 * starts again at the first channel and item. Swipes and arrow keys move to
 * the next or previous programme.
 */
export function ChannelPlayer({ tebeView, channels, startIndex, backHref, embedded = false, onNowPlaying, ref }: Props) {
  const tp = useTranslations("player");
  const [channelIndex, setChannelIndex] = useState(startIndex);
  const [state, setState] = useState<ChannelPlayerState>(channels.length > 0 ? 0 : 2);
  const [round, setRound] = useState(0);
  const [request, setRequest] = useState<PlayRequest | null>(null);
  const lastReport = useRef<NowPlaying | null>(null);
  const onNowPlayingRef = useRef(onNowPlaying);
  useEffect(() => {
    onNowPlayingRef.current = onNowPlaying;
  });

  const advanceChannel = useCallback(() => {
    setRequest(null);
    const next = nextChannelIndex(channelIndex, channels.length);
    if (next === null) return setState(2);
    setChannelIndex(next);
    setState(0);
  }, [channelIndex, channels.length]);

  const introDone = useCallback(() => setState(1), []);

  const restart = () => {
    setRequest(null);
    setChannelIndex(0);
    setRound((r) => r + 1);
    setState(0);
  };

  useImperativeHandle(
    ref,
    () => ({
      playItem(channel, itemId) {
        const index = channels.indexOf(channel);
        if (index < 0) return;
        setRequest((previous) => ({ channel, itemId, seq: (previous?.seq ?? 0) + 1 }));
        // Another channel, or the end screen: run that channel again; the request skips its intro.
        if (index !== channelIndex || state === 2) {
          setChannelIndex(index);
          setState(0);
        }
      },
    }),
    [channels, channelIndex, state],
  );

  const report = useCallback((now: NowPlaying) => {
    lastReport.current = now;
    onNowPlayingRef.current?.(now);
  }, []);

  // The end screen: the last channel's items stay listed, nothing is on screen.
  useEffect(() => {
    if (state === 2 && lastReport.current) report({ ...lastReport.current, currentId: null, state: 2 });
  }, [state, report]);

  const fileName = channels[channelIndex];
  return (
    <div className={`${styles.stage} ${embedded ? styles.embedded : ""}`} data-testid="channel-player" data-state={state}>
      {backHref && (
        <Link href={backHref} className={styles.close} aria-label={tp("close")} data-testid="channel-player-close">
          <CloseIcon width={22} height={22} />
        </Link>
      )}
      {state === 2 || fileName === undefined ? (
        <EndScreen onReload={restart} />
      ) : (
        <ChannelRun
          key={`${round}-${channelIndex}`}
          tebeView={tebeView}
          fileName={fileName}
          channelIndex={channelIndex}
          state={state}
          request={request?.channel === channels[channelIndex] ? request : null}
          onIntroDone={introDone}
          onChannelEnded={advanceChannel}
          onReport={report}
        />
      )}
    </div>
  );
}

function EndScreen({ onReload }: { onReload: () => void }) {
  const t = useTranslations("player");
  return (
    <div className={styles.center} data-testid="channel-end">
      <p className={styles.endTitle}>{t("end")}</p>
      <button type="button" className={`button ${styles.reload}`} onClick={onReload} autoFocus data-testid="channel-reload">
        <ReplayIcon width={20} height={20} /> {t("restartChannels")}
      </button>
    </div>
  );
}

type RunProps = {
  tebeView: boolean;
  fileName: string;
  channelIndex: number;
  state: ChannelPlayerState;
  request: PlayRequest | null;
  onIntroDone: () => void;
  onChannelEnded: () => void;
  onReport: (now: NowPlaying) => void;
};

/** One channel: its intro, then its items through the shared play queue. */
function ChannelRun({ tebeView, fileName, channelIndex, state, request, onIntroDone, onChannelEnded, onReport }: RunProps) {
  const t = useTranslations("channels");
  const tp = useTranslations("player");
  const errorText = useErrorText();
  const playlist = useQuery(playlistQuery(tebeView, fileName));
  // Shuffled once per run of the channel, not on every render.
  const program = useMemo(() => (playlist.data ? channelProgram(playlist.data.items, playlist.data.random) : []), [playlist.data]);
  const queue = usePlayQueue(program, program[0]?.id ?? "", false);
  const { dispatch } = queue;
  const touch = useRef<{ x: number; y: number } | null>(null);

  // State 0 -> 1 when the intro has been shown; a channel with nothing to play is skipped.
  useEffect(() => {
    if (state !== 0 || !playlist.data) return;
    const timer = setTimeout(program.length === 0 ? onChannelEnded : onIntroDone, CHANNEL_INTRO_MS);
    return () => clearTimeout(timer);
  }, [state, playlist.data, program.length, onIntroDone, onChannelEnded]);

  useEffect(() => {
    if (state === 1) dispatch({ type: "start" });
  }, [state, dispatch]);

  // An item the page picked: select it, and end the intro at once.
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!request || applied.current === request.seq || !playlist.data) return;
    applied.current = request.seq;
    const index = program.findIndex((item) => item.id === request.itemId);
    if (index < 0) return;
    dispatch({ type: "select", index });
    if (state === 0) onIntroDone();
  }, [request, playlist.data, program, state, dispatch, onIntroDone]);

  const currentId = state === 1 ? (queue.current?.id ?? null) : null;
  const channelName = playlist.data?.channel_name ?? null;
  const status = playlist.status;
  useEffect(() => {
    onReport({ channel: fileName, channelIndex, status, channelName, items: program, currentId, state });
  }, [fileName, channelIndex, status, channelName, program, currentId, state, onReport]);

  useEffect(() => {
    if (queue.state.status === "ended") onChannelEnded();
  }, [queue.state.status, onChannelEnded]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isOwnedByControl(event.target, event.key)) return;
      const action = keyAction(event);
      if (action === "next" || action === "previous") dispatch({ type: action });
      if (action === "togglePause") {
        // Space pauses; it should not also scroll the page (the home page would move to page 2).
        event.preventDefault();
        dispatch({ type: "togglePause" });
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dispatch]);

  const itemEnded = useCallback(() => dispatch({ type: "itemEnded" }), [dispatch]);

  if (playlist.isError) {
    return (
      <div className={styles.center}>
        <p role="alert">{errorText(playlist.error)}</p>
      </div>
    );
  }

  const current = queue.current;
  return (
    <div
      className={styles.run}
      onTouchStart={(e) => (touch.current = touchPoint(e.touches))}
      onTouchEnd={(e) => {
        const start = touch.current;
        const end = touchPoint(e.changedTouches);
        touch.current = null;
        if (!start || !end) return;
        const action = swipeAction(end.x - start.x, end.y - start.y);
        if (action === "next" || action === "previous") dispatch({ type: action });
      }}
    >
      {state === 0 || !current ? (
        <div className={styles.center} data-testid="channel-intro">
          <p className={styles.introLabel}>{tp("intro")}</p>
          <h1 className={styles.introTitle} data-testid="channel-intro-title">
            {playlist.data?.channel_name ?? "…"}
          </h1>
          {playlist.data && program.length === 0 && <p>{t("nothingToPlay")}</p>}
        </div>
      ) : (
        <>
          <ItemView key={current.id} item={current} paused={queue.state.status === "paused"} onEnded={itemEnded} />
          <div className={styles.caption} data-testid="channel-now-playing" data-item={current.id}>
            <span className={styles.captionChannel}>{playlist.data?.channel_name}</span>
            <span>{current.title}</span>
            <span className={styles.counter}>
              {queue.state.index + 1} / {program.length}
            </span>
          </div>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => dispatch({ type: "previous" })}
            aria-label={tp("previousProgram")}
            data-testid="channel-prev"
          >
            <ArrowLeftIcon width={26} height={26} />
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => dispatch({ type: "next" })}
            aria-label={tp("nextProgram")}
            data-testid="channel-next"
          >
            <ArrowRightIcon width={26} height={26} />
          </button>
        </>
      )}
    </div>
  );
}

/**
 * One item: a local video in a video element, an online one in the YouTube
 * player, a photo for its interval. A video that cannot be played (YouTube
 * unreachable, removed, a broken file) says so in the player area for
 * UNPLAYABLE_SKIP_MS, then the channel moves on; the reason is logged.
 */
function ItemView({ item, paused, onEnded }: { item: ProgramItem; paused: boolean; onEnded: () => void }) {
  const tp = useTranslations("player");
  const video = useRef<HTMLVideoElement>(null);
  const [playerFailure, setFailure] = useState<YouTubeFailure | null>(null);
  const source = useVideoSource(video, { src: item.src ?? "", hlsSrc: item.hlsSrc ?? undefined }, item.id);
  // A transcode that failed or stayed busy is skipped like any video that cannot be played.
  const failure = playerFailure ?? (source.problem ? "unplayable" : null);

  useEffect(() => {
    if (!failure || paused) return;
    const timer = setTimeout(onEnded, UNPLAYABLE_SKIP_MS);
    return () => clearTimeout(timer);
  }, [failure, paused, onEnded]);

  useEffect(() => {
    if (item.kind !== "photo" || paused) return;
    const timer = setTimeout(onEnded, PHOTO_SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [item.kind, paused, onEnded]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) return element.pause();
    // Browsers may refuse sound without a gesture: play muted rather than not at all.
    element.play().catch(() => {
      element.muted = true;
      element.play().catch(() => undefined);
    });
  }, [paused]);

  const unavailable = failure && <PlayerUnavailable failure={failure} movesOn className={styles.unavailable} />;
  if (item.kind === "youtube" && item.youtubeId) {
    return (
      <>
        <YouTubePlayer videoId={item.youtubeId} onEnded={onEnded} onFailed={setFailure} />
        {unavailable}
      </>
    );
  }
  if (item.kind === "photo") return <img src={item.src ?? ""} alt={item.title} className={styles.media} data-testid="channel-photo" onError={onEnded} />;
  if (failure) return unavailable;
  return (
    <>
      <video
        ref={video}
        src={source.src}
        poster={item.thumbnail || undefined}
        className={styles.media}
        playsInline
        controls
        onEnded={onEnded}
        onError={() => {
          console.warn(`Channel video ${item.src} cannot be played (media error ${video.current?.error?.code ?? "unknown"})`);
          setFailure("unplayable");
        }}
        data-testid="channel-video"
      />
      {source.preparing && (
        <p className={styles.preparing} role="status" data-testid="video-preparing">
          {tp("preparing")}
        </p>
      )}
    </>
  );
}
