"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getJson } from "@/lib/http/client";
import { INTRO_SOUND_URL } from "@/lib/media/music-urls";
import { INITIAL_VOLUME, MUSIC_NONE, VOLUME_STEP, clampVolume, nextMusicState, storedVolume, type MusicState } from "./musicState";

const VOLUME_KEY = "hems:musicVolume";
/** "on" while the user wants music: the next page resumes it (muting stores "off"). */
const WANTED_KEY = "hems:musicWanted";

/**
 * Background music on one <audio> element: the first unmute plays the intro
 * sound, then random tracks from getrandmusic follow one another; mute
 * pauses and unmute resumes. Nothing plays before the user asks (browsers
 * refuse sound without a gesture anyway). The volume and whether music is
 * on are remembered locally, so muting holds across pages.
 */
export function useBackgroundMusic() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const stateRef = useRef<MusicState>(MUSIC_NONE);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(INITIAL_VOLUME);

  // A play() cut short by a pause or by the next sound's load is no failure:
  // what cut it in (mute, or the next track's own play()) decides what shows.
  const stopUnlessInterrupted = useCallback((error: unknown) => {
    if (error instanceof DOMException && error.name === "AbortError") return;
    console.error("Background music could not play:", error);
    setPlaying(false);
  }, []);

  // Read after hydration, so the server's and the browser's first render agree.
  useEffect(() => setVolume(storedVolume(localStorage.getItem(VOLUME_KEY))), []);
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  /** Moves to the next sound (the intro, then random tracks) and plays it. */
  const playNext = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    const next = nextMusicState(stateRef.current);
    let src = INTRO_SOUND_URL;
    if (next !== 0) {
      const reply = await getJson<string>("/api_myfilex/getrandmusic");
      if (!reply.status || typeof reply.data !== "string") {
        console.error("Background music unavailable:", reply.error);
        setPlaying(false);
        return;
      }
      src = reply.data;
    }
    stateRef.current = next;
    audio.src = src;
    await audio.play().catch(stopUnlessInterrupted);
  }, [stopUnlessInterrupted]);

  const start = useCallback(() => {
    setPlaying(true);
    if (stateRef.current === MUSIC_NONE) void playNext();
    else void audioRef.current?.play().catch(stopUnlessInterrupted);
  }, [playNext, stopUnlessInterrupted]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      localStorage.setItem(WANTED_KEY, "off");
      return;
    }
    localStorage.setItem(WANTED_KEY, "on");
    start();
  }, [playing, start]);

  // Music turned on on another page carries on here. Browsers allow sound only
  // after a gesture on this page, so it resumes on the first tap or key press
  // (one on the music controls themselves is theirs to handle).
  const controlsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (localStorage.getItem(WANTED_KEY) !== "on") return;
    const resume = (event: Event) => {
      stop();
      if (localStorage.getItem(WANTED_KEY) !== "on") return;
      if (controlsRef.current?.contains(event.target as Node)) return;
      start();
    };
    const stop = () => {
      window.removeEventListener("pointerdown", resume, true);
      window.removeEventListener("keydown", resume, true);
    };
    window.addEventListener("pointerdown", resume, true);
    window.addEventListener("keydown", resume, true);
    return stop;
  }, [start]);

  const changeVolume = useCallback((delta: number) => {
    setVolume((current) => {
      const next = clampVolume(current + delta);
      localStorage.setItem(VOLUME_KEY, String(next));
      return next;
    });
  }, []);
  const louder = useCallback(() => changeVolume(VOLUME_STEP), [changeVolume]);
  const quieter = useCallback(() => changeVolume(-VOLUME_STEP), [changeVolume]);
  const onEnded = useCallback(() => void playNext(), [playNext]);

  return { audioRef, controlsRef, playing, volume, toggle, louder, quieter, onEnded };
}
