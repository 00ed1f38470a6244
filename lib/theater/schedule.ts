// Tiny Theater's schedule: every auto-play channel as a live TV channel.
// Pure and deterministic (no imports of server code: the server answers with
// it and the theater page keeps following it with its own clock).
//
// The idea (as Tunarr and ErsatzTV do it): a channel's items, laid end to end,
// form a loop that has been running since a fixed epoch. What plays at a clock
// time t is found at (t - epoch) mod (the loop's total duration). Everyone who
// tunes in sees the same programme at the same offset, and the channel keeps
// running while nobody watches. A random channel plays each pass of its loop in
// an order shuffled with a seed made of the channel and the pass number, so the
// order is random yet the same for everyone.

import type { PlayableItem, PlayableKind } from "../channels/playable";
import { shuffled } from "../arrays";
import { seededRandom } from "../random";

/** The loops' common start: 2024-01-01T00:00:00Z. */
export const THEATER_EPOCH_MS = Date.UTC(2024, 0, 1);
/** A photo stays on screen for the slide interval, 6 s (as in every slideshow of the app). */
export const PHOTO_SLOT_MS = 6_000;
/**
 * An item whose length is unknown gets 5 minutes: online videos (the app
 * stores no duration for YouTube links: their length is only known once the
 * IFrame player has loaded them) and home videos whose metadata could not be
 * read. The theater shows a "next up" card if such an item ends early, and cuts
 * it at the end of its slot if it runs longer.
 */
export const UNKNOWN_DURATION_MS = 5 * 60_000;
/** The guide covers the next 2 hours. */
export const GUIDE_WINDOW_MS = 2 * 60 * 60_000;
/** At most this many programmes per channel in the guide (a loop of photos changes every 6 s). */
export const GUIDE_MAX_ENTRIES = 40;

export type TheaterItemKind = PlayableKind;

export type TheaterItem = PlayableItem & {
  /** Seconds as stored (videos); null when unknown; ignored for photos. */
  duration: number | null;
};

export type TheaterChannelLoop = {
  /** The channel's file name: the seed of its shuffle. */
  key: string;
  random: boolean;
  /** In the channel's stored order. */
  items: TheaterItem[];
};

export type Program = {
  item: TheaterItem;
  /** Clock times (ms since 1970) of the programme's start and end. */
  startMs: number;
  endMs: number;
};

export type NowPlaying = Program & { offsetMs: number };

export type ChannelSchedule = {
  /** Null for a channel with nothing to play. */
  now: NowPlaying | null;
  /** The programmes after the current one that start within the window, in order. */
  next: Program[];
};

/** How long an item's slot lasts (0: the item is left out of the loop). */
export function slotMs(item: TheaterItem): number {
  if (item.kind === "photo") return PHOTO_SLOT_MS;
  const seconds = item.duration;
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return UNKNOWN_DURATION_MS;
  // A zero-length video cannot be shown: it takes no time in the loop.
  return Math.round(seconds * 1000);
}

/** FNV-1a: a 32-bit hash of a text, the seed of a pass's shuffle. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Slot = { item: TheaterItem; ms: number };

/** The items that take time, videos first, then photos (the channel player's order). */
function playable(loop: TheaterChannelLoop): { videos: Slot[]; photos: Slot[]; totalMs: number } {
  const slots = loop.items.map((item) => ({ item, ms: slotMs(item) })).filter((slot) => slot.ms > 0);
  const videos = slots.filter((slot) => slot.item.kind !== "photo");
  const photos = slots.filter((slot) => slot.item.kind === "photo");
  return { videos, photos, totalMs: slots.reduce((sum, slot) => sum + slot.ms, 0) };
}

/** The order of one pass of the loop. */
function passOrder(loop: TheaterChannelLoop, parts: { videos: Slot[]; photos: Slot[] }, pass: number): Slot[] {
  if (!loop.random) return [...parts.videos, ...parts.photos];
  const random = seededRandom(hash(`${loop.key}#${pass}`));
  return [...shuffled(parts.videos, random), ...shuffled(parts.photos, random)];
}

/** Total length of one pass of a channel's loop (0: nothing to play). */
export function loopLength(loop: TheaterChannelLoop): number {
  return playable(loop).totalMs;
}

/**
 * What a channel plays at `atMs` and what follows within `windowMs` (at most
 * `maxEntries` programmes), crossing into the following passes of the loop.
 */
export function scheduleAt(loop: TheaterChannelLoop, atMs: number, windowMs = GUIDE_WINDOW_MS, maxEntries = GUIDE_MAX_ENTRIES): ChannelSchedule {
  const parts = playable(loop);
  if (parts.totalMs === 0) return { now: null, next: [] };
  const since = atMs - THEATER_EPOCH_MS;
  let pass = Math.floor(since / parts.totalMs);
  let start = THEATER_EPOCH_MS + pass * parts.totalMs;
  let order = passOrder(loop, parts, pass);
  let index = 0;
  // Walk the pass to the slot that holds atMs.
  while (start + order[index]!.ms <= atMs) {
    start += order[index]!.ms;
    index++;
  }
  const current = order[index]!;
  const now: NowPlaying = { item: current.item, startMs: start, endMs: start + current.ms, offsetMs: atMs - start };
  const next: Program[] = [];
  let cursor = now.endMs;
  const until = atMs + windowMs;
  while (cursor < until && next.length < maxEntries) {
    index++;
    if (index >= order.length) {
      pass++;
      order = passOrder(loop, parts, pass);
      index = 0;
    }
    const slot = order[index]!;
    next.push({ item: slot.item, startMs: cursor, endMs: cursor + slot.ms });
    cursor += slot.ms;
  }
  return { now, next };
}

/** How far through the current programme, 0..1. */
export function progressOf(now: { startMs: number; endMs: number }, atMs: number): number {
  const length = now.endMs - now.startMs;
  if (length <= 0) return 1;
  return Math.min(1, Math.max(0, (atMs - now.startMs) / length));
}

/** The channel `step` places away from `index`, wrapping around (up/down on a remote). */
export function stepChannel(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
