"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

// Grid video cards play inline, one at a time (documents): starting one stops
// whichever was playing, because there is only one "playing" id per page.

type InlinePlayback = { playingId: number | null; setPlayingId: (id: number | null) => void };

const InlinePlaybackContext = createContext<InlinePlayback | null>(null);

export function InlinePlaybackProvider({ children }: { children: ReactNode }) {
  const [playingId, setPlayingId] = useState<number | null>(null);
  return <InlinePlaybackContext.Provider value={{ playingId, setPlayingId }}>{children}</InlinePlaybackContext.Provider>;
}

export function useInlinePlayback(): InlinePlayback {
  const value = useContext(InlinePlaybackContext);
  if (!value) throw new Error("useInlinePlayback must be used inside <InlinePlaybackProvider>");
  return value;
}
