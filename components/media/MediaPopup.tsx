"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import { CloseIcon } from "@/components/ui/icons";
import { FullscreenIcon } from "./icons";
import styles from "./media.module.css";
import { IconButton } from "@/components/ui/IconButton";
import { useOnClient } from "@/components/ui/useOnClient";

type Props = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  caption?: ReactNode;
  testId: string;
};

/**
 * The frame of the expanded-video and photo popups: over the whole window,
 * with fullscreen and close buttons; Escape closes (documents), focus moves
 * in and returns to where it was.
 */
export function MediaPopup({ title, onClose, children, caption, testId }: Props) {
  const t = useTranslations("common");
  const popupRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onClient = useOnClient();

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // In browser fullscreen, Escape only leaves fullscreen.
      if (event.key === "Escape" && !document.fullscreenElement) onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      returnTo?.focus?.();
    };
  }, [onClose, onClient]);

  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void popupRef.current?.requestFullscreen?.().catch(() => undefined);
  }

  const popup = (
    <div ref={popupRef} className={styles.popup} role="dialog" aria-modal="true" aria-label={title} data-testid={testId} data-popup>
      <div className={styles.popupBar}>
        <h2 className={styles.popupTitle}>{title}</h2>
        <IconButton className={styles.popupButton} onClick={toggleFullscreen} label={t("fullscreen")} testId="popup-fullscreen">
          <FullscreenIcon size={20} />
        </IconButton>
        <IconButton ref={closeRef} className={styles.popupButton} onClick={onClose} label={t("close")} testId="popup-close">
          <CloseIcon size={20} />
        </IconButton>
      </div>
      <div className={styles.popupStage}>{children}</div>
      {caption && <p className={styles.popupCaption}>{caption}</p>}
    </div>
  );
  return onClient ? createPortal(popup, document.body) : popup;
}
