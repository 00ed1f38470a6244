"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { getJson } from "@/lib/http/client";
import { INTRO_SOUND_URL } from "@/lib/media/music-urls";
import { INITIAL_VOLUME, MUSIC_NONE, VOLUME_STEP, clampVolume, nextMusicState, storedVolume, type MusicState } from "./musicState";

const VOLUME_KEY = "hems:musicVolume";

/**
 * Background music on one <audio> element: the first unmute plays the intro
 * sound, then random tracks from getrandmusic follow one another; mute
 * pauses and unmute resumes. Nothing plays before the user asks (browsers
 * refuse sound without a gesture anyway). The volume is remembered locally.
 */
export function useBackgroundMusic() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const stateRef = useRef<MusicState>(MUSIC_NONE);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(INITIAL_VOLUME);

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
    await audio.play().catch((error) => {
      console.error("Background music could not play:", error);
      setPlaying(false);
    });
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    setPlaying(true);
    if (stateRef.current === MUSIC_NONE) void playNext();
    else void audio.play().catch(() => setPlaying(false));
  }, [playing, playNext]);

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

  return { audioRef, playing, volume, toggle, louder, quieter, onEnded };
}
