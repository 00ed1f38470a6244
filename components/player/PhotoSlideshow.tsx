"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { PHOTO_INTRO_MS, PHOTO_SLIDE_INTERVAL_MS, INTRO_FADE_MS, TOUCH_CONTROLS_HIDE_OTHER_MS } from "./constants";
import type { PlayerAction } from "./controls";
import { ControlBar, EndOverlay, IntroOverlay, queueBar, type IntroPhase } from "./PlayerChrome";
import type { PhotoSlideshowProps } from "./types";
import { usePauseWhileHidden, usePlayerControls } from "./usePlayerControls";
import { usePlayQueue } from "./usePlayQueue";
import styles from "./Player.module.css";

/**
 * The photo slideshow: a 3 s album intro, then a photo every 6 s (counted from
 * when the photo is on screen), ending on the last one with a replay button.
 * Pauses while the window is in the background.
 */
export function PhotoSlideshow({ albumTitle, photos, startId, onShow, onClose, onAddToChannel, onEnded }: PhotoSlideshowProps) {
  const t = useTranslations("player");
  const tErrors = useTranslations("errors");
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  const { list, state, current, dispatch } = usePlayQueue(photos, startId, true);
  const [intro, setIntro] = useState<IntroPhase>("showing");
  // The photo whose full image has arrived (or failed): the 6 s start then.
  const [shown, setShown] = useState<{ id: number; failed: boolean } | null>(null);
  const ready = current !== null && shown?.id === current.id;

  // A photo that finished loading before React attached its handlers (server-rendered
  // page, cached image) fires no load event: read its state instead.
  const photoRef = useRef<HTMLImageElement>(null);
  const currentId = current?.id ?? null;
  useEffect(() => {
    const img = photoRef.current;
    if (currentId !== null && img?.complete) setShown({ id: currentId, failed: img.naturalWidth === 0 });
  }, [currentId]);

  useEffect(() => {
    const fade = window.setTimeout(() => {
      setIntro("fading");
      dispatch({ type: "start" });
    }, PHOTO_INTRO_MS);
    const hide = window.setTimeout(() => setIntro("gone"), PHOTO_INTRO_MS + INTRO_FADE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(hide);
    };
  }, [dispatch]);

  useEffect(() => {
    if (state.status !== "playing" || !ready) return;
    const timer = window.setTimeout(() => dispatch({ type: "itemEnded" }), PHOTO_SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, state.index, ready, dispatch]);

  usePauseWhileHidden(
    () => dispatch({ type: "pause", reason: "hidden" }),
    () => dispatch({ type: "resume", reason: "hidden" }),
  );

  const onShowRef = useRef(onShow);
  const onEndedRef = useRef(onEnded);
  const currentRef = useRef(current);
  useEffect(() => {
    onShowRef.current = onShow;
    onEndedRef.current = onEnded;
    currentRef.current = current;
  });
  useEffect(() => {
    if (state.status === "ended") onEndedRef.current?.();
  }, [state.status]);
  // Once per photo shown: the list (and so `current`) is a new object on every
  // render, and the page may re-render in answer (the address follows the photo).
  useEffect(() => {
    if (currentId !== null && currentRef.current) onShowRef.current?.(currentRef.current);
  }, [currentId]);

  // Fetch the next photo while this one shows, so it appears without a wait.
  const upcoming = list[state.index + 1];
  useEffect(() => {
    if (upcoming) new Image().src = upcoming.src;
  }, [upcoming]);

  function act(action: PlayerAction) {
    if (action === "close") onClose?.();
    else dispatch({ type: action });
  }
  const controls = usePlayerControls(rootRef, act, TOUCH_CONTROLS_HIDE_OTHER_MS);

  if (!current) return null;
  const failed = ready && shown.failed;
  const takenAt = current.takenAt ? new Date(current.takenAt) : null;

  return (
    <div
      ref={rootRef}
      className={styles.player}
      role="region"
      aria-label={t("photoPlayer", { album: albumTitle })}
      aria-roledescription={t("slideshow")}
      data-testid="photo-slideshow"
      data-status={state.status}
      data-index={state.index}
      data-photo-id={current.id}
      data-ready={ready}
      onPointerMove={controls.showControls}
      {...controls.touchHandlers}
    >
      <div className={styles.stage}>
        {/* The small thumbnail stands in, blurred, until the full photo has loaded. */}
        {!ready && current.thumbnail && <img className={styles.placeholder} src={current.thumbnail} alt="" aria-hidden="true" />}
        <img
          key={current.id}
          ref={photoRef}
          className={styles.photo}
          src={current.src}
          alt={current.title}
          data-loaded={ready && !failed}
          onLoad={() => setShown({ id: current.id, failed: false })}
          onError={() => {
            console.warn(`Photo failed to load: ${current.src}`);
            setShown({ id: current.id, failed: true });
          }}
          draggable={false}
          data-testid="slideshow-photo"
        />
        {!ready && (
          <div className={styles.loading} role="status" data-testid="photo-loading">
            <span className={styles.spinner} aria-hidden="true" />
            <span>{t("loadingPhoto")}</span>
          </div>
        )}
        {failed && (
          <p className={styles.error} role="alert" data-testid="photo-error">
            {tErrors("photosLoadFailed")}
          </p>
        )}
        {state.status === "paused" && (
          <span className={styles.pausedBadge} data-testid="player-paused">
            {t("paused")}
          </span>
        )}
      </div>

      <ControlBar
        title={current.title}
        {...queueBar({ list, state, dispatch }, controls)}
        onTogglePause={() => dispatch({ type: "togglePause" })}
        onClose={onClose}
        onAddToChannel={onAddToChannel ? () => onAddToChannel(current) : undefined}
        placement="bottom"
        detail={
          takenAt && !Number.isNaN(takenAt.getTime()) ? (
            <span suppressHydrationWarning>{takenAt.toLocaleDateString(locale, { dateStyle: "medium" })}</span>
          ) : undefined
        }
      />

      <IntroOverlay phase={intro} kicker={t("slideshow")} title={albumTitle} />
      {state.status === "ended" && <EndOverlay label={t("end")} onReplay={() => dispatch({ type: "replay" })} />}
    </div>
  );
}
