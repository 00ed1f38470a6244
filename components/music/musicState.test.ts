import { INITIAL_VOLUME, MUSIC_INTRO, MUSIC_NONE, VOLUME_STEP, clampVolume, nextMusicState, storedVolume } from "./musicState";

describe("background music rules", () => {
  test("volume starts at 0.3 and steps by 0.1 without drifting", () => {
    let volume = INITIAL_VOLUME;
    for (let i = 0; i < 3; i++) volume = clampVolume(volume + VOLUME_STEP);
    expect(volume).toBe(0.6);
    for (let i = 0; i < 5; i++) volume = clampVolume(volume - VOLUME_STEP);
    expect(volume).toBe(0.1);
  });

  test("volume is clamped to 0..1", () => {
    expect(clampVolume(1.05)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(INITIAL_VOLUME);
  });

  test("nothing, then the intro, then random tracks alternating 1 and 2", () => {
    expect(nextMusicState(MUSIC_NONE)).toBe(MUSIC_INTRO);
    expect(nextMusicState(MUSIC_INTRO)).toBe(1);
    expect(nextMusicState(1)).toBe(2);
    expect(nextMusicState(2)).toBe(1);
  });

  test("a stored volume is used only when it is a number", () => {
    expect(storedVolume("0.7")).toBe(0.7);
    expect(storedVolume("3")).toBe(1);
    expect(storedVolume("loud")).toBe(INITIAL_VOLUME);
    expect(storedVolume(null)).toBe(INITIAL_VOLUME);
    expect(storedVolume("")).toBe(INITIAL_VOLUME);
  });
});
