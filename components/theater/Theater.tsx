"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { isOwnedByControl, touchPoint } from "@/components/player/controls";
import { YouTubePlayer } from "@/components/channels/YouTubePlayer";
import { useVideoSource } from "@/components/player/useVideoSource";
import { useMenuBarMode } from "@/components/shell/ShellContext";
import { useErrorText } from "@/components/ui/useErrorText";
import { ChevronDownIcon, CloseIcon, ExitFullscreenIcon, FullscreenIcon } from "@/components/ui/icons";
import { GUIDE_WINDOW_MS, progressOf, scheduleAt, stepChannel, type ChannelSchedule, type TheaterChannelLoop, type TheaterItem } from "@/lib/theater/schedule";
import { theaterQuery, type TheaterChannel, type TheaterReply } from "./api";
import { guideEntries, typedChannel } from "./guide";
import styles from "./Theater.module.css";
import { IconButton } from "@/components/ui/IconButton";

/** The on-screen information hides after this long without a change or a pointer movement. */
const OSD_MS = 6_000;
/** How long a typed channel number waits for another digit. */
const DIGIT_WAIT_MS = 1_200;
/** The guide lists every programme of its window (a loop of photos: up to 1,200 in 2 hours). */
const GUIDE_ALL_ENTRIES = 5_000;
/** How often the page looks at its clock (a programme changes at most this late). */
const TICK_MS = 500;
/** A vertical swipe longer than this changes the channel. */
const SWIPE_PX = 50;

type Props = {
  tebeView: boolean;
  isOwner: boolean;
  /** Where Escape goes when the theater was opened directly (no page of the app before it). */
  homeHref: string;
  /** The auto-play configuration (the empty state's link). */
  setupHref: string;
};

const loopOf = (channel: TheaterChannel): TheaterChannelLoop => ({ key: channel.file_name, random: channel.random, items: channel.items });

/** The server's clock as this page follows it: its reply's time plus what has passed since, ticking twice a second. */
function useTheaterClock(reply: TheaterReply | undefined): number | null {
  const [now, setNow] = useState<number | null>(null);
  const skew = reply ? reply.at_ms - reply.receivedAt : null;
  useEffect(() => {
    if (skew === null) return;
    const tick = () => setNow(Date.now() + skew);
    const first = window.setTimeout(tick, 0);
    const every = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [skew]);
  return skew === null ? null : now;
}

/** Escape's way out: back to the page the viewer came from in this app, else the home screen. */
function useLeave(homeHref: string): () => void {
  const router = useRouter();
  return useCallback(() => {
    const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
    const cameFromApp = typeof navigation?.canGoBack === "boolean" ? navigation.canGoBack : document.referrer.startsWith(`${window.location.origin}/`);
    if (cameFromApp) router.back();
    else router.push(homeHref);
  }, [router, homeHref]);
}

/** The whole page in full screen (a TV or a laptop on the sofa); F or the button toggles it. */
function useFullscreen() {
  const [active, setActive] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    const check = window.setTimeout(() => setSupported(document.fullscreenEnabled === true), 0);
    document.addEventListener("fullscreenchange", update);
    return () => {
      window.clearTimeout(check);
      document.removeEventListener("fullscreenchange", update);
    };
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  return useMemo(() => ({ active, supported, toggle }), [active, supported, toggle]);
}

/** Clock times in the viewer's language; with seconds for programmes shorter than a minute (photos). */
function useTimeFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const minutes = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
    const seconds = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
    return (ms: number, withSeconds = false) => (withSeconds ? seconds : minutes).format(new Date(ms));
  }, [locale]);
}

const SHORT_MS = 60_000;
const isShort = (p: { startMs: number; endMs: number }) => p.endMs - p.startMs < SHORT_MS;

/** An item's title, or what it is when it has none (an online video not kept in any category has no stored title). */
function useTitleOf() {
  const t = useTranslations("theater");
  return useCallback((item: TheaterItem) => item.title || (item.kind === "youtube" ? t("youtubeVideo") : t("untitled")), [t]);
}

