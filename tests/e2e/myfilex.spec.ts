import { test, expect } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";

// The remaining /api_myfilex calls through the real server: the root "//0"
// (Next answers the repeated slash with a 308 to /api_myfilex/0, which the
// rewrite serves), and the background music files behind getrandmusic.

test("root //0 answers page 0 of the browser's top; getrandmusic points at a playable track", async ({ request }) => {
  expect((await request.get("/api_myfilex//0")).status()).toBe(401);
  await signInDemoOwner(request);

  const root = await request.get("/api_myfilex//0");
  expect(root.status()).toBe(200);
  const reply = await root.json();
  expect(reply.status).toBe(true);
  const page = JSON.parse(reply.data);
  expect(page.dir_info.dir_name_orig).toBe("Demo");
  expect(reply.data).toBe((await (await request.get("/api_myfilex/dirfilesall/0")).json()).data);

  const music = await (await request.get("/api_myfilex/getrandmusic")).json();
  expect(music.data).toMatch(/^\/music\/track-\d\.m4a$/);
  for (const url of [music.data, "/music/intro.m4a"]) {
    const file = await request.get(url);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^audio\//);
    expect((await file.body()).length).toBeGreaterThan(10_000);
  }
});
