"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { INACTIVITY_TIMEOUT_MS } from "@/lib/ui/constants";

// The activity flag (documents: "active on mouse or key activity; inactive
// after 5 minutes without it"). The shell keeps it for every page; pages read
// it with useUserActive() (the home page's background carousel rests while
// nobody is there).

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "wheel", "touchstart", "pointerdown"] as const;

const ActivityContext = createContext(true);

export function ActivityProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(true);

  useEffect(() => {
    let timer = window.setTimeout(() => setActive(false), INACTIVITY_TIMEOUT_MS);
    const onActivity = () => {
      setActive(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setActive(false), INACTIVITY_TIMEOUT_MS);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, []);

  return <ActivityContext.Provider value={active}>{children}</ActivityContext.Provider>;
}

/** Whether someone has moved the mouse or pressed a key within the last 5 minutes. */
export function useUserActive(): boolean {
  return useContext(ActivityContext);
}
