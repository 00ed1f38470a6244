"use client";

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { TOOLTIP_OFFSET_PX } from "@/lib/ui/constants";
import { tooltipDelayMs } from "./timing";
import styles from "./ui.module.css";

type Props = {
  /** The tooltip text (already translated). */
  label: string;
  /** Long titles appear sooner (1.5 s instead of 2 s); long labels are detected too. */
  long?: boolean;
  /** Distance from the anchor in px (default 10). */
  offset?: number;
  placement?: "top" | "bottom";
  children: ReactNode;
};

const EDGE_MARGIN_PX = 8;

/** Shows `label` after the pointer (or keyboard focus) rests on the children. */
export function Tooltip({ label, long, offset = TOOLTIP_OFFSET_PX, placement = "bottom", children }: Props) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);
  const id = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Keep the bubble inside the window: shift it sideways when it would stick out.
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!visible || !el) return;
    const rect = el.getBoundingClientRect();
    const overflowLeft = EDGE_MARGIN_PX - rect.left;
    const overflowRight = rect.right - (window.innerWidth - EDGE_MARGIN_PX);
    const shift = overflowLeft > 0 ? overflowLeft : overflowRight > 0 ? -overflowRight : 0;
    el.style.marginLeft = `${shift}px`;
  }, [visible]);

  function arm() {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setVisible(true), tooltipDelayMs(label, long));
  }

  function hide() {
    window.clearTimeout(timer.current);
    setVisible(false);
  }

  const position = placement === "bottom" ? { top: `calc(100% + ${offset}px)` } : { bottom: `calc(100% + ${offset}px)` };

  return (
    <span
      className={styles.tooltipAnchor}
      onPointerEnter={arm}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={arm}
      onBlur={hide}
      onKeyDown={(e) => {
        if (e.key === "Escape") hide();
      }}
      aria-describedby={visible ? id : undefined}
    >
      {children}
      {visible && (
        <span ref={bubble} role="tooltip" id={id} className={styles.tooltip} style={position} data-testid="tooltip">
          {label}
        </span>
      )}
    </span>
  );
}