/**
 * Tiny Theater: the auto-play channels as live TV. The current channel plays
 * its current programme at the schedule's offset; up/down (keys, swipes,
 * buttons) change channel, number keys jump, G opens the guide, Escape leaves.
 */
export function Theater({ tebeView, isOwner, homeHref, setupHref }: Props) {
  useMenuBarMode("TINY_THEATER");
  const t = useTranslations("theater");
  const errorText = useErrorText();
  const query = useQuery(theaterQuery(tebeView));
  const now = useTheaterClock(query.data);
  const leave = useLeave(homeHref);
  const titleOf = useTitleOf();
  const channels = useMemo(() => query.data?.channels ?? [], [query.data]);
  const count = channels.length;

  const [index, setIndex] = useState(0);
  const [guideOpen, setGuideOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [osdVisible, setOsdVisible] = useState(true);
  const [osdShownAt, setOsdShownAt] = useState(0);
  const [muted, setMuted] = useState(false);
  const fullscreen = useFullscreen();
  const guideButton = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const current = count > 0 ? (channels[Math.min(index, count - 1)] ?? null) : null;
  const schedule: ChannelSchedule | null = current && now !== null ? scheduleAt(loopOf(current), now) : null;

  // The information bar and the buttons: shown on a change or a pointer movement, hidden OSD_MS later.
  const showOsd = useCallback(() => {
    setOsdVisible(true);
    setOsdShownAt((n) => n + 1);
  }, []);
  useEffect(() => {
    const hide = window.setTimeout(() => setOsdVisible(false), OSD_MS);
    return () => window.clearTimeout(hide);
  }, [osdShownAt]);

  const tune = useCallback(
    (next: number) => {
      setIndex(next);
      showOsd();
    },
    [showOsd],
  );
  const step = useCallback((by: number) => tune(stepChannel(Math.min(index, Math.max(0, count - 1)), by, count)), [tune, index, count]);

  const closeGuide = useCallback(() => {
    setGuideOpen(false);
    guideButton.current?.focus();
  }, []);

  // A typed number that could take another digit waits a moment for it, then tunes in (or is dropped).
  useEffect(() => {
    if (!typed) return;
    const timer = window.setTimeout(() => {
      const choice = typedChannel(typed, count);
      if (choice.action !== "none") tune(choice.number - 1);
      setTyped("");
    }, DIGIT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [typed, count, tune]);

  const typeDigit = useCallback(
    (digit: string) => {
      const number = (typed + digit).slice(-3);
      const choice = typedChannel(number, count);
      if (choice.action === "jump") {
        setTyped("");
        tune(choice.number - 1);
      } else {
        setTyped(number);
        showOsd();
      }
    },
    [typed, count, tune, showOsd],
  );

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || isOwnedByControl(event.target, event.key)) return;
      if (event.key === "Escape") {
        event.preventDefault();
        if (guideOpen) closeGuide();
        else leave();
        return;
      }
      if (count === 0) return;
      if (event.key === "ArrowUp" || event.key === "PageUp" || event.key === "ChannelUp") {
        event.preventDefault();
        step(1);
      } else if (event.key === "ArrowDown" || event.key === "PageDown" || event.key === "ChannelDown") {
        event.preventDefault();
        step(-1);
      } else if (/^[0-9]$/.test(event.key)) {
        typeDigit(event.key);
      } else if (event.key === "g" || event.key === "G" || event.key === "Guide") {
        setGuideOpen((open) => !open);
      } else if (event.key === "i" || event.key === "Info") {
        showOsd();
      } else if (event.key === "f" || event.key === "F") {
        fullscreen.toggle();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, guideOpen, closeGuide, leave, step, showOsd, fullscreen, typeDigit]);

  useEffect(() => {
    const onMove = () => showOsd();
    document.addEventListener("pointermove", onMove, { passive: true });
    return () => document.removeEventListener("pointermove", onMove);
  }, [showOsd]);

  if (query.isPending) {
    return (
      <div className={styles.stage} data-testid="theater">
        <h1 className="visually-hidden">{t("title")}</h1>
        <p className={styles.centre}>{t("loading")}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.stage} data-testid="theater">
        <div className={styles.centre}>
          <h1 className={styles.slateTitle}>{t("title")}</h1>
          <p role="alert">{errorText(query.error)}</p>
        </div>
      </div>
    );
  }
  if (count === 0 || !current) {
    return (
      <div className={styles.stage} data-testid="theater">
        <div className={styles.centre} data-testid="theater-empty">
          <h1 className={styles.slateTitle}>{t("emptyTitle")}</h1>
          <p className={styles.slateText}>{t("emptyMessage")}</p>
          {isOwner ? (
            <Link href={setupHref} className={`button ${styles.bigButton}`} data-testid="theater-setup">
              {t("setUp")}
            </Link>
          ) : (
            <p className={styles.slateText}>{t("askOwner")}</p>
          )}
          <button type="button" className={styles.textButton} onClick={leave} data-testid="theater-leave">
            {t("leave")}
          </button>
        </div>
      </div>
    );
  }

  const nowPlaying = schedule?.now ?? null;
  const next = schedule?.next[0] ?? null;
  return (
    <div
      className={styles.stage}
      data-testid="theater"
      data-channel={current.file_name}
      data-osd={osdVisible || guideOpen ? "shown" : "hidden"}
      onTouchStart={(e) => (touch.current = touchPoint(e.touches))}
      onTouchEnd={(e) => {
        const start = touch.current;
        const end = touchPoint(e.changedTouches);
        touch.current = null;
        showOsd();
        if (!start || !end) return;
        const dy = end.y - start.y;
        // Swipe up: the next channel (as the up key); swipe down: the previous one.
        if (Math.abs(dy) > SWIPE_PX && Math.abs(dy) > Math.abs(end.x - start.x)) step(dy < 0 ? 1 : -1);
      }}
    >
      <h1 className="visually-hidden">{t("title")}</h1>
      {nowPlaying && now !== null ? (
        <ProgramView
          key={`${current.file_name}|${nowPlaying.item.id}|${nowPlaying.startMs}`}
          item={nowPlaying.item}
          startMs={nowPlaying.startMs}
          offsetMs={nowPlaying.offsetMs}
          clockSkew={query.data.at_ms - query.data.receivedAt}
          muted={muted}
          onSoundBlocked={() => setMuted(true)}
          upNext={next ? { title: titleOf(next.item), startMs: next.startMs } : null}
        />
      ) : (
        <div className={styles.centre} data-testid="theater-nothing">
          <p className={styles.slateTitle}>{t("nothingOnChannel")}</p>
        </div>
      )}

      {typed && (
        <p className={styles.typed} aria-live="assertive" data-testid="theater-typed">
          {typed}
        </p>
      )}

      <InfoBar channel={current} schedule={schedule} now={now} />

      <div className={styles.controls} data-testid="theater-controls">
        <button type="button" className={styles.control} onClick={() => step(1)} aria-label={t("channelUp")} title={t("channelUp")} data-testid="theater-up">
          <ChevronDownIcon size={30} style={{ transform: "rotate(180deg)" }} />
        </button>
        <IconButton className={styles.control} onClick={() => step(-1)} label={t("channelDown")} testId="theater-down">
          <ChevronDownIcon size={30} />
        </IconButton>
        <button
          ref={guideButton}
          type="button"
          className={styles.controlWide}
          aria-expanded={guideOpen}
          aria-controls="theater-guide"
          onClick={() => setGuideOpen((open) => !open)}
          data-testid="theater-guide-toggle"
        >
          {t("guide")}
        </button>
        {muted && (
          <button type="button" className={styles.controlWide} onClick={() => setMuted(false)} data-testid="theater-sound">
            {t("soundOn")}
          </button>
        )}
        {fullscreen.supported && (
          <IconButton
            className={styles.control}
            onClick={fullscreen.toggle}
            label={fullscreen.active ? t("exitFullscreen") : t("fullscreen")}
            testId="theater-fullscreen"
          >
            {fullscreen.active ? <ExitFullscreenIcon size={26} /> : <FullscreenIcon size={26} />}
          </IconButton>
        )}
        <IconButton className={styles.control} onClick={leave} label={t("leave")} testId="theater-leave">
          <CloseIcon size={26} />
        </IconButton>
      </div>

      {guideOpen && now !== null && (
        <Guide
          channels={channels}
          currentIndex={channels.indexOf(current)}
          now={now}
          onTune={(i) => {
            tune(i);
            closeGuide();
          }}
          onClose={closeGuide}
        />
      )}
    </div>
  );
}

