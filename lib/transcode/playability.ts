// Whether a browser plays a video file as it is, decided from what ffprobe
// read (lib/media/ffmpeg.ts, probe). Pure: the scanner stores the answer on
// MediaFile.playback, the HLS service (./service.ts) picks its ffmpeg settings from it.

/**
 * direct: every browser plays the file's bytes (the plain streaming URL).
 * audio: the video stream plays but the audio or the container does not: only the audio is transcoded, the video copied.
 * full: video and audio are transcoded.
 */
export type Playback = "direct" | "audio" | "full";

export const PLAYBACKS = ["direct", "audio", "full"] as const satisfies readonly Playback[];

export type StreamFacts = {
  /** Lower-case file extension without the dot: ffprobe names MP4 and MOV alike, browsers don't play them alike. */
  ext: string;
  videoCodec: string | null;
  /** ffprobe's pix_fmt: "yuv420p" is 8-bit 4:2:0; "yuv420p10le" 10-bit. */
  pixelFormat: string | null;
  /** null: the file has no audio. */
  audioCodec: string | null;
};

// MOV and MKV often hold the same codecs, but not every browser opens those containers.
const DIRECT_CONTAINERS = new Set(["mp4", "m4v", "webm"]);
const BROWSER_AUDIO = new Set(["aac", "mp3", "opus"]);
// 8-bit 4:2:0 (yuvj420p is its full-range spelling): what every browser's H.264 decoder takes.
const PLAIN_PIXELS = new Set(["yuv420p", "yuvj420p"]);

/** H.264 8-bit 4:2:0: plays in every browser, and is copied as it is into HLS segments (MPEG-TS holds it). */
export function isCopyableVideo(facts: Pick<StreamFacts, "videoCodec" | "pixelFormat">): boolean {
  return facts.videoCodec === "h264" && PLAIN_PIXELS.has(facts.pixelFormat ?? "");
}

function browserVideo(facts: StreamFacts): boolean {
  return isCopyableVideo(facts) || facts.videoCodec === "vp9" || facts.videoCodec === "av1";
}

/** How a browser can play a video file with these streams. */
export function decidePlayback(facts: StreamFacts): Playback {
  const audioPlays = facts.audioCodec === null || BROWSER_AUDIO.has(facts.audioCodec);
  if (browserVideo(facts) && audioPlays && DIRECT_CONTAINERS.has(facts.ext.toLowerCase())) return "direct";
  // VP9 and AV1 do not go into MPEG-TS segments: copying the video needs H.264.
  return isCopyableVideo(facts) ? "audio" : "full";
}

/** A stored answer; null (files scanned before playback was recorded) plays directly, as before. */
export function needsTranscode(playback: Playback | null | undefined): boolean {
  return playback === "audio" || playback === "full";
}
