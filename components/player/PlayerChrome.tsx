"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import {
  AddToChannelIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  CloseIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  PauseIcon,
  PlayIcon,
  ReplayIcon,
} from "@/components/ui/icons";
import type { QueueEvent, QueueState, QueueStatus } from "./playQueue";
import styles from "./Player.module.css";
import { IconButton } from "@/components/ui/IconButton";

// The parts both players draw around their media: the intro, the control bar and the end screen.

/** The intro overlay's life: shown, then fading once its time is up, then gone. */
export type IntroPhase = "showing" | "fading" | "gone";

export function IntroOverlay({ phase, kicker, title, subtitle }: { phase: IntroPhase; kicker: string; title: string; subtitle?: string }) {
  if (phase === "gone") return null;
  return (
    <div className={styles.intro} data-phase={phase} data-testid="player-intro" aria-live="polite">
      <span className={styles.introKicker}>{kicker}</span>
      <h2 className={styles.introTitle}>{title}</h2>
      {subtitle && <p className={styles.introSubtitle}>{subtitle}</p>}
    </div>
  );
}

export function EndOverlay({ label, onReplay }: { label: string; onReplay: () => void }) {
  const t = useTranslations("player");
  return (
    <div className={styles.end} data-testid="player-end">
      <p className={styles.endLabel}>{label}</p>
      <button type="button" className={styles.replay} onClick={onReplay} autoFocus data-testid="player-replay">
        <ReplayIcon size={28} />
        <span>{t("replay")}</span>
      </button>
    </div>
  );
}

type ControlBarProps = {
  title: string;
  index: number;
  total: number;
  status: QueueStatus;
  shown: boolean;
  fullscreen: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
  onToggleFullscreen: () => void;
  onClose?: () => void;
  /** Extra line under the title (e.g. a photo's date). */
  detail?: ReactNode;
  /** "top" leaves the bottom to a video's own controls. */
  placement: "top" | "bottom";
  /** 'Add to channel' for the item on screen; no button without it. */
  onAddToChannel?: () => void;
};

/**
 * What a queue player (the slideshow, the video player) tells its ControlBar alike: its place in the
 * queue, the bar shown while the controls are or while not playing, and the moves and fullscreen.
 */
export function queueBar(
  queue: { list: readonly unknown[]; state: QueueState; dispatch: (event: QueueEvent) => void },
  controls: { controlsShown: boolean; fullscreen: boolean; toggleFullscreen: () => void },
): Pick<ControlBarProps, "index" | "total" | "status" | "shown" | "fullscreen" | "onPrevious" | "onNext" | "onToggleFullscreen"> {
  const { list, state, dispatch } = queue;
  return {
    index: state.index,
    total: list.length,
    status: state.status,
    shown: controls.controlsShown || state.status !== "playing",
    fullscreen: controls.fullscreen,
    onPrevious: () => dispatch({ type: "previous" }),
    onNext: () => dispatch({ type: "next" }),
    onToggleFullscreen: controls.toggleFullscreen,
  };
}

export function ControlBar(props: ControlBarProps) {
  const t = useTranslations("player");
  const playing = props.status === "playing";
  return (
    <div className={styles.controls} data-shown={props.shown} data-placement={props.placement} data-testid="player-controls">
      <div className={styles.caption}>
        <span className={styles.captionTitle} title={props.title}>
          {props.title}
        </span>
        <span className={styles.captionDetail}>
          <span data-testid="player-position">{t("position", { current: props.index + 1, total: props.total })}</span>
          {props.detail}
        </span>
      </div>
      <div className={styles.buttons}>
        <IconButton className={styles.button} onClick={props.onPrevious} label={t("previous")} testId="player-previous">
          <ArrowLeftIcon size={22} />
        </IconButton>
        <IconButton className={styles.button} onClick={props.onTogglePause} label={playing ? t("pause") : t("play")} testId="player-toggle">
          {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
        </IconButton>
        <IconButton className={styles.button} onClick={props.onNext} label={t("next")} testId="player-next">
          <ArrowRightIcon size={22} />
        </IconButton>
        <IconButton
          className={styles.button}
          onClick={props.onToggleFullscreen}
          label={props.fullscreen ? t("exitFullscreen") : t("fullscreen")}
          testId="player-fullscreen"
        >
          {props.fullscreen ? <ExitFullscreenIcon size={22} /> : <FullscreenIcon size={22} />}
        </IconButton>
        {props.onAddToChannel && (
          <IconButton className={styles.button} onClick={props.onAddToChannel} label={t("addToChannel", { name: props.title })} testId="player-add-to-channel">
            <AddToChannelIcon size={22} />
          </IconButton>
        )}
        {props.onClose && (
          <IconButton className={styles.button} onClick={props.onClose} label={t("close")} testId="player-close">
            <CloseIcon size={22} />
          </IconButton>
        )}
      </div>
    </div>
  );
}