type ProgramProps = {
  item: TheaterItem;
  startMs: number;
  /** Offset into the programme when it came on screen. */
  offsetMs: number;
  clockSkew: number;
  muted: boolean;
  onSoundBlocked: () => void;
  upNext: { title: string; startMs: number } | null;
};

/** The programme on air: a home video from its offset, a photo, or an online video from its offset; a card if it ends early. */
function ProgramView({ item, startMs, offsetMs, clockSkew, muted, onSoundBlocked, upNext }: ProgramProps) {
  const t = useTranslations("theater");
  const time = useTimeFormat();
  const [ended, setEndedEarly] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const seconds = offsetMs / 1000;
  // The media fragment starts a direct download at the offset; a transcoded video starts its first segment there.
  const source = useVideoSource(video, { src: `${item.src ?? ""}#t=${seconds.toFixed(1)}`, hlsSrc: item.hlsSrc ?? undefined, startSeconds: seconds }, item.id);
  // A transcode that failed or stayed busy ends the programme early, like a file that cannot be played.
  const endedEarly = ended || source.problem !== null;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = muted;
    element.play().catch(() => {
      if (!muted) onSoundBlocked();
    });
  }, [muted, onSoundBlocked]);

  const common = { "data-testid": "theater-now", "data-item": item.id, "data-kind": item.kind, "data-start-ms": startMs, "data-offset-ms": offsetMs };
  if (endedEarly) {
    return (
      <div className={styles.centre} {...common} data-ended="true">
        <p className={styles.slateLabel}>{t("upNext")}</p>
        {upNext && (
          <p className={styles.slateTitle}>
            {upNext.title} · {time(upNext.startMs)}
          </p>
        )}
      </div>
    );
  }
  if (item.kind === "youtube" && item.youtubeId) {
    return (
      <div className={styles.media} {...common}>
        <YouTubePlayer videoId={item.youtubeId} start={seconds} onEnded={() => setEndedEarly(true)} />
      </div>
    );
  }
  if (item.kind === "photo") {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a home photo streamed by the app, any size
      <img src={item.src ?? ""} alt={item.title} className={styles.media} {...common} onError={() => setEndedEarly(true)} />
    );
  }
  return (
    <video
      ref={video}
      // loadedmetadata corrects the start to the clock.
      src={source.src}
      poster={item.thumbnail || undefined}
      className={styles.media}
      playsInline
      preload="auto"
      onLoadedMetadata={(e) => {
        const want = (Date.now() + clockSkew - startMs) / 1000;
        if (Math.abs(e.currentTarget.currentTime - want) > 1) e.currentTarget.currentTime = want;
      }}
      onEnded={() => setEndedEarly(true)}
      onError={() => setEndedEarly(true)}
      aria-label={item.title}
      {...common}
    />
  );
}

