"use client";

import { Children, createContext, useContext, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { swipeStep } from "@/components/player/controls";
import { autoAdvanceMs, keyStep, wrapIndex } from "@/lib/landing/carousel";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons-core";
import { useReducedMotion } from "./useReducedMotion";
import styles from "./Landing.module.css";

/** Whether the slide around a component is the one shown (the image cycler and the tutorial video read it). */
const SlideActive = createContext(true);
export const useSlideActive = () => useContext(SlideActive);

type Props = {
  /** The carousel's accessible name. */
  label: string;
  /** One title per slide, for the dots' labels. */
  titles: string[];
  intervalMs: number;
  /** A shorter interval while the pointer is over the carousel. */
  hoverIntervalMs?: number;
  testId: string;
  /** The slides, rendered on the server: every slide's text is in the HTML, one is shown at a time. */
  children: ReactNode;
};

// A fading carousel: moves on by itself (not with prefers-reduced-motion), by
// its arrows and dots, the arrow keys while focus is inside it, and a touch swipe.
export function Carousel({ label, titles, intervalMs, hoverIntervalMs, testId, children }: Props) {
  const t = useTranslations("landing");
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useReducedMotion();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);

  const delay = autoAdvanceMs({ intervalMs, hoverIntervalMs, hovered, reducedMotion, count });
  useEffect(() => {
    if (delay === null) return;
    // Restarts whenever the slide changes, so a slide chosen by hand gets its full time.
    const timer = setTimeout(() => setIndex((current) => wrapIndex(current, 1, count)), delay);
    return () => clearTimeout(timer);
  }, [delay, index, count]);

  const move = (step: number) => setIndex((current) => wrapIndex(current, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    const step = keyStep(event.key);
    if (!step) return;
    event.preventDefault();
    const next = wrapIndex(index, step, count);
    setIndex(next);
    // On a dot, focus follows the slide shown.
    if (dots.current.includes(event.target as HTMLButtonElement)) dots.current[next]?.focus();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step) move(step);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-index={index}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className={styles.slides}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className={styles.slide}
            data-active={i === index}
            data-testid={`${testId}-slide`}
            role="group"
            aria-roledescription="slide"
            aria-label={t("slide", { current: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <SlideActive.Provider value={i === index}>{slide}</SlideActive.Provider>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} aria-label={t("previous")} onClick={() => move(-1)} data-testid={`${testId}-prev`}>
            <ArrowLeftIcon size={20} />
          </button>
          <div className={styles.dots}>
            {titles.map((title, i) => (
              <button
                key={title}
                ref={(el) => {
                  dots.current[i] = el;
                }}
                type="button"
                className={styles.dot}
                aria-label={t("showSlide", { title })}
                aria-current={i === index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setIndex(i)}
                data-testid={`${testId}-dot`}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={t("next")} onClick={() => move(1)} data-testid={`${testId}-next`}>
            <ArrowRightIcon size={20} />
          </button>
        </div>
      )}
    </section>
  );
}
