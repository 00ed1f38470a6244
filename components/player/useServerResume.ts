"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { fetchResume, resumeProgressKey, saveResume } from "./resume";

// The video player's side of "resume where you stopped": asks the server where
// the viewer stopped in the current video and holds playback while the offer
// ('Resume from 12:34' / 'Start over') is open; keeps the position as the
// video plays (every few seconds, on pause, on leaving).

/** Save the position to the server at most this often while a video plays. */
const SAVE_EVERY_S = 5;
/** A tab's own position this close to the saved one is the same place. */
const SAME_PLACE_S = 2;

/**
 * `id`: the current video's media file id (null: nothing is offered or kept).
 * `tabTime()`: the time this tab resumes the video at by itself (the session's
 * own position); the offer is made only when the saved position is elsewhere
 * (another device).
 */
export function useServerResume(id: number | null, tabTime: () => number | null) {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: ["myfilex", "resume", id],
    queryFn: () => fetchResume(id!),
    enabled: id !== null,
    // Asked afresh each time a video opens: another device may have moved on.
    staleTime: 0,
    gcTime: 0,
  });
  // The video whose offer was answered.
  const [answered, setAnswered] = useState<number | null>(null);
  // A chosen time waiting for the video's metadata.
  const pendingSeek = useRef<number | null>(null);
  // Played since its last save: only then is there a position to save. A video
  // opened and left at the offer, or left paused, does not overwrite what
  // another device saved meanwhile.
  const unsaved = useRef(false);
  const lastSaved = useRef(0);
  useEffect(() => {
    unsaved.current = false;
    lastSaved.current = 0;
    pendingSeek.current = null;
  }, [id]);

  const active = id !== null;
  const position = saved.data?.position ?? null;
  // This tab already resumes at the same place (its own position, as before): nothing to ask.
  const tab = active ? tabTime() : null;
  const sameAsTab = position !== null && tab !== null && Math.abs(tab - position) < SAME_PLACE_S;
  const offered = active && position !== null && !sameAsTab && answered !== id ? position : null;

  function answer(video: HTMLVideoElement | null, resume: boolean) {
    if (offered === null || id === null) return;
    const time = resume ? offered : 0;
    if (video && video.readyState >= HTMLMediaElement.HAVE_METADATA) video.currentTime = time;
    else pendingSeek.current = time;
    // Start over forgets the old position, so another device is not offered it.
    if (!resume && video && Number.isFinite(video.duration)) void saveResume(id, 0, video.duration);
    setAnswered(id);
  }

  /** `settled`: a pause, the end or leaving, after which the folder's progress bars are read again. */
  function save(video: HTMLVideoElement, options: { leaving?: boolean; settled?: boolean } = {}) {
    if (!active || !unsaved.current) return;
    lastSaved.current = video.currentTime;
    // Stopped (paused, ended, left): saved for good until it plays again.
    if (video.paused || video.ended) unsaved.current = false;
    void saveResume(id, video.ended ? video.duration : video.currentTime, video.duration, options.leaving).then(() => {
      if (options.settled) void queryClient.invalidateQueries({ queryKey: resumeProgressKey });
    });
  }

  return {
    /** The open offer's position in seconds, or null. */
    offered,
    /** Playback waits while the server is asked and while the offer is open. */
    holding: active && (saved.isPending || offered !== null),
    resumeFrom: (video: HTMLVideoElement | null) => answer(video, true),
    startOver: (video: HTMLVideoElement | null) => answer(video, false),
    /** The video's metadata is in: apply a chosen time. */
    onLoadedMetadata(video: HTMLVideoElement) {
      if (pendingSeek.current === null) return;
      video.currentTime = pendingSeek.current;
      pendingSeek.current = null;
    },
    onPlay() {
      unsaved.current = true;
    },
    onTimeUpdate(video: HTMLVideoElement) {
      if (Math.abs(video.currentTime - lastSaved.current) >= SAVE_EVERY_S) save(video);
    },
    /** Pause, end, leaving the video or the page. */
    save,
  };
}