/** Channel number and name, the programme on air with its progress, and what comes next. */
function InfoBar({ channel, schedule, now }: { channel: TheaterChannel; schedule: ChannelSchedule | null; now: number | null }) {
  const t = useTranslations("theater");
  const time = useTimeFormat();
  const titleOf = useTitleOf();
  const program = schedule?.now ?? null;
  const next = schedule?.next[0] ?? null;
  const progress = program && now !== null ? progressOf(program, now) : 0;
  return (
    <section className={styles.info} aria-label={t("onAir")} data-testid="theater-info">
      <p className={styles.channelLine}>
        <span className={styles.channelNumber} data-testid="theater-channel-number">
          {channel.number}
        </span>
        <span className={styles.channelName} data-testid="theater-channel-name">
          {channel.channel_name}
        </span>
        <span className={styles.live}>{t("live")}</span>
      </p>
      {program ? (
        <>
          <p className={styles.programTitle} data-testid="theater-program-title">
            {titleOf(program.item)}
          </p>
          <p className={styles.programTime}>
            {time(program.startMs, isShort(program))} – {time(program.endMs, isShort(program))}
          </p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t("progress")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            data-testid="theater-progress"
          >
            <span style={{ width: `${progress * 100}%` }} />
          </div>
          {next && (
            <p className={styles.nextLine} data-testid="theater-next">
              {t("nextAt", { time: time(next.startMs, isShort(next)), title: titleOf(next.item) })}
            </p>
          )}
        </>
      ) : (
        <p className={styles.programTitle}>{t("nothingOnChannel")}</p>
      )}
    </section>
  );
}

