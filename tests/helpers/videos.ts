import path from "node:path";
import { execFileSync } from "node:child_process";

// Tiny videos in the formats browsers cannot play (and one they can), made by
// ffmpeg at test time: 160x120 test pattern with a tone.

export type TestVideo = { name: string; playback: "direct" | "audio" | "full" };

const ENCODINGS: Record<string, string[]> = {
  "h264.mp4": ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
  "hevc.mp4": ["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=error", "-pix_fmt", "yuv420p", "-tag:v", "hvc1", "-c:a", "aac"],
  "ac3.mkv": ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "ac3"],
  "mpeg4.avi": ["-c:v", "mpeg4", "-c:a", "libmp3lame"],
  "mpeg2.mpg": ["-c:v", "mpeg2video", "-c:a", "mp2"],
  // A camcorder's AVCHD clip: H.264 with AC-3 sound in MPEG-TS.
  "camcorder.mts": ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "ac3", "-f", "mpegts"],
};

export const TEST_VIDEOS: TestVideo[] = [
  { name: "h264.mp4", playback: "direct" },
  { name: "hevc.mp4", playback: "full" },
  { name: "ac3.mkv", playback: "audio" },
  { name: "mpeg4.avi", playback: "full" },
  { name: "mpeg2.mpg", playback: "full" },
  { name: "camcorder.mts", playback: "audio" },
];

/** Writes `name` (one of TEST_VIDEOS' names, its encoding by extension) into `dir`, `seconds` long; returns its path. */
export function makeTestVideo(dir: string, name: string, seconds = 3, as = name): string {
  const encoding = ENCODINGS[name];
  if (!encoding) throw new Error(`no encoding for ${name}`);
  const file = path.join(dir, as);
  execFileSync("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-nostdin", "-y"],
    ...["-f", "lavfi", "-i", `testsrc2=size=160x120:rate=25:duration=${seconds}`, "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...encoding,
    "-shortest",
    file,
  ]);
  return file;
}
