"use client";

import { useCallback, useEffect, useRef, useState } from "react";

export type TimedMessage = { text: string; kind: "success" | "info" | "error" };

/** A notice that clears itself after its own duration; a newer one replaces it. */
export function useTimedMessage(): [TimedMessage | null, (message: TimedMessage | null, ms?: number) => void] {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((next: TimedMessage | null, ms = 0) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next && ms > 0) timer.current = setTimeout(() => setMessage(null), ms);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
