"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import styles from "./ui.module.css";

type Props = {
  src: string | null | undefined;
  className?: string;
  /** Extra class of the 'No preview' tile (e.g. to make room for a play badge over it). */
  placeholderClassName?: string;
  width?: number;
  height?: number;
};

/**
 * A lazily loaded thumbnail that turns into a quiet 'No preview' tile when it
 * has no source or fails to load (an offline YouTube thumbnail host, a file
 * that vanished), instead of the browser's broken-image icon.
 */
export function Thumbnail({ src, className, placeholderClassName, width, height }: Props) {
  const t = useTranslations("common");
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className={`${styles.noPreview} ${className ?? ""} ${placeholderClassName ?? ""}`} data-testid="no-preview">
        <span data-testid="no-preview-text">{t("noPreview")}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className={className}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedSrc(src)}
      // A server-rendered image can fail before hydration, before React listens for its error: look once it is mounted.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
      }}
    />
  );
}
