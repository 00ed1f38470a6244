"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { LENS_DIALOG_HEIGHT, LENS_DIALOG_MAX, LENS_DIALOG_MIN, LENS_DIALOG_STEP, clampDialogHeight, draggedHeight } from "./dialogHeight";
import styles from "./Lenses.module.css";

type Props = { title: ReactNode; children: ReactNode; actions: ReactNode; onDismiss: () => void; testId: string };

/**
 * The invite manager's and editor's dialog: 60 % of the window high, resized
 * between 30 % and 90 % by dragging its handle (mouse or touch) or with the
 * arrow keys, Page Up/Down, Home and End on the handle.
 */
export function LensDialog({ title, children, actions, onDismiss, testId }: Props) {
  const t = useTranslations("lens");
  const [height, setHeight] = useState(LENS_DIALOG_HEIGHT);
  const drag = useRef<{ y: number; height: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    drag.current = { y: event.clientY, height };
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current) setHeight(draggedHeight(drag.current.height, event.clientY - drag.current.y, window.innerHeight));
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = {
      ArrowUp: height + LENS_DIALOG_STEP,
      ArrowRight: height + LENS_DIALOG_STEP,
      PageUp: height + 2 * LENS_DIALOG_STEP,
      ArrowDown: height - LENS_DIALOG_STEP,
      ArrowLeft: height - LENS_DIALOG_STEP,
      PageDown: height - 2 * LENS_DIALOG_STEP,
      Home: LENS_DIALOG_MIN,
      End: LENS_DIALOG_MAX,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setHeight(clampDialogHeight(next));
  }

  return (
    <Dialog
      title={title}
      actions={actions}
      onDismiss={onDismiss}
      testId={testId}
      panelClassName={styles.sheet}
      panelStyle={{ height: `${height}dvh` }}
      top={
        <div
          className={styles.sheetHandle}
          role="slider"
          tabIndex={0}
          aria-label={t("resizeDialog")}
          aria-orientation="vertical"
          aria-valuemin={LENS_DIALOG_MIN}
          aria-valuemax={LENS_DIALOG_MAX}
          aria-valuenow={height}
          aria-valuetext={`${height} %`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
          data-testid="lens-dialog-handle"
        >
          <span aria-hidden="true" />
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
