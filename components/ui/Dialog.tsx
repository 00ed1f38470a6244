"use client";

import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styles from "./ui.module.css";
import { useOnClient } from "./useOnClient";

type Props = {
  title: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  /** Escape and a click on the backdrop call this (Cancel for a confirm, OK for a notice). */
  onDismiss: () => void;
  /** alertdialog for questions and errors that need an answer. */
  role?: "dialog" | "alertdialog";
  titleClassName?: string;
  testId?: string;
  /** A panel of another shape (the lens dialogs: a resizable height). */
  panelClassName?: string;
  panelStyle?: CSSProperties;
  /** Drawn above the title (the lens dialogs' resize handle). */
  top?: ReactNode;
};

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: rendered into <body>, focus moves in (to the element marked
 * data-autofocus, else the first button), Tab cycles inside, Escape dismisses,
 * and focus returns to where it was on close. Mount it only while open.
 */
export function Dialog({ title, children, actions, onDismiss, role = "dialog", titleClassName, testId, panelClassName, panelStyle, top }: Props) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Portals need <body>; during server rendering the dialog renders in place.
  const onClient = useOnClient();

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>("[data-autofocus]") ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => returnTo?.focus?.();
  }, [onClient]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  const dialog = (
    <div
      className={styles.backdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onDismiss();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={`${styles.dialog} ${panelClassName ?? ""}`}
        style={panelStyle}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {top}
        <h2 id={titleId} className={`${styles.dialogTitle} ${titleClassName ?? ""}`}>
          {title}
        </h2>
        <div id={bodyId} className={styles.dialogBody}>
          {children}
        </div>
        <div className={styles.dialogActions}>{actions}</div>
      </div>
    </div>
  );

  return onClient ? createPortal(dialog, document.body) : dialog;
}

/** A message with a single OK, which closes it and has the focus when it opens (its test id: `{testId}-ok`). */
export function MessageDialog({
  okLabel,
  onClose,
  testId,
  ...dialog
}: Pick<Props, "title" | "children" | "role" | "titleClassName"> & { okLabel: ReactNode; onClose: () => void; testId: string }) {
  return (
    <Dialog
      {...dialog}
      onDismiss={onClose}
      testId={testId}
      actions={
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus data-testid={`${testId}-ok`}>
          {okLabel}
        </button>
      }
    />
  );
}
