"use client";

import { useCallback, useEffect, useId, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";
import { useShell } from "@/components/shell/ShellContext";
import { homeMediaLink } from "@/lib/channels/media-path";
import { COPIED_SHOW_MS } from "./constants";
import styles from "./EditableVideoGrid.module.css";

// The right-click 'Copy video link' menu of every video and photo grid
// (documents: "The context menu to copy a video link works only in edit
// mode"). It copies a channel media path, /yv/{id}[/{token}] or
// /lv/{file id}/{encoded relpath}, which the channel editor's paste accepts.
// Outside edit mode the browser keeps its own menu.

/** Edit mode as the grids mean it: an owner with "Edit YouTube Videos and Channels" on. */
export function useEditMode(): boolean {
  const { viewer, settings } = useShell();
  return viewer?.loginUserType === "owner" && settings.ytEditMode;
}

export { homeMediaLink };

/** Tells the other grids of the page that a link was copied: one 'Link copied' toast at a time. */
const COPIED_EVENT = "hems:link-copied";

type Options = {
  /** Whether the menu opens; the viewer's edit mode when left out. */
  enabled?: boolean;
  /** Told after a copy; without it 'Copied link to “{name}”' shows as a toast for 7 s. */
  onCopied?: (link: string, name: string | null) => void;
};

export type CopyLinkMenu = {
  /** A grid item's onContextMenu: opens the menu for `link` (in edit mode only); `name` is what the copied message calls it. */
  open: (event: ReactMouseEvent, link: string | null | undefined, name?: string | null) => void;
  /** The menu and the toast (in a portal on the page's body); render it once, anywhere outside a button. */
  element: ReactNode;
};

export function useCopyLinkMenu({ enabled, onCopied }: Options = {}): CopyLinkMenu {
  const t = useTranslations("videos");
  const te = useTranslations("errors");
  const editMode = useEditMode();
  const on = enabled ?? editMode;
  const [menu, setMenu] = useState<{ link: string; name: string | null; x: number; y: number } | null>(null);
  const [toast, setToast] = useState<{ text: string; seq: number } | null>(null);
  const id = useId();

  useEffect(() => {
    const onCopiedElsewhere = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== id) setToast(null);
    };
    window.addEventListener(COPIED_EVENT, onCopiedElsewhere);
    return () => window.removeEventListener(COPIED_EVENT, onCopiedElsewhere);
  }, [id]);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), COPIED_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  useEffect(() => {
    if (!on) setMenu(null);
  }, [on]);

  const open = useCallback(
    (event: ReactMouseEvent, link: string | null | undefined, name?: string | null) => {
      if (!on || !link) return;
      event.preventDefault();
      event.stopPropagation();
      setMenu({ link, name: name?.trim() || null, x: event.clientX, y: event.clientY });
    },
    [on],
  );
  const close = useCallback(() => setMenu(null), []);

  async function copy(link: string, name: string | null) {
    setMenu(null);
    try {
      await navigator.clipboard.writeText(link);
    } catch (error) {
      // Documented: a failed copy is only logged.
      console.warn("copy failed", error);
      return;
    }
    window.dispatchEvent(new CustomEvent(COPIED_EVENT, { detail: id }));
    if (onCopied) onCopied(link, name);
    else setToast((previous) => ({ text: copiedText(te, link, name), seq: (previous?.seq ?? 0) + 1 }));
  }

  // Both exist only after a right-click, so never during the server render.
  const element =
    menu || toast
      ? createPortal(
          <>
            {menu && <CopyMenu x={menu.x} y={menu.y} label={t("copyLink")} onCopy={() => void copy(menu.link, menu.name)} onClose={close} />}
            {toast && (
              <p key={toast.seq} role="status" className={styles.toast} data-testid="copy-link-notice">
                {toast.text}
              </p>
            )}
          </>,
          document.body,
        )
      : null;
  return { open, element };
}

/** The copied message names the item people know ('Copied link to “Summer highlights”'); the bare link only when it has no name. */
export function copiedText(te: (key: "linkCopiedTo" | "linkCopied", values: Record<string, string>) => string, link: string, name: string | null): string {
  return name ? te("linkCopiedTo", { name }) : te("linkCopied", { link });
}

function CopyMenu({ x, y, label, onCopy, onClose }: { x: number; y: number; label: string; onCopy: () => void; onClose: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState({ left: x, top: y });

  // Keep the menu inside the window (a right-click near the right or bottom edge of a phone).
  useEffect(() => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    setPosition({ left: Math.max(4, Math.min(x, window.innerWidth - rect.width - 4)), top: Math.max(4, Math.min(y, window.innerHeight - rect.height - 4)) });
  }, [x, y]);

  useEffect(() => {
    ref.current?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event.target instanceof Node && box.current?.contains(event.target)) return;
      onClose();
    };
    window.addEventListener("pointerdown", close);
    window.addEventListener("keydown", close);
    window.addEventListener("scroll", onClose, true);
    return () => {
      window.removeEventListener("pointerdown", close);
      window.removeEventListener("keydown", close);
      window.removeEventListener("scroll", onClose, true);
    };
  }, [onClose]);

  return (
    <div ref={box} role="menu" className={styles.menu} style={position} data-testid="grid-context-menu">
      <button ref={ref} type="button" role="menuitem" onClick={onCopy} data-testid="grid-copy-link">
        {label}
      </button>
    </div>
  );
}
