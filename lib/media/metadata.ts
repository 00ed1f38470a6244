import { probe, type FfmpegPaths } from "./ffmpeg";
import { readImageInfo } from "./images";

// The second pass of a scan: what a photo or video holds, read from its content.

export type MediaMetadata = {
  width: number | null;
  height: number | null;
  /** Seconds; videos only. */
  duration: number | null;
  takenAt: Date | null;
};

const PROBE_TIMEOUT_MS = 30_000;

/** Reads a photo with sharp or a video with ffprobe; rejects when the file is not that kind of media. */
export async function readMediaMetadata(kind: "photo" | "video", file: string, paths: FfmpegPaths = {}): Promise<MediaMetadata> {
  if (kind === "photo") {
    const info = await readImageInfo(file);
    return { width: info.width, height: info.height, duration: null, takenAt: info.takenAt };
  }
  const info = await probe(file, { ...paths, timeoutMs: PROBE_TIMEOUT_MS });
  // Audio-only files and stills in a video container are not videos to play.
  if (!info.videoCodec || !info.width || !info.height) throw new Error("no video stream");
  return { width: info.width, height: info.height, duration: info.durationSeconds, takenAt: info.creationTime };
}
