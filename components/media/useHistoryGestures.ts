"use client";

import { useEffect, useRef, type TouchEvent } from "react";
import { swipeDirection } from "./urlState";

// Back and forward through the opened items and folders (documents: "back and
// forward (browser popstate, touch swipe or the arrows) restore states"):
// the arrow keys and a horizontal swipe walk the browser history, whose
// entries the library pushes. Off while a player or popup owns the arrows.

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

function go(direction: "back" | "forward") {
  if (direction === "back") window.history.back();
  else window.history.forward();
}

/** Arrow keys walk the history while `enabled`; returns touch handlers for the swipe area. */
export function useHistoryGestures(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
      if (event.key === "ArrowLeft") go("back");
      else if (event.key === "ArrowRight") go("forward");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = enabled && event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) go(direction);
    },
  };
}
