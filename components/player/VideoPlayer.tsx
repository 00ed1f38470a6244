"use client";

import { useTranslations } from "next-intl";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { INTRO_FADE_MS, TOUCH_CONTROLS_HIDE_VIDEO_MS, VIDEO_ERROR_MOVE_ON_MS } from "./constants";
import type { PlayerAction } from "./controls";
import { ControlBar, EndOverlay, IntroOverlay, queueBar, type IntroPhase } from "./PlayerChrome";
import {
  browserSessionStore,
  introMs,
  introPlan,
  markIntroSeen,
  readPosition,
  validIndex,
  validTime,
  withTime,
  writePosition,
  type IntroPlan,
  type PlaybackPosition,
} from "./sessionStore";
import type { VideoPlayerProps } from "./types";
import { usePlayerControls } from "./usePlayerControls";
import { usePlayQueue } from "./usePlayQueue";
import { useServerResume } from "./useServerResume";
import { useVideoSource } from "./useVideoSource";
import { formatDuration } from "@/components/media/format";
import styles from "./Player.module.css";

/** Save the playback time at most this often while a video plays. */
const SAVE_EVERY_S = 2;

/**
 * The video player: each video in a plain <video> element on the streaming URL,
 * an intro overlay (each album and each title once per session), then the
 * videos in folder order from the chosen one; 'End' with Replay after the last.
 * A video that cannot load says so and the player moves on.
 */
