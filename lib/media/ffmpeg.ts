import { spawn, type ChildProcess } from "node:child_process";
import { z } from "zod";

// The one wrapper around the ffmpeg and ffprobe binaries. They run as child
// processes with argument arrays (never a shell), found on PATH or through
// FFMPEG_PATH / FFPROBE_PATH; callers holding config values pass them in.
// No "server-only" import: plain Node scripts use this module too.

export type FfmpegPaths = { ffmpegPath?: string; ffprobePath?: string };

export function ffmpegBinary(paths?: FfmpegPaths): string {
  return paths?.ffmpegPath || process.env.FFMPEG_PATH || "ffmpeg";
}

export function ffprobeBinary(paths?: FfmpegPaths): string {
  return paths?.ffprobePath || process.env.FFPROBE_PATH || "ffprobe";
}

const STDERR_TAIL_CHARS = 2000;

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly exitCode: number | null,
  ) {
    super(stderrTail ? `${message}\n${stderrTail}` : message);
    this.name = "FfmpegError";
  }
}

export type RunOptions = { timeoutMs: number; signal?: AbortSignal };
export type RunResult = { stdout: Buffer; stderr: string };

/** Runs a binary to completion; rejects with the tail of stderr on a non-zero exit, a spawn error or a timeout. */
function run(binary: string, args: string[], { timeoutMs, signal }: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], signal, windowsHide: true });
    const stdout: Buffer[] = [];
    let stderr = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);

    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      // Keep only a bounded tail: ffmpeg can print a progress line per frame.
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS * 4);
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`${binary} could not run: ${error.message}`, "", null));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      const tail = stderr.trim().slice(-STDERR_TAIL_CHARS);
      if (timedOut) reject(new FfmpegError(`${binary} timed out after ${timeoutMs} ms`, tail, code));
      else if (code !== 0) reject(new FfmpegError(`${binary} exited with code ${code}`, tail, code));
      else resolve({ stdout: Buffer.concat(stdout), stderr });
    });
  });
}

/**
 * Runs ffmpeg with the given arguments. `-hide_banner -nostdin` are added in
 * front: the banner only pads error messages, and ffmpeg must never wait for
 * keyboard input. stdout is returned, so `-f image2pipe -` style output works.
 */
export function runFfmpeg(args: string[], options: RunOptions & FfmpegPaths): Promise<RunResult> {
  return run(ffmpegBinary(options), ["-hide_banner", "-nostdin", ...args], options);
}

const availability = new Map<string, Promise<boolean>>();

/** Whether `ffmpeg -version` runs; the answer is cached per binary path for the life of the process. */
export function ffmpegAvailable(paths?: FfmpegPaths): Promise<boolean> {
  const binary = ffmpegBinary(paths);
  let answer = availability.get(binary);
  if (!answer) {
    answer = run(binary, ["-version"], { timeoutMs: 10_000 }).then(
      () => true,
      () => false,
    );
    availability.set(binary, answer);
  }
  return answer;
}

const filterLists = new Map<string, Promise<string>>();

/** Whether this ffmpeg build has a filter (drawtext needs libfreetype, which not every build has). */
export async function ffmpegHasFilter(name: string, paths?: FfmpegPaths): Promise<boolean> {
  const binary = ffmpegBinary(paths);
  let list = filterLists.get(binary);
  if (!list) {
    list = runFfmpeg(["-filters"], { timeoutMs: 10_000, ffmpegPath: binary }).then(
      (r) => r.stdout.toString("utf8"),
      () => "",
    );
    filterLists.set(binary, list);
  }
  return new RegExp(`^\\s*\\S+\\s+${name}\\s`, "m").test(await list);
}

// Only the fields we read; ffprobe prints many more.
const ProbeOutput = z.object({
  format: z.object({ duration: z.string().optional(), tags: z.object({ creation_time: z.string().optional() }).optional() }).optional(),
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        pix_fmt: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
        duration: z.string().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
        tags: z.object({ rotate: z.string().optional() }).optional(),
        side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
      }),
    )
    .default([]),
});

export type ProbeResult = {
  /** null when the container does not say (e.g. a still image). */
  durationSeconds: number | null;
  /** Display size: swapped when the stream is stored rotated by 90 or 270 degrees (phone videos). */
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  /** ffprobe's pix_fmt of the video ("yuv420p": 8-bit 4:2:0). */
  pixelFormat: string | null;
  audioCodec: string | null;
  /** When the recording was made, from the container's creation_time tag (cameras and phones set it). */
  creationTime: Date | null;
};

