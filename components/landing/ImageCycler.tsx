"use client";

import { useEffect, useState } from "react";
import { FEATURE_IMAGE_INTERVAL_MS, wrapIndex } from "@/lib/landing/carousel";
import { useSlideActive } from "./Carousel";
import { useReducedMotion } from "./useReducedMotion";
import styles from "./Landing.module.css";

type Props = {
  images: { src: string; alt: string }[];
  width: number;
  height: number;
  /** The first slide's cycler: its first picture is the page's largest paint, fetched at once and first. */
  priority?: boolean;
};

// A feature's image area: its pictures cross-fade every 1.8 s while its slide is shown.
export function ImageCycler({ images, width, height, priority = false }: Props) {
  const [index, setIndex] = useState(0);
  const active = useSlideActive();
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    // Each visit of the slide starts from its first picture.
    if (!active) {
      setIndex(0);
      return;
    }
    if (reducedMotion || images.length < 2) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current, 1, images.length)), FEATURE_IMAGE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, reducedMotion, images.length]);

  return (
    <div className={styles.imageArea} style={{ aspectRatio: `${width} / ${height}` }} data-testid="feature-images" data-index={index}>
      {images.map((image, i) => (
        // Local pictures of a known size: a plain img keeps them out of the image optimiser.
        <img
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={width}
          height={height}
          className={styles.image}
          data-active={i === index}
          loading={priority && i === 0 ? "eager" : "lazy"}
          fetchPriority={priority && i === 0 ? "high" : "low"}
          decoding="async"
        />
      ))}
    </div>
  );
}
