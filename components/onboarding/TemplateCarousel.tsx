"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { CAROUSEL_FADE_MS, TEMPLATE_CAROUSEL_MS } from "@/lib/onboarding/constants";
import type { TemplatePreview } from "@/lib/onboarding/templates";
import styles from "./Onboarding.module.css";

/** A template's videos, one at a time (every 13 s, or by the arrows and dots), and its categories and channel. */
export function TemplateCarousel({ preview, label }: { preview: TemplatePreview; label: string }) {
  const t = useTranslations("onboarding");
  const slides = preview.categories.flatMap((c) => c.videos.map((v) => ({ ...v, category: c.name })));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const current = slides[index % slides.length];

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), TEMPLATE_CAROUSEL_MS);
    return () => window.clearInterval(timer);
  }, [paused, slides.length, index]);

  const go = (delta: number) => setIndex((i) => (i + delta + slides.length) % slides.length);

  if (!current) return null;
  return (
    <div className={styles.preview} aria-label={t("templatePreview", { choice: label })} role="group" data-testid="template-preview">
      <div
        className={styles.carousel}
        aria-roledescription="carousel"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <img key={current.youtubeId} src={current.thumbnail} alt="" className={styles.slideImage} style={{ animationDuration: `${CAROUSEL_FADE_MS}ms` }} />
        <div className={styles.slideCaption} aria-live="polite">
          <span className={styles.slideCategory}>{current.category}</span>
          <span className={styles.slideTitle} data-testid="template-slide-title">
            {current.title}
          </span>
          <span className="visually-hidden">{t("slideOf", { index: (index % slides.length) + 1, total: slides.length })}</span>
        </div>
        <button type="button" className={`${styles.slideArrow} ${styles.slidePrev}`} onClick={() => go(-1)} aria-label={t("previousSlide")}>
          ‹
        </button>
        <button
          type="button"
          className={`${styles.slideArrow} ${styles.slideNext}`}
          onClick={() => go(1)}
          aria-label={t("nextSlide")}
          data-testid="template-next-slide"
        >
          ›
        </button>
      </div>
      <div className={styles.slideDots} aria-hidden="true">
        {slides.map((s, i) => (
          <span key={s.youtubeId} className={i === index % slides.length ? styles.dotOn : styles.dot} />
        ))}
      </div>
      <ul className={styles.templateList} data-testid="template-categories">
        {preview.categories.map((c) => (
          <li key={c.name}>{t("templateCategory", { name: c.name, count: c.videos.length })}</li>
        ))}
        <li>{t("templateChannel", { name: preview.channelName })}</li>
      </ul>
    </div>
  );
}
