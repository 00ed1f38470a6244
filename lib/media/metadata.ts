import path from "node:path";
import { probe, type FfmpegPaths } from "./ffmpeg";
import { readImageInfo } from "./images";
import { decidePlayback, type Playback } from "../transcode/playability";

// The second pass of a scan: what a photo or video holds, read from its content.

export type MediaMetadata = {
  width: number | null;
  height: number | null;
  /** Seconds; videos only. */
  duration: number | null;
  takenAt: Date | null;
  /** Videos: whether a browser plays the file as it is (lib/transcode/playability.ts). */
  playback: Playback | null;
};

const PROBE_TIMEOUT_MS = 30_000;

/** Reads a photo with sharp or a video with ffprobe; rejects when the file is not that kind of media. */
export async function readMediaMetadata(kind: "photo" | "video", file: string, paths: FfmpegPaths = {}): Promise<MediaMetadata> {
  if (kind === "photo") {
    const info = await readImageInfo(file);
    return { width: info.width, height: info.height, duration: null, takenAt: info.takenAt, playback: null };
  }
  const info = await probe(file, { ...paths, timeoutMs: PROBE_TIMEOUT_MS });
  // Audio-only files and stills in a video container are not videos to play.
  if (!info.videoCodec || !info.width || !info.height) throw new Error("no video stream");
  const playback = decidePlayback({
    ext: path.extname(file).slice(1),
    videoCodec: info.videoCodec,
    pixelFormat: info.pixelFormat,
    audioCodec: info.audioCodec,
  });
  return { width: info.width, height: info.height, duration: info.durationSeconds, takenAt: info.creationTime, playback };
}
