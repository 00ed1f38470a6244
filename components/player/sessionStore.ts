import { VIDEO_ALBUM_INTRO_MS, VIDEO_TITLE_INTRO_MS } from "./constants";

// What the players remember for the browser session (session storage): which
// intros were already shown, and the playback position per folder (the index in
// the list and the time reached in each item). Everything read back is checked;
// a stored value that does not fit the list at hand is ignored.

/** The part of Storage the players use, so tests can pass a Map-backed fake. */
export type SessionStore = Pick<Storage, "getItem" | "setItem">;

const INTRO_PREFIX = "hems:player:intro:";
const POSITION_PREFIX = "hems:player:position:";

/** The browser's session storage, or null where there is none (server render, storage disabled). */
export function browserSessionStore(): SessionStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Storage can throw (disabled, full, private mode): the players then simply forget. */
function read(store: SessionStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function write(store: SessionStore, key: string, value: string): void {
  try {
    store.setItem(key, value);
  } catch {
    // Nothing to do: remembering is a convenience.
  }
}

export type IntroPlan = { album: boolean; title: boolean };

function albumIntroKey(albumKey: string): string {
  return `${INTRO_PREFIX}album:${albumKey}`;
}

function titleIntroKey(title: string): string {
  return `${INTRO_PREFIX}title:${title}`;
}

/** Which intros are still due: each album once per session, and each title once per session. */
export function introPlan(store: SessionStore, albumKey: string, title: string): IntroPlan {
  return {
    album: read(store, albumIntroKey(albumKey)) === null,
    title: read(store, titleIntroKey(title)) === null,
  };
}

/** How long the intro stays: 4.5 s for a new title, 1 s for a new album only, null when none is due. */
export function introMs(plan: IntroPlan): number | null {
  if (plan.title) return VIDEO_TITLE_INTRO_MS;
  return plan.album ? VIDEO_ALBUM_INTRO_MS : null;
}

export function markIntroSeen(store: SessionStore, albumKey: string, title: string): void {
  write(store, albumIntroKey(albumKey), "1");
  write(store, titleIntroKey(title), "1");
}

export type PlaybackPosition = {
  index: number;
  /** Seconds reached, by item id. */
  times: Record<string, number>;
};

/** A stored position as writePosition left it. A plain check, not zod: this ships with every library page, and zod would add 31 KB gzipped to it. */
function isPosition(value: unknown): value is PlaybackPosition {
  if (typeof value !== "object" || value === null) return false;
  const { index, times } = value as Partial<PlaybackPosition>;
  return (
    typeof index === "number" &&
    typeof times === "object" &&
    times !== null &&
    !Array.isArray(times) &&
    Object.values(times).every((time) => typeof time === "number")
  );
}

export function readPosition(store: SessionStore, albumKey: string): PlaybackPosition | null {
  const raw = read(store, POSITION_PREFIX + albumKey);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPosition(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writePosition(store: SessionStore, albumKey: string, position: PlaybackPosition): void {
  write(store, POSITION_PREFIX + albumKey, JSON.stringify(position));
}

/** The stored index, only when it is a whole number inside a list of this length. */
export function validIndex(position: PlaybackPosition | null, length: number): number | null {
  const index = position?.index;
  return typeof index === "number" && Number.isInteger(index) && index >= 0 && index < length ? index : null;
}

/**
 * The stored time of an item, only when it is a real moment inside the video
 * (a time at the very end would just end the video again).
 */
export function validTime(position: PlaybackPosition | null, id: number | string, duration: number | null): number | null {
  const time = position?.times[String(id)];
  if (typeof time !== "number" || !Number.isFinite(time) || time <= 0) return null;
  if (duration !== null && Number.isFinite(duration) && time >= duration - 1) return null;
  return time;
}

/** The position after playing `id` (at `index`) up to `time` seconds; 0 forgets the item's time. */
export function withTime(position: PlaybackPosition | null, index: number, id: number | string, time: number): PlaybackPosition {
  const times = { ...(position?.times ?? {}) };
  if (time > 0) times[String(id)] = Math.round(time * 10) / 10;
  else delete times[String(id)];
  return { index, times };
}
