"use client";

import { useCallback, useEffect, useRef, useState, type RefObject, type TouchEvent } from "react";
import { isOwnedByControl, keyAction, swipeAction, type PlayerAction } from "./controls";

/**
 * What both players share: keys (arrows, space, Escape), touch swipes, the
 * fullscreen toggle and controls that hide again a while after the last touch
 * or pointer move.
 */
export function usePlayerControls(rootRef: RefObject<HTMLElement | null>, onAction: (action: PlayerAction) => void, hideAfterMs: number) {
  const actionRef = useRef(onAction);
  useEffect(() => {
    actionRef.current = onAction;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isOwnedByControl(event.target, event.key)) return;
      const action = keyAction(event);
      if (!action) return;
      // Escape first leaves fullscreen (browsers usually do this themselves).
      if (action === "close" && document.fullscreenElement) return;
      event.preventDefault();
      actionRef.current(action);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === rootRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [rootRef]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void rootRef.current?.requestFullscreen?.().catch(() => {});
  }, [rootRef]);

  const [controlsShown, setControlsShown] = useState(true);
  const hideTimer = useRef<number | undefined>(undefined);
  const showControls = useCallback(() => {
    setControlsShown(true);
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), hideAfterMs);
  }, [hideAfterMs]);
  useEffect(() => {
    showControls();
    return () => window.clearTimeout(hideTimer.current);
  }, [showControls]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const touchHandlers = {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
      showControls();
    },
    onTouchEnd(event: TouchEvent) {
      const start = touchStart.current;
      const touch = event.changedTouches[0];
      touchStart.current = null;
      if (!start || !touch) return;
      const action = swipeAction(touch.clientX - start.x, touch.clientY - start.y);
      if (action) actionRef.current(action);
    },
  };

  return { fullscreen, toggleFullscreen, controlsShown, showControls, touchHandlers };
}

/** A pause while the window is in the background (blurred or its tab hidden), resumed when it is back. */
export function usePauseWhileHidden(onHidden: () => void, onShown: () => void) {
  const handlers = useRef({ onHidden, onShown });
  useEffect(() => {
    handlers.current = { onHidden, onShown };
  });
  useEffect(() => {
    const hidden = () => handlers.current.onHidden();
    const shown = () => handlers.current.onShown();
    const onVisibility = () => (document.visibilityState === "hidden" ? hidden() : document.hasFocus() && shown());
    window.addEventListener("blur", hidden);
    window.addEventListener("focus", shown);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("blur", hidden);
      window.removeEventListener("focus", shown);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);
}
