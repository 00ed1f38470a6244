"use client";

import { createContext, useContext } from "react";
import type { ShownCard } from "@/lib/articles/service";

// The cards of the editor's drop boxes, by box id. They live beside the
// document (the HTML holds only the empty box), so the box's node view reads
// and changes them here.

export type BoxCards = {
  cards: Record<string, ShownCard[]>;
  setCards: (boxId: string, cards: ShownCard[]) => void;
  /** The box's first card's play id, so that one card plays at a time across boxes. */
  firstPlayId: (boxId: string) => number;
  editable: boolean;
};

export const BoxCardsContext = createContext<BoxCards | null>(null);

export function useBoxCards(): BoxCards {
  const value = useContext(BoxCardsContext);
  if (!value) throw new Error("useBoxCards must be used inside the article editor");
  return value;
}