function positiveNumber(text: string | undefined): number | null {
  const n = text === undefined ? NaN : Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function validDate(text: string | undefined): Date | null {
  const date = text ? new Date(text) : null;
  // Some muxers write the epoch or year 1904 when they know no date.
  return date && !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 1970 ? date : null;
}

/** Reads duration, size and codecs of a media file with ffprobe. */
export async function probe(file: string, options: FfmpegPaths & { timeoutMs?: number } = {}): Promise<ProbeResult> {
  const { stdout } = await run(ffprobeBinary(options), ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], {
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  return summarizeProbe(JSON.parse(stdout.toString("utf8")));
}

/** Turns ffprobe's JSON (-show_format -show_streams) into a ProbeResult. */
export function summarizeProbe(output: unknown): ProbeResult {
  const info = ProbeOutput.parse(output);
  // Cover art in audio or video files shows up as a video stream: skip it.
  const video = info.streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  const audio = info.streams.find((s) => s.codec_type === "audio");
  const rotation = video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video?.tags?.rotate ?? 0);
  const sideways = Math.abs(rotation) % 180 === 90;
  const width = video?.width ?? null;
  const height = video?.height ?? null;
  return {
    durationSeconds: positiveNumber(info.format?.duration) ?? positiveNumber(video?.duration) ?? positiveNumber(audio?.duration),
    width: sideways ? height : width,
    height: sideways ? width : height,
    videoCodec: video?.codec_name ?? null,
    pixelFormat: video?.pix_fmt ?? null,
    audioCodec: audio?.codec_name ?? null,
    creationTime: validDate(info.format?.tags?.creation_time),
  };
}

export type FrameOptions = FfmpegPaths & {
  /** Frames larger than this on either side are scaled down first (keeps the pipe small). */
  maxSide?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
};

/**
 * One frame of a video at `atSeconds`, upright (ffmpeg applies the rotation
 * tag), as a PNG. Rejects when ffmpeg cannot decode the file or there is no
 * frame at that time.
 */
export async function extractFrame(file: string, atSeconds: number, options: FrameOptions = {}): Promise<Buffer> {
  const maxSide = options.maxSide ?? 640;
  const { stdout } = await runFfmpeg(
    [
      "-v",
      "error",
      // Seeking before -i is fast (from the nearest keyframe) and still frame-accurate.
      "-ss",
      Math.max(0, atSeconds).toFixed(3),
      // "file:" so a name that looks like a protocol ("concat:...") is read as a plain file.
      "-i",
      `file:${file}`,
      "-frames:v",
      "1",
      "-an",
      "-sn",
      "-dn",
      "-vf",
      `scale=w='min(iw,${maxSide})':h='min(ih,${maxSide})':force_original_aspect_ratio=decrease`,
      "-f",
      "image2pipe",
      "-c:v",
      "png",
      "-",
    ],
    { timeoutMs: options.timeoutMs ?? 30_000, signal: options.signal, ffmpegPath: options.ffmpegPath },
  );
  if (!stdout.length) throw new FfmpegError(`no frame at ${atSeconds.toFixed(1)} s`, "", 0);
  return stdout;
}

export type FfmpegProcess = {
  child: ChildProcess;
  /** Settles when ffmpeg ends: null on success, else why it failed (a kill included). */
  exited: Promise<FfmpegError | null>;
};

/**
 * Starts ffmpeg for a long job (a transcode) and returns at once; the caller
 * stops it with child.kill(). Arguments as runFfmpeg; stderr keeps a tail for the error.
 */
export function startFfmpeg(args: string[], paths: FfmpegPaths = {}): FfmpegProcess {
  const binary = ffmpegBinary(paths);
  const child = spawn(binary, ["-hide_banner", "-nostdin", ...args], { stdio: ["ignore", "ignore", "pipe"], windowsHide: true });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
  });
  const exited = new Promise<FfmpegError | null>((resolve) => {
    child.on("error", (error) => resolve(new FfmpegError(`${binary} could not run: ${error.message}`, "", null)));
    child.on("close", (code, signal) =>
      resolve(code === 0 ? null : new FfmpegError(`${binary} ${signal ? `stopped by ${signal}` : `exited with code ${code}`}`, stderr.trim(), code)),
    );
  });
  return { child, exited };
}
