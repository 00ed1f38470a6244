import path from "node:path";
import { SEGMENT_SECONDS } from "./paths";

// The ffmpeg arguments of one transcode: pure, so the job runner (./jobs.ts)
// and the benchmark (bench/media/transcode.ts, "ffmpeg alone with the same
// settings") run exactly the same command.

export type HlsJobSpec = {
  /** The file on disk (already resolved inside its media root). */
  input: string;
  /** The first segment to write: the transcode starts at startSegment * SEGMENT_SECONDS. */
  startSegment: number;
  /** Copy the H.264 video as it is (playback "audio"); else encode it. */
  copyVideo: boolean;
  /** The folder the segments ("<n>.ts") and ffmpeg's own playlist go to. */
  outDir: string;
};

// Larger pictures cost a 2-core server more than a phone or laptop screen gains.
const MAX_WIDTH = 1920;

export function hlsArgs({ input, startSegment, copyVideo, outDir }: HlsJobSpec): string[] {
  const start = startSegment * SEGMENT_SECONDS;
  const video = copyVideo
    ? ["-c:v", "copy"]
    : [
        "-c:v",
        "libx264",
        "-preset",
        "veryfast",
        "-pix_fmt",
        "yuv420p",
        "-vf",
        `scale=trunc(min(${MAX_WIDTH}\\,iw)/2)*2:-2`,
        // A keyframe on every segment boundary, so segments are cut on the playlist's grid.
        "-force_key_frames",
        `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      ];
  return [
    "-v",
    "error",
    // Before -i: a fast seek; a seek far ahead starts here instead of decoding from the start.
    ...(start > 0 ? ["-ss", String(start)] : []),
    "-i",
    `file:${input}`,
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    "-sn",
    "-dn",
    ...video,
    "-c:a",
    "aac",
    "-ac",
    "2",
    "-b:a",
    "160k",
    // Timestamps on the whole video's timeline: segments of a later transcode (after a seek) continue the same clock.
    "-output_ts_offset",
    String(start),
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_list_size",
    "0",
    "-hls_segment_type",
    "mpegts",
    "-start_number",
    String(startSegment),
    // Written as "<n>.ts.tmp", renamed when complete: a segment file that exists is whole.
    "-hls_flags",
    "temp_file",
    "-hls_segment_filename",
    path.join(outDir, "%d.ts"),
    path.join(outDir, "ffmpeg.m3u8"),
  ];
}
