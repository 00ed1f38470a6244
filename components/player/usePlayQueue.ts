"use client";

import { useMemo, useReducer, useState } from "react";
import { initialQueue, queueReducer, rotateToStart, type QueueEvent, type QueueState } from "./playQueue";

export type PlayQueue<T> = {
  /** The items in play order. */
  list: T[];
  state: QueueState;
  current: T | null;
  dispatch: (event: QueueEvent) => void;
};

/**
 * A play queue over a page's items. `rotate` turns the list to start at the
 * chosen item (photo slideshows); otherwise the list keeps its order and play
 * starts at the chosen item. When the page passes more items (the folder loaded
 * another page) the current item keeps playing; when it passes another startId
 * the queue jumps there.
 */
export function usePlayQueue<T extends { id: number | string }>(items: readonly T[], startId: T["id"], rotate: boolean): PlayQueue<T> {
  const [anchorId, setAnchorId] = useState(startId);
  const list = useMemo(() => (rotate ? rotateToStart(items, anchorId) : [...items]), [items, anchorId, rotate]);
  const [state, dispatch] = useReducer(queueReducer, undefined, () =>
    initialQueue(
      list.length,
      Math.max(
        0,
        list.findIndex((item) => item.id === startId),
      ),
    ),
  );

  // Adjusting state while rendering (React's pattern for "props changed") avoids
  // one frame showing a wrong item.
  const [seen, setSeen] = useState({ list, startId });
  if (seen.list !== list || seen.startId !== startId) {
    const startChanged = seen.startId !== startId;
    const target = startChanged ? startId : seen.list[state.index]?.id;
    setSeen({ list, startId });
    if (startChanged && rotate) setAnchorId(startId);
    const at = list.findIndex((item) => item.id === target);
    dispatch({ type: "sync", length: list.length, index: at >= 0 ? at : state.index });
  }

  return { list, state, current: list[state.index] ?? null, dispatch };
}
