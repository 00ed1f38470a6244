import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { FfmpegError, ffmpegAvailable, ffmpegHasFilter, probe, runFfmpeg, summarizeProbe } from "./ffmpeg";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hems-ffmpeg-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("ffmpegAvailable", () => {
  it("finds the installed ffmpeg", async () => {
    await expect(ffmpegAvailable()).resolves.toBe(true);
  });

  it("reports a missing binary as unavailable instead of throwing", async () => {
    await expect(ffmpegAvailable({ ffmpegPath: "/nonexistent/ffmpeg" })).resolves.toBe(false);
  });
});

describe("runFfmpeg", () => {
  it("rejects with the tail of stderr when ffmpeg fails", async () => {
    const failure = runFfmpeg(["-i", path.join(dir, "missing.mp4"), "-f", "null", "-"], { timeoutMs: 10_000 });
    await expect(failure).rejects.toBeInstanceOf(FfmpegError);
    await expect(failure).rejects.toMatchObject({ stderrTail: expect.stringContaining("No such file") });
  });

  it("kills ffmpeg when it runs past the timeout", async () => {
    // An endless test source: only the timeout can end it.
    const endless = runFfmpeg(["-re", "-f", "lavfi", "-i", "testsrc2=s=64x64", "-f", "null", "-"], { timeoutMs: 300 });
    await expect(endless).rejects.toThrow(/timed out after 300 ms/);
  });

  it("rejects when the binary cannot be started", async () => {
    await expect(runFfmpeg(["-version"], { timeoutMs: 1000, ffmpegPath: "/nonexistent/ffmpeg" })).rejects.toThrow(/could not run/);
  });

  it("returns stdout, so frames can be piped out", async () => {
    const { stdout } = await runFfmpeg(["-f", "lavfi", "-i", "testsrc2=s=32x32", "-frames:v", "1", "-f", "image2pipe", "-c:v", "png", "-"], {
      timeoutMs: 10_000,
    });
    expect(stdout.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("knows which filters the build has", async () => {
    await expect(ffmpegHasFilter("testsrc2")).resolves.toBe(true);
    await expect(ffmpegHasFilter("no_such_filter")).resolves.toBe(false);
  });
});

describe("probe", () => {
  it("reads duration, size and codecs of an H.264/AAC clip", async () => {
    const clip = path.join(dir, "clip.mp4");
    await runFfmpeg(
      [
        "-f",
        "lavfi",
        "-i",
        "testsrc2=s=320x240:r=25",
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=440",
        "-t",
        "1",
        "-c:v",
        "libx264",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        clip,
      ],
      { timeoutMs: 30_000 },
    );
    const info = await probe(clip);
    expect(info).toMatchObject({ width: 320, height: 240, videoCodec: "h264", audioCodec: "aac", creationTime: null });
    expect(info.durationSeconds).toBeCloseTo(1, 0);
  });

  it("rejects for a file that is not media", async () => {
    const text = path.join(dir, "notes.txt");
    await writeFile(text, "not a video");
    await expect(probe(text)).rejects.toBeInstanceOf(FfmpegError);
  });
});

describe("summarizeProbe", () => {
  it("reports display size for a phone video stored sideways", () => {
    const info = summarizeProbe({
      format: { duration: "12.5" },
      streams: [
        { codec_type: "video", codec_name: "h264", pix_fmt: "yuv420p", width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] },
        { codec_type: "audio", codec_name: "aac" },
      ],
    });
    expect(info).toEqual({
      durationSeconds: 12.5,
      width: 1080,
      height: 1920,
      videoCodec: "h264",
      pixelFormat: "yuv420p",
      audioCodec: "aac",
      creationTime: null,
    });
  });

  it("reads the recording date from the container, ignoring placeholder dates", () => {
    const dated = summarizeProbe({ format: { tags: { creation_time: "2023-07-20T18:30:00.000000Z" } }, streams: [] });
    expect(dated.creationTime).toEqual(new Date("2023-07-20T18:30:00Z"));
    const epoch = summarizeProbe({ format: { tags: { creation_time: "1970-01-01T00:00:00.000000Z" } }, streams: [] });
    expect(epoch.creationTime).toBeNull();
  });

  it("ignores cover art and tolerates missing fields", () => {
    const info = summarizeProbe({
      format: {},
      streams: [
        { codec_type: "audio", codec_name: "mp3", duration: "180.2" },
        { codec_type: "video", codec_name: "mjpeg", width: 600, height: 600, disposition: { attached_pic: 1 } },
      ],
    });
    expect(info).toEqual({ durationSeconds: 180.2, width: null, height: null, videoCodec: null, pixelFormat: null, audioCodec: "mp3", creationTime: null });
  });
});
