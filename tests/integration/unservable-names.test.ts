import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { syncMediaRoots } from "@/lib/media/roots";
import { scanRoot } from "@/lib/media/scanner";
import { GET as dirFilesAllCall } from "@/app/api/myfilex/dirfilesall/[[...params]]/route";
import { GET as lvGet } from "@/app/api/media/lv/[...path]/route";

// Found in the issue 3 acceptance check: a file or folder whose name the path
// rules refuse (lib/media/paths.ts: a control character, a backslash, an encoded
// "/", a ".." look-alike) was listed by the file browser, and then every call
// that serves it answered 400 'Invalid path.': a photo tile that never opens, a
// folder card that sends you to the site root. Listings show only what opens.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

const SERVED = ["good.jpg", "100% fun.jpg", "%2e%2e.jpg", "clip.mp4", "Album"];
const REFUSED = ["AC%2FDC.jpg", "back\\slash.jpg", "new\nline.jpg", "tab\there.mp4", "\uFF0E\uFF0E"];

let database: TestDatabase;
let owner: { homeId: string; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const dir = path.join(fs.mkdtempSync(path.join(database.dataDir, "names-")), "Names");
  fs.mkdirSync(path.join(dir, "Album"), { recursive: true });
  fs.mkdirSync(path.join(dir, "\uFF0E\uFF0E"));
  fs.writeFileSync(path.join(dir, "Album", "inside.jpg"), "x");
  fs.writeFileSync(path.join(dir, "\uFF0E\uFF0E", "inside.jpg"), "x");
  for (const name of [...SERVED, ...REFUSED]) if (!fs.existsSync(path.join(dir, name))) fs.writeFileSync(path.join(dir, name), "x");
  owner = await signedIn("owner");
  await syncMediaRoots(db(), owner.homeId, [{ name: "Names", path: dir }]);
}, 120_000);

afterAll(async () => {
  await database.drop();
});

test("the file browser lists only entries the file calls serve, and says in the log what it left out", async () => {
  const root = await db().mediaRoot.findFirstOrThrow({ where: { homeId: owner.homeId, name: "Names" } });
  const warn = jest.spyOn(log, "warn");
  try {
    await scanRoot(root.id, { metadata: false });
    const logged = warn.mock.calls.map(([fields]) => JSON.stringify(fields));
    for (const name of REFUSED) expect(logged.some((line) => line.includes(JSON.stringify(`${name}`).slice(1, -1)))).toBe(true);
  } finally {
    warn.mockRestore();
  }

  const segments = ["0", b64("Names")];
  const reply = await call(dirFilesAllCall, `/api_myfilex/dirfilesall/${segments.join("/")}`, { cookie: owner.cookie, params: { params: segments } });
  expect(reply.status).toBe(200);
  const listed = (JSON.parse(reply.json.data) as { dir_files: Array<{ file_type: number; file_name: string; en_file_relpath: string }> }).dir_files;
  expect(listed.map((item) => item.file_name).sort()).toEqual([...SERVED].sort());

  // Every photo and video listed streams; every folder listed opens.
  for (const item of listed) {
    if (item.file_type === 1) {
      const inside = ["0", item.en_file_relpath];
      const folder = await call(dirFilesAllCall, `/api_myfilex/dirfilesall/${inside.join("/")}`, { cookie: owner.cookie, params: { params: inside } });
      expect([item.file_name, folder.status]).toEqual([item.file_name, 200]);
    } else {
      const req = new Request(`http://localhost/media_lv_video_root/${item.en_file_relpath}`, { headers: { cookie: owner.cookie } });
      const bytes = await lvGet(req, { params: Promise.resolve({ path: [item.en_file_relpath] }) });
      expect([item.file_name, bytes.status]).toEqual([item.file_name, 200]);
      await bytes.arrayBuffer();
    }
  }

  // The rows stay in the index (a rename that makes them servable lists them at the next scan).
  const rows = await db().mediaFile.findMany({ where: { rootId: root.id, parent: "" } });
  for (const name of REFUSED) expect(rows.find((row) => row.relpath === name)?.sortKey).toBe(-1);

  // Said once: a rescan of the unchanged folders does not log them again. Only the scan's own
  // lines count: the first scan's thumbnail jobs run on in the background and may log meanwhile
  // (clip.mp4 is not a real video), which failed this test once in CI.
  const again = jest.spyOn(log, "warn");
  try {
    await scanRoot(root.id, { metadata: false });
    expect(again.mock.calls.filter(([, message]) => String(message).startsWith("media scan:"))).toEqual([]);
  } finally {
    again.mockRestore();
  }
});