export function VideoPlayer({ albumKey, albumTitle, videos, startId, onShow, onClose, onAddToChannel, onEnded }: VideoPlayerProps) {
  const t = useTranslations("player");
  const tResume = useTranslations("resume");
  const tErrors = useTranslations("errors");
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const { list, state, current, dispatch } = usePlayQueue(videos, startId, false);
  const currentId = current?.id ?? null;

  // The intro of the current video; "pending" until the session says whether one is due.
  const [intro, setIntro] = useState<{ id: number | null; phase: IntroPhase | "pending" }>({ id: currentId, phase: "pending" });
  const introDone = intro.id === currentId && (intro.phase === "fading" || intro.phase === "gone");
  // Plans are fixed on first sight, so showing an intro (which marks it seen) cannot cancel it.
  const plans = useRef(new Map<number, IntroPlan>());

  // Before paint, so a video whose intro was seen shows no cover frame.
  useLayoutEffect(() => {
    if (currentId === null || !current) return;
    let plan = plans.current.get(currentId);
    if (!plan) {
      const store = browserSessionStore();
      plan = store ? introPlan(store, albumKey, current.title) : { album: true, title: true };
      if (store) markIntroSeen(store, albumKey, current.title);
      plans.current.set(currentId, plan);
    }
    const ms = introMs(plan);
    if (ms === null) {
      setIntro({ id: currentId, phase: "gone" });
      dispatch({ type: "start" });
      return;
    }
    setIntro({ id: currentId, phase: "showing" });
    const fade = window.setTimeout(() => {
      setIntro({ id: currentId, phase: "fading" });
      dispatch({ type: "start" });
    }, ms);
    const hide = window.setTimeout(() => setIntro({ id: currentId, phase: "gone" }), ms + INTRO_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(hide);
    };
    // The intro belongs to the item; a new title object for the same id does not restart it.
  }, [currentId, albumKey, dispatch]);

  // Playback position of this folder: read once, used only when it fits the list.
  const position = useRef<PlaybackPosition | null>(null);
  const lastSaved = useRef(0);
  useEffect(() => {
    const store = browserSessionStore();
    position.current = store ? readPosition(store, albumKey) : null;
    if (!videos.some((video) => video.id === startId)) {
      const index = validIndex(position.current, videos.length);
      if (index !== null) dispatch({ type: "select", index });
    }
    // Only when the folder changes: later list updates keep the current video.
  }, [albumKey]);

  function savePosition(time: number) {
    if (currentId === null) return;
    position.current = withTime(position.current, state.index, currentId, time);
    lastSaved.current = time;
    const store = browserSessionStore();
    if (store) writePosition(store, albumKey, position.current);
  }

  // Where the viewer stopped on any device, unless this tab already resumes the video.
  // The session store keys positions by the list's ids; the server by file id.
  const serverResume = useServerResume(current?.fileId ?? null, () => validTime(position.current, currentId ?? "", current?.duration ?? null));

  const source = useVideoSource(videoRef, { src: current?.src ?? "", hlsSrc: current?.hlsSrc }, currentId);
  const [failedId, setFailedId] = useState<number | null>(null);
  const failed = (failedId !== null && failedId === currentId) || source.problem !== null;
  const canPlay = state.status === "playing" && introDone && !failed && !serverResume.holding;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!canPlay) {
      if (!video.paused) video.pause();
      return;
    }
    video.play().catch((error: unknown) => {
      // Browsers refuse sound without a recent tap or click: play muted rather than not at all.
      if (error instanceof DOMException && error.name === "NotAllowedError" && !video.muted) {
        video.muted = true;
        video.play().catch(() => dispatch({ type: "pause", reason: "user" }));
      }
    });
  }, [canPlay, currentId, dispatch]);

  // A broken video shows its error for a moment, then the player moves on.
  useEffect(() => {
    if (!failed || state.status !== "playing" || !introDone) return;
    const timer = window.setTimeout(() => dispatch({ type: "itemEnded" }), VIDEO_ERROR_MOVE_ON_MS);
    return () => window.clearTimeout(timer);
  }, [failed, state.status, introDone, dispatch]);

  // Leaving a video (the next one, closing the player, leaving the page) keeps its position.
  const saveOnLeave = useRef(serverResume.save);
  useEffect(() => {
    saveOnLeave.current = serverResume.save;
  });
  useEffect(() => {
    const video = videoRef.current;
    if (!video || current?.fileId === undefined) return;
    const save = saveOnLeave.current;
    const onPageHide = () => save(video, { leaving: true, settled: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      if (!video.ended) save(video, { leaving: true, settled: true });
    };
    // Per video shown; its file id comes with it.
  }, [currentId]);

  const onShowRef = useRef(onShow);
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onShowRef.current = onShow;
    onEndedRef.current = onEnded;
  });
  useEffect(() => {
    if (state.status === "ended") onEndedRef.current?.();
  }, [state.status]);
  useEffect(() => {
    if (current) onShowRef.current?.(current);
    // Reported once per item shown, not again when the page passes new objects.
  }, [currentId]);

  function replay() {
    setFailedId(null);
    dispatch({ type: "replay" });
  }

  function act(action: PlayerAction) {
    if (action === "close") onClose?.();
    else if (action === "togglePause" && state.status === "ended") replay();
    else dispatch({ type: action });
  }
  const controls = usePlayerControls(rootRef, act, TOUCH_CONTROLS_HIDE_VIDEO_MS);

  if (!current) return null;

  return (
    <div
      ref={rootRef}
      className={styles.player}
      role="region"
      aria-label={t("videoPlayer", { album: albumTitle })}
      data-testid="video-player"
      data-status={state.status}
      data-index={state.index}
      data-video-id={current.id}
      onPointerMove={controls.showControls}
      {...controls.touchHandlers}
    >
      <div className={styles.stage}>
        <video
          key={current.id}
          ref={videoRef}
          className={styles.video}
          src={source.src}
          poster={current.thumbnail || undefined}
          controls={introDone && !failed}
          playsInline
          preload="auto"
          data-testid="player-video"
          onLoadedMetadata={(event) => {
            const time = validTime(
              position.current,
              current.id,
              Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : current.duration,
            );
            if (time !== null) event.currentTarget.currentTime = time;
            serverResume.onLoadedMetadata(event.currentTarget);
          }}
          onTimeUpdate={(event) => {
            const time = event.currentTarget.currentTime;
            if (Math.abs(time - lastSaved.current) >= SAVE_EVERY_S) savePosition(time);
            serverResume.onTimeUpdate(event.currentTarget);
          }}
          onPause={(event) => {
            const video = event.currentTarget;
            // The browser pauses at the end too; that is "ended", not a pause.
            if (video.ended) return;
            savePosition(video.currentTime);
            serverResume.save(video, { settled: true });
            if (canPlay) dispatch({ type: "pause", reason: "user" });
          }}
          onPlay={() => {
            serverResume.onPlay();
            dispatch({ type: "resume", reason: "user" });
          }}
          onEnded={(event) => {
            savePosition(0);
            serverResume.save(event.currentTarget, { settled: true });
            dispatch({ type: "itemEnded" });
          }}
          onError={() => {
            console.error(`Video error: ${current.src}`);
            setFailedId(current.id);
          }}
        />
        {failed && (
          <p className={styles.error} role="alert" data-testid="video-error">
            {source.problem === "busy" ? t("transcodeBusy") : source.problem === "failed" ? t("transcodeFailed") : tErrors("videoLoadFailed")}
          </p>
        )}
        {source.preparing && !failed && introDone && (
          <p className={styles.preparing} role="status" data-testid="video-preparing">
            {t("preparing")}
          </p>
        )}
        {serverResume.offered !== null && introDone && !failed && (
          <div className={styles.resumeOffer} role="group" aria-label={tResume("prompt", { title: current.title })} data-testid="resume-offer">
            <p>{tResume("prompt", { title: current.title })}</p>
            <div className={styles.resumeButtons}>
              <button type="button" autoFocus onClick={() => serverResume.resumeFrom(videoRef.current)} data-testid="resume-from">
                {tResume("resumeFrom", { time: formatDuration(serverResume.offered) ?? "0:00" })}
              </button>
              <button type="button" onClick={() => serverResume.startOver(videoRef.current)} data-testid="resume-start-over">
                {tResume("startOver")}
              </button>
            </div>
          </div>
        )}
      </div>

      <ControlBar
        title={current.title}
        {...queueBar({ list, state, dispatch }, controls)}
        onTogglePause={() => act("togglePause")}
        onClose={onClose}
        onAddToChannel={onAddToChannel ? () => onAddToChannel(current) : undefined}
        placement="top"
      />

      {intro.id === current.id && intro.phase !== "pending" && (
        <IntroOverlay phase={intro.phase} kicker={t("intro")} title={current.title} subtitle={albumTitle} />
      )}
      {(intro.id !== current.id || intro.phase === "pending") && <div className={styles.cover} aria-hidden="true" />}
      {state.status === "ended" && <EndOverlay label={t("end")} onReplay={replay} />}
    </div>
  );
}
