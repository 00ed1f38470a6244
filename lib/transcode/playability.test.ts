import { decidePlayback, isCopyableVideo, needsTranscode, type StreamFacts } from "./playability";

const h264: StreamFacts = { ext: "mp4", videoCodec: "h264", pixelFormat: "yuv420p", audioCodec: "aac" };

describe("decidePlayback", () => {
  it("plays H.264 8-bit with AAC, MP3, Opus or no audio in MP4/M4V directly", () => {
    for (const audioCodec of ["aac", "mp3", "opus", null]) expect(decidePlayback({ ...h264, audioCodec })).toBe("direct");
    expect(decidePlayback({ ...h264, ext: "M4V" })).toBe("direct");
    expect(decidePlayback({ ...h264, pixelFormat: "yuvj420p" })).toBe("direct");
  });

  it("plays VP9 and AV1 in WebM or MP4 directly", () => {
    expect(decidePlayback({ ext: "webm", videoCodec: "vp9", pixelFormat: "yuv420p", audioCodec: "opus" })).toBe("direct");
    expect(decidePlayback({ ext: "mp4", videoCodec: "av1", pixelFormat: "yuv420p", audioCodec: "aac" })).toBe("direct");
  });

  it("transcodes only the audio of H.264 with other audio or in another container", () => {
    expect(decidePlayback({ ...h264, ext: "mkv", audioCodec: "ac3" })).toBe("audio");
    expect(decidePlayback({ ...h264, audioCodec: "dts" })).toBe("audio");
    expect(decidePlayback({ ...h264, ext: "mov" })).toBe("audio");
    expect(decidePlayback({ ...h264, ext: "mkv" })).toBe("audio");
  });

  it("transcodes everything else fully", () => {
    expect(decidePlayback({ ...h264, videoCodec: "hevc" })).toBe("full");
    expect(decidePlayback({ ...h264, pixelFormat: "yuv420p10le" })).toBe("full");
    expect(decidePlayback({ ...h264, pixelFormat: "yuv422p" })).toBe("full");
    expect(decidePlayback({ ext: "avi", videoCodec: "mpeg4", pixelFormat: "yuv420p", audioCodec: "mp3" })).toBe("full");
    expect(decidePlayback({ ext: "mpg", videoCodec: "mpeg2video", pixelFormat: "yuv420p", audioCodec: "mp2" })).toBe("full");
    // VP9 outside WebM/MP4 cannot be copied into MPEG-TS segments.
    expect(decidePlayback({ ext: "mkv", videoCodec: "vp9", pixelFormat: "yuv420p", audioCodec: "opus" })).toBe("full");
  });
});

describe("isCopyableVideo and needsTranscode", () => {
  it("copies 8-bit 4:2:0 H.264 only", () => {
    expect(isCopyableVideo(h264)).toBe(true);
    expect(isCopyableVideo({ videoCodec: "hevc", pixelFormat: "yuv420p" })).toBe(false);
    expect(isCopyableVideo({ videoCodec: "h264", pixelFormat: null })).toBe(false);
  });

  it("treats an unknown (null) answer as direct, as before playback was recorded", () => {
    expect(needsTranscode(null)).toBe(false);
    expect(needsTranscode(undefined)).toBe(false);
    expect(needsTranscode("direct")).toBe(false);
    expect(needsTranscode("audio")).toBe(true);
    expect(needsTranscode("full")).toBe(true);
  });
});
