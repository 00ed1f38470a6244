import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect, gotoHydrated } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { TEST_VIDEOS, makeTestVideo } from "../helpers/videos";

// Each format Chromium cannot play as it is plays through the server's HLS
// transcode and hls.js (the video re-encoded, or only its sound), and a seek
// past the middle plays on from there. The spec adds its own media root with a
// 12 s file of each format made by ffmpeg (three 4 s segments), and removes it after.

const WORK = path.resolve("test-results/e2e-data/e2e-transcode");
const ROOT = "Transcode";
const TRANSCODED = TEST_VIDEOS.filter((video) => video.playback !== "direct");
const encode = (relpath: string) => Buffer.from(relpath, "utf8").toString("base64url");

async function rootScan(request: APIRequestContext) {
  const list = await (await request.get("/api_ctx/media_roots")).json();
  return list.data?.find((root: { name: string }) => root.name === ROOT) as { scan: { status: string } } | undefined;
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  if (await rootScan(request)) await request.post("/api_ctx/remove_media_root", { data: { name: ROOT } });
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  for (const video of TRANSCODED) makeTestVideo(WORK, video.name, 12);
  expect((await request.post("/api_ctx/add_media_root", { data: { name: ROOT, path: WORK } })).ok()).toBe(true);
  await expect.poll(async () => (await rootScan(request))?.scan.status, { timeout: 60_000 }).toBe("succeeded");
  await request.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInDemoOwner(request);
  await request.post("/api_ctx/remove_media_root", { data: { name: ROOT } });
  await request.dispose();
  fs.rmSync(WORK, { recursive: true, force: true });
});

for (const { name, playback } of TRANSCODED) {
  test(`${name} (${playback === "audio" ? "sound converted, video copied" : "video and sound converted"}) plays, and a seek past the middle plays on`, async ({
    page,
  }) => {
    await signInDemoOwner(page.request);
    await gotoHydrated(page, `/video/${encode(`${ROOT}/${name}`)}`);
    await expect(page.getByTestId("video-player")).toHaveAttribute("data-status", "playing", { timeout: 15_000 });
    const video = page.getByTestId("player-video");
    const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      void v.play();
    });
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.5);
    // hls.js feeds the element through MediaSource: a blob: source, not the file's URL.
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
    await expect(page.getByTestId("video-preparing")).toHaveCount(0);

    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = 9));
    await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(9.3);
    await expect(page.getByTestId("video-error")).toHaveCount(0);
  });
}

test("a channel plays a video that needs transcoding through hls.js", async ({ page }) => {
  await signInDemoOwner(page.request);
  const listing = await (await page.request.get(`/api_myfilex/dirfilesall/0/${encode(ROOT)}`)).json();
  const hevc = (JSON.parse(listing.data).dir_files as Array<{ id: number; file_name: string; en_file_relpath: string }>).find(
    (f) => f.file_name === "hevc.mp4",
  )!;
  const created = await (await page.request.get(`/api_chnl/newchannel/${encode("Transcoded clips")}`)).json();
  const fileName: string = created.data.file_name;
  expect(
    (await page.request.post("/api_chnl/addchannelvideo", { data: { file_name: fileName, video_relpath: `/lv/${hevc.id}/${hevc.en_file_relpath}` } })).ok(),
  ).toBe(true);
  try {
    await gotoHydrated(page, `/playchannel/${fileName.replace(/\.json$/, "")}`);
    const video = page.getByTestId("channel-video");
    await expect(video).toBeAttached({ timeout: 15_000 });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      void v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
    await expect(page.getByTestId("player-unavailable")).toHaveCount(0);
  } finally {
    await page.request.post("/api_chnl/deletechannel", { data: { file_name: fileName } });
  }
});
