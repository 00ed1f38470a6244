// Background music (documents: "Music state: -1 none, 0 intro sound, 1 or 2
// random music. The mute toggle starts or pauses audio."; volume starts at
// 0.3, steps by 0.1 and is clamped to 0..1). Pure rules; the hook plays them.

export const MUSIC_NONE = -1;
export const MUSIC_INTRO = 0;
export type MusicState = -1 | 0 | 1 | 2;

export const INITIAL_VOLUME = 0.3;
export const VOLUME_STEP = 0.1;

/** Volume kept within 0..1, to one decimal so repeated steps land on 0.3, 0.4, ... exactly. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return INITIAL_VOLUME;
  return Math.round(Math.min(1, Math.max(0, volume)) * 10) / 10;
}

/** The state after the current sound ends: nothing yet plays the intro, the intro and each track lead to the next random track (1 and 2 alternate). */
export function nextMusicState(state: MusicState): MusicState {
  if (state === MUSIC_NONE) return MUSIC_INTRO;
  return state === 1 ? 2 : 1;
}

/** A stored volume, when it is a valid number; else the starting volume. */
export function storedVolume(value: string | null): number {
  if (value === null || value.trim() === "") return INITIAL_VOLUME;
  const volume = Number(value);
  return Number.isFinite(volume) ? clampVolume(volume) : INITIAL_VOLUME;
}
