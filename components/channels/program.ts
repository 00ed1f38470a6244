import type { ChannelItemView } from "./api";
import { shuffled } from "@/lib/arrays";
import { playableItem, type PlayableItem } from "@/lib/channels/playable";

// What a channel plays, in which order (documents, "Channel player"): the
// playable items, videos first, then photos; shuffled within each group when
// the channel is random. Pure, so the order rules are tested without a DOM.

/** One item of the program, as lib/channels/playable.ts makes it. */
export type ProgramItem = PlayableItem;

export type Random = () => number;

export function channelProgram(items: ChannelItemView[], isRandom: boolean, random: Random = Math.random): ProgramItem[] {
  const playable = items.filter((item) => item.available).map(playableItem);
  const videos = playable.filter((item) => item.kind !== "photo");
  const photos = playable.filter((item) => item.kind === "photo");
  return isRandom ? [...shuffled(videos, random), ...shuffled(photos, random)] : [...videos, ...photos];
}

/** The channel after `index`, or null after the last one (the end screen). */
export const nextChannelIndex = (index: number, count: number): number | null => (index + 1 < count ? index + 1 : null);
