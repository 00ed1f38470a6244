import { test, expect } from "@playwright/test";
import { signInDemoOwner } from "./helpers/session";

// The demo library through the real server: indexed in the background at
// start, browsed with the legacy calls, thumbnails and range streaming.

test("the demo library is indexed, browsed, thumbnailed and streamed", async ({ request }) => {
  expect((await request.get("/api_myfilex/dirfilesall/0")).status()).toBe(401);
  await signInDemoOwner(request);

  await expect
    .poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000 })
    .toBe("succeeded");

  const reply = await (await request.get("/api_myfilex/dirfilesall/0")).json();
  expect(reply.status).toBe(true);
  const page = JSON.parse(reply.data);
  expect(page.dir_info.dir_name_orig).toBe("Demo");
  const folders = page.dir_files.filter((f: { file_type: number }) => f.file_type === 1);
  expect(folders.map((f: { file_title: string }) => f.file_title)).toEqual(expect.arrayContaining(["Family", "Travel"]));

  // Walk into a folder with videos and stream one with a range request.
  const family = folders.find((f: { file_title: string }) => f.file_title === "Family");
  const summer = JSON.parse((await (await request.get(`/api_myfilex/dirfilesall/0/${family.en_file_relpath}`)).json()).data);
  const summerFolder = summer.dir_files.find((f: { file_type: number; file_title: string }) => f.file_type === 1 && f.file_title === "2023 Summer");
  const inside = JSON.parse((await (await request.get(`/api_myfilex/dirfilesall/0/${summerFolder.en_file_relpath}`)).json()).data);
  const video = inside.dir_files.find((f: { file_type: number }) => f.file_type === 3);
  const photo = inside.dir_files.find((f: { file_type: number }) => f.file_type === 2);
  expect(video && photo).toBeTruthy();

  const ranged = await request.get(video.file_name_url, { headers: { Range: "bytes=0-1023" } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["content-type"]).toBe("video/mp4");
  expect(ranged.headers()["content-range"]).toMatch(/^bytes 0-1023\/\d+$/);
  expect((await ranged.body()).length).toBe(1024);

  // The legacy reply carries base64 thumbnails; the app's pages ask for cacheable URLs.
  expect(photo.thumbnail).toMatch(/^data:image\/webp;base64,/);
  const withUrls = JSON.parse((await (await request.get(`/api_myfilex/dirfilesall/0/${summerFolder.en_file_relpath}?thumbs=url`)).json()).data);
  const photoUrl = withUrls.dir_files.find((f: { id: number }) => f.id === photo.id).thumbnail;
  expect(photoUrl).toMatch(new RegExp(`^/api/thumbs/${photo.id}\\?v=[0-9a-f]{12}$`));
  const thumb = await request.get(photoUrl);
  expect(thumb.status()).toBe(200);
  expect(thumb.headers()["content-type"]).toBe("image/webp");
  expect(thumb.headers()["cache-control"]).toContain("immutable");

  // A traversal attempt through the streaming root leaks nothing.
  const escape = await request.get(`/media_video_root/Demo/..%2f..%2f..%2fetc%2fpasswd`);
  expect(escape.status()).toBeGreaterThanOrEqual(400);
  expect(await escape.text()).not.toContain("root:");
});
