import { test, expect } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";

// The demo library through the real server: indexed in the background at
// start, browsed with the legacy calls, thumbnails and range streaming.

test("the demo library is indexed, browsed, thumbnailed and streamed", async ({ request }) => {
  expect((await request.get("/api_myfilex/dirfilesall/0")).status()).toBe(401);
  await signInDemoOwner(request);

  await expect.poll(async () => (await (await request.get("/api_myfilex/scanstatus")).json()).data?.[0]?.status, { timeout: 60_000 }).toBe("succeeded");

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

test("a path with a broken percent-escape gets the 400 envelope on every file-serving call, not a bare 500", async ({ request }) => {
  await signInDemoOwner(request);
  const urls = [
    "/media_video_root/Demo/%zz",
    "/media_video_root/%",
    "/media_video_root/Demo/%ED%A0%80",
    "/media_video_root/Demo/%C0%AE%C0%AE/etc/passwd",
    "/media_lv_video_root/%%%",
    "/api/media/video/Demo/%zz",
    "/api_myfilex/playerfile/%zz",
    "/api_myfilex/dirfilesall/0/%zz",
    "/hems_photo/1/%E0%A4%A",
  ];
  for (const url of urls) {
    const reply = await request.get(url);
    expect(reply.status(), url).toBe(400);
    expect(reply.headers()["content-type"], url).toContain("application/json");
    expect(await reply.json(), url).toEqual({ status: false, error: "Invalid path.", message: "Invalid path." });
  }
  // A broken escape in the query string alone is no reason to refuse the call.
  expect((await request.get("/api_myfilex/scanstatus?x=%zz")).status()).toBe(200);
  expect((await request.get("/healthz")).status()).toBe(200);
});
