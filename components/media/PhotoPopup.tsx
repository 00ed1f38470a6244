"use client";

import { useEffect } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";
import { photoDisplaySrc } from "@/lib/media/display-rules";
import { MediaPopup } from "./MediaPopup";
import type { DirFile } from "./types";
import styles from "./media.module.css";

type Props = {
  photo: DirFile;
  /** The photos it steps through with the arrows (photos only). */
  photos: DirFile[];
  onOpen: (photo: DirFile) => void;
  onClose: () => void;
};

/** One photo, full size (its display rendition when it is HEIC or big), with previous / next (buttons, arrow keys, swipe), fullscreen and close. */
export function PhotoPopup({ photo, photos, onOpen, onClose }: Props) {
  const t = useTranslations("player");
  const format = useFormatter();
  const at = photos.findIndex((p) => p.id === photo.id);
  const previous = at > 0 ? photos[at - 1] : null;
  const next = at >= 0 && at < photos.length - 1 ? photos[at + 1] : null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft" && previous) onOpen(previous);
      if (event.key === "ArrowRight" && next) onOpen(next);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [previous, next, onOpen]);

  const taken = photo.create_time_original ?? photo.create_time;
  return (
    <MediaPopup
      title={photo.file_title}
      onClose={onClose}
      testId="photo-popup"
      caption={`${format.dateTime(new Date(taken), { dateStyle: "medium", timeStyle: "short" })}${photos.length > 1 ? ` · ${at + 1} / ${photos.length}` : ""}`}
    >
      {previous && (
        <button
          type="button"
          className={`${styles.stepButton} ${styles.stepPrev}`}
          onClick={() => onOpen(previous)}
          aria-label={t("previous")}
          data-testid="photo-popup-previous"
        >
          <ArrowLeftIcon size={22} />
        </button>
      )}
      <img key={photo.id} src={photoDisplaySrc(photo)} alt={photo.file_title} data-testid="photo-popup-image" data-id={photo.id} />
      {next && (
        <button
          type="button"
          className={`${styles.stepButton} ${styles.stepNext}`}
          onClick={() => onOpen(next)}
          aria-label={t("next")}
          data-testid="photo-popup-next"
        >
          <ArrowRightIcon size={22} />
        </button>
      )}
    </MediaPopup>
  );
}
