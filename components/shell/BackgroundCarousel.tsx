"use client";

import { useEffect, useRef, useState } from "react";
import { WALLPAPERS } from "@/lib/homesettings/constants";
import { BACKGROUND_CAROUSEL_INTERVAL_MS, BACKGROUND_SLIDE_STEP_MS, BACKGROUND_SLIDE_STEP_PX } from "@/lib/ui/constants";
import { useReducedMotion } from "@/components/landing/useReducedMotion";
import { useUserActive } from "./ActivityContext";
import styles from "./HeroScreen.module.css";

/** The shipped wallpapers, by their long-cached address. */
const IMAGES = WALLPAPERS.map((name) => `/static/img/wallpapers/${encodeURIComponent(name)}`);

/**
 * The home page's background (documents: "Background carousel image changes
 * every 13 s and the slide shifts 50 px every 200 ms"): every 13 s the next
 * wallpaper slides in from the right, 50 px per 200 ms step, until it covers
 * the banner. With reduced motion it is swapped without sliding. It rests on
 * its image while the viewer is inactive (the activity flag) and goes on when
 * they come back. Decorative: hidden from assistive technology.
 */
export function BackgroundCarousel() {
  const active = useUserActive();
  const reducedMotion = useReducedMotion();
  const box = useRef<HTMLDivElement>(null);
  const slideTimer = useRef<number | undefined>(undefined);
  const [index, setIndex] = useState(0);
  /** How far the next image has slid in, or null between changes. */
  const [shift, setShift] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return;
    const change = window.setInterval(() => {
      const width = box.current?.clientWidth ?? 0;
      if (slideTimer.current !== undefined) return;
      if (reducedMotion || width === 0) {
        setIndex((i) => (i + 1) % IMAGES.length);
        return;
      }
      let shifted = 0;
      setShift(0);
      slideTimer.current = window.setInterval(() => {
        shifted += BACKGROUND_SLIDE_STEP_PX;
        if (shifted < width) return setShift(shifted);
        window.clearInterval(slideTimer.current);
        slideTimer.current = undefined;
        setIndex((i) => (i + 1) % IMAGES.length);
        setShift(null);
      }, BACKGROUND_SLIDE_STEP_MS);
    }, BACKGROUND_CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(change);
  }, [active, reducedMotion]);

  // A slide under way finishes even if the viewer goes inactive meanwhile; it only stops with the page.
  useEffect(() => () => window.clearInterval(slideTimer.current), []);

  const next = (index + 1) % IMAGES.length;
  const offset = shift ?? 0;
  return (
    <div
      ref={box}
      className={styles.carousel}
      aria-hidden="true"
      data-testid="background-carousel"
      data-index={index}
      data-shift={offset}
      data-sliding={shift !== null}
    >
      {/* Keyed by image: the slide that came in stays the same element when it becomes the current one. */}
      <div
        key={index}
        className={styles.carouselSlide}
        style={{ backgroundImage: `url(${IMAGES[index]})`, transform: `translateX(${-offset}px)` }}
        data-testid="background-current"
      />
      <div
        key={next}
        className={styles.carouselSlide}
        style={{ backgroundImage: `url(${IMAGES[next]})`, transform: `translateX(calc(100% - ${offset}px))` }}
        data-testid="background-next"
      />
    </div>
  );
}