type GuideProps = { channels: TheaterChannel[]; currentIndex: number; now: number; onTune: (index: number) => void; onClose: () => void };

/** Now and next for every channel over the next 2 hours. */
function Guide({ channels, currentIndex, now, onTune, onClose }: GuideProps) {
  const t = useTranslations("theater");
  const time = useTimeFormat();
  const titleOf = useTitleOf();
  const currentRow = useRef<HTMLButtonElement>(null);
  useEffect(() => currentRow.current?.focus(), []);
  return (
    <section id="theater-guide" className={styles.guide} aria-labelledby="theater-guide-title" data-testid="theater-guide">
      <div className={styles.guideHead}>
        <h2 id="theater-guide-title" className={styles.guideTitle}>
          {t("guideTitle")}
        </h2>
        <p className={styles.guideWindow}>{t("guideWindow", { from: time(now), to: time(now + GUIDE_WINDOW_MS) })}</p>
        <IconButton className={styles.control} onClick={onClose} label={t("closeGuide")} testId="theater-guide-close">
          <CloseIcon size={24} />
        </IconButton>
      </div>
      <ol className={styles.guideRows}>
        {channels.map((channel, i) => {
          // The whole 2 hours (the call's reply stops at 40 programmes; runs of photos read as one entry here).
          const { now: program, next } = scheduleAt(loopOf(channel), now, GUIDE_WINDOW_MS, GUIDE_ALL_ENTRIES);
          const later = guideEntries(next);
          return (
            <li key={channel.file_name} className={styles.guideRow} data-testid="theater-guide-row" data-current={i === currentIndex}>
              <button
                ref={i === currentIndex ? currentRow : undefined}
                type="button"
                className={styles.guideChannel}
                onClick={() => onTune(i)}
                aria-current={i === currentIndex ? "true" : undefined}
                data-testid="theater-guide-channel"
              >
                <span className={styles.channelNumber}>{channel.number}</span>
                <span>{channel.channel_name}</span>
              </button>
              <div className={styles.guideNow}>
                {program ? (
                  <>
                    <span className={styles.guideLabel}>
                      {t("now")} · {time(program.startMs, isShort(program))}–{time(program.endMs, isShort(program))}
                    </span>
                    <span className={styles.guideProgram} data-testid="theater-guide-now">
                      {titleOf(program.item)}
                    </span>
                    <span
                      className={styles.progress}
                      role="progressbar"
                      aria-label={t("progressOf", { title: titleOf(program.item) })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(progressOf(program, now) * 100)}
                    >
                      <span style={{ width: `${progressOf(program, now) * 100}%` }} />
                    </span>
                  </>
                ) : (
                  <span className={styles.guideProgram}>{t("nothingOnChannel")}</span>
                )}
              </div>
              {/* Scrolls sideways: focusable, so a keyboard can scroll it too. */}
              <ul className={styles.guideLater} aria-label={t("later")} tabIndex={0} data-testid="theater-guide-later">
                {later.map((entry) => (
                  <li key={entry.key} className={styles.guideEntry}>
                    <span className={styles.guideLabel}>{time(entry.startMs)}</span>
                    <span>{entry.kind === "photos" ? t("photos", { count: entry.count }) : titleOf(entry.item)}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
