"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { TWO_PAGE_SNAP_FRACTION, TWO_PAGE_SNAP_MS } from "./constants";
import { easeInOut, pageScrolls, playerBackgroundOpacity, scrollPercent, scrollStep, settledPage, snapTarget, type ScrollStep, type TwoPage } from "./twoPage";
import type { TwoPageLayoutProps } from "./types";
import styles from "./TwoPageLayout.module.css";
import { IconButton } from "@/components/ui/IconButton";

/** A scroll counts as stopped after this quiet time; then the layout snaps (documents are silent). */
const SCROLL_SETTLE_MS = 150;

type Geometry = { top: number; pageHeight: number };

/** Where page 1 rests and how far below it page 2 rests (pageScrolls). */
function restPositions(g: Geometry): { rest: number; span: number } {
  const { first, second } = pageScrolls(g.top, g.pageHeight, window.innerHeight);
  return { rest: first, span: second - first };
}

/**
 * The player on page 1 (filling the window below the menu bar), the folder on
 * page 2. The window itself scrolls, so the folder's infinite scroll and the
 * menu bar see ordinary page scrolling. When a scroll stops between the pages,
 * the layout glides (800 ms) to the other page if the scroll moved more than
 * half the window height (or the page's own `snapFraction`) away from the page
 * it started on, else back to that page; the player's background steps down as
 * page 1 scrolls away. Both pages rest just below the menu bar's space.
 */
export function TwoPageLayout({ player, children, snapFraction = TWO_PAGE_SNAP_FRACTION, toSecondPageLabel, ref }: TwoPageLayoutProps) {
  const t = useTranslations("player");
  const rootRef = useRef<HTMLDivElement>(null);
  const folderRef = useRef<HTMLElement>(null);
  const [step, setStep] = useState<ScrollStep>(0);
  const [top, setTop] = useState(0);
  const animation = useRef<number | null>(null);
  /** The page the last scroll started from. */
  const page = useRef<TwoPage>(1);

  const geometry = useCallback((): Geometry | null => {
    const root = rootRef.current;
    const folder = folderRef.current;
    if (!root || !folder) return null;
    const rootTop = root.getBoundingClientRect().top + window.scrollY;
    return { top: rootTop, pageHeight: folder.getBoundingClientRect().top + window.scrollY - rootTop };
  }, []);

  const stopAnimation = useCallback(() => {
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    animation.current = null;
  }, []);

  const glideTo = useCallback(
    (to: number) => {
      stopAnimation();
      const from = window.scrollY;
      // A short folder cannot be scrolled to its top: stop where the page ends,
      // or the settle after the glide would glide again and again, overriding
      // the person's own scrolling meanwhile.
      const y = Math.min(to, Math.max(0, document.documentElement.scrollHeight - window.innerHeight));
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || from === y) {
        window.scrollTo({ top: y, behavior: "instant" });
        return;
      }
      const started = performance.now();
      // Timed by performance.now() on both ends rather than the frame's
      // timestamp: one clock, also when a test's fake clock moves it.
      const frame = () => {
        const progress = (performance.now() - started) / TWO_PAGE_SNAP_MS;
        window.scrollTo({ top: from + (y - from) * easeInOut(progress), behavior: "instant" });
        animation.current = progress < 1 ? requestAnimationFrame(frame) : null;
      };
      animation.current = requestAnimationFrame(frame);
    },
    [stopAnimation],
  );

  // Page 1 fills the window below whatever sits above the layout (the menu bar's space).
  useLayoutEffect(() => {
    const measure = () => setTop(Math.max(0, Math.round(rootRef.current ? rootRef.current.getBoundingClientRect().top + window.scrollY : 0)));
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);

  useEffect(() => {
    let settleTimer: number | undefined;
    let touching = false;

    const settle = () => {
      const g = geometry();
      if (!g || touching || animation.current !== null) return;
      const { rest, span } = restPositions(g);
      const target = snapTarget(window.scrollY - rest, span, window.innerHeight, snapFraction, page.current);
      if (target !== null) glideTo(rest + target);
    };
    const onScroll = () => {
      const g = geometry();
      if (!g) return;
      setStep(scrollStep(scrollPercent(window.scrollY - g.top, g.pageHeight)));
      const { rest, span } = restPositions(g);
      page.current = settledPage(window.scrollY - rest, span, page.current);
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(settle, SCROLL_SETTLE_MS);
    };
    // A person scrolling takes over from a glide under way.
    const onUserScroll = () => stopAnimation();
    const onTouchStart = () => {
      touching = true;
      stopAnimation();
    };
    const onTouchEnd = () => {
      touching = false;
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(settle, SCROLL_SETTLE_MS);
    };

    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("wheel", onUserScroll, { passive: true });
    window.addEventListener("touchstart", onTouchStart, { passive: true });
    window.addEventListener("touchend", onTouchEnd, { passive: true });
    window.addEventListener("touchcancel", onTouchEnd, { passive: true });
    return () => {
      window.clearTimeout(settleTimer);
      stopAnimation();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("wheel", onUserScroll);
      window.removeEventListener("touchstart", onTouchStart);
      window.removeEventListener("touchend", onTouchEnd);
      window.removeEventListener("touchcancel", onTouchEnd);
    };
  }, [geometry, glideTo, stopAnimation, snapFraction]);

  const showFolder = useCallback(() => {
    const g = geometry();
    if (g) glideTo(pageScrolls(g.top, g.pageHeight, window.innerHeight).second);
  }, [geometry, glideTo]);

  const showPlayer = useCallback(() => {
    const g = geometry();
    if (g) glideTo(pageScrolls(g.top, g.pageHeight, window.innerHeight).first);
  }, [geometry, glideTo]);

  useImperativeHandle(ref, () => ({ showFirstPage: showPlayer, showSecondPage: showFolder }), [showPlayer, showFolder]);

  const toFolderLabel = toSecondPageLabel ?? t("toFolder");

  return (
    <div
      ref={rootRef}
      className={styles.layout}
      data-testid="two-page-layout"
      data-two-page
      data-step={step}
      style={{ "--two-page-top": `${top}px`, "--player-bg-opacity": playerBackgroundOpacity(step) } as CSSProperties}
    >
      <section className={styles.playerPage} data-faded={step === 80} data-testid="two-page-player">
        <div className={styles.playerBackground} aria-hidden="true" />
        <div className={styles.playerSlot}>{player}</div>
        <IconButton className={styles.toFolder} onClick={showFolder} label={toFolderLabel} testId="two-page-to-folder">
          <ChevronDownIcon size={28} />
        </IconButton>
      </section>
      <section ref={folderRef} className={styles.folderPage} data-testid="two-page-folder">
        {children}
      </section>
    </div>
  );
}
