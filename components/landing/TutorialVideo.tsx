"use client";

import { useEffect, useRef, useState } from "react";
import { VIDEO_VISIBLE_RATIO } from "@/lib/landing/carousel";
import { useSlideActive } from "./Carousel";
import styles from "./Landing.module.css";

type Props = { src: string; poster: string; label: string; width: number; height: number };

// A how-to clip: plays muted and inline while its slide is shown and at least
// 60 % of it is on screen, pauses otherwise.
export function TutorialVideo({ src, poster, label, width, height }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const active = useSlideActive();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry && setVisible(entry.intersectionRatio >= VIDEO_VISIBLE_RATIO), {
      threshold: [0, VIDEO_VISIBLE_RATIO, 1],
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active && visible) element.play().catch(() => {});
    else element.pause();
  }, [active, visible]);

  return (
    <video
      ref={video}
      className={styles.video}
      src={src}
      poster={poster}
      width={width}
      height={height}
      aria-label={label}
      muted
      playsInline
      loop
      // The poster stands in until the clip plays: nothing of the clip is fetched before, so it does not compete with the page's first paint.
      preload="none"
      data-testid="tutorial-video"
    />
  );
}
