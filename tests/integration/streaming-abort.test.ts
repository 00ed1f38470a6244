import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { GET as lvGet } from "@/app/api/media/lv/[...path]/route";
import { GET as videoGet } from "@/app/api/media/video/[...path]/route";
import { openDescriptorsOn, eventually } from "../helpers/descriptors";

// Found in the issue 3 acceptance check: a media request whose client had
// already gone (browsers cancel range requests on every seek) was answered by
// the route handlers with a 500 and an error log line ("Response body object
// should not be disturbed or locked"): the body stream was destroyed before
// Response() got it. Now nothing is logged and the descriptor is released.

let database: TestDatabase;
let dir: string;
let owner: { homeId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  dir = fs.mkdtempSync(path.join(database.dataDir, "abort-"));
  fs.writeFileSync(path.join(dir, "clip.mp4"), Buffer.alloc(256 * 1024, 7));
  owner = await signedIn("owner");
  await db().mediaRoot.create({ data: { homeId: owner.homeId, name: "Media", path: dir } });
});

afterAll(async () => {
  await database.drop();
});

test("a request whose client already went away is not a 500, logs no error and keeps no descriptor", async () => {
  const error = jest.spyOn(log, "error");
  try {
    const encoded = Buffer.from("Media/clip.mp4").toString("base64url");
    const cases = [
      { handler: lvGet, url: `/media_lv_video_root/${encoded}`, params: { path: [encoded] } },
      { handler: videoGet, url: "/media_video_root/Media/clip.mp4", params: { path: ["Media", "clip.mp4"] } },
    ];
    for (const { handler, url, params } of cases) {
      for (const range of [undefined, "bytes=1000-"]) {
        const gone = new AbortController();
        gone.abort();
        const headers: Record<string, string> = { cookie: owner.cookie, ...(range ? { range } : {}) };
        const reply = await handler(new Request(`http://localhost${url}`, { headers, signal: gone.signal }), { params: Promise.resolve(params) });
        expect([url, range, reply.status]).toEqual([url, range, range ? 206 : 200]);
      }
    }
    expect(error).not.toHaveBeenCalled();
    await eventually(() => openDescriptorsOn(path.join(dir, "clip.mp4")) === 0);
    expect(openDescriptorsOn(path.join(dir, "clip.mp4"))).toBe(0);
  } finally {
    error.mockRestore();
  }
});
