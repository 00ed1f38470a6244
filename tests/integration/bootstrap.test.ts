import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { bootstrap, DEMO_OWNER } from "@/lib/bootstrap";
import { loadConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { verifySecret } from "@/lib/accounts/keys";
import { DEMO_PHOTOS } from "@/lib/demo/catalog";
import { mediaIndexerIdle, mediaIndexerRunning, stopMediaIndexer } from "@/lib/media/indexer";
import { thumbnailKey, thumbnailPath } from "@/lib/thumbnails/paths";
import { POST as addMediaRootCall } from "@/app/api/ctx/add_media_root/route";
import { signedIn } from "../helpers/accounts";
import { call } from "../helpers/http";
import { nth } from "../helpers/checked";

// Start-up on the embedded default: migrate, demo library, demo owner; and a
// second start that reuses everything.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await stopMediaIndexer();
  await database.drop();
});

function mtimes(dir: string): Record<string, number> {
  const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return Object.fromEntries(
    entries
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [file, fs.statSync(file).mtimeMs];
      }),
  );
}

test("first start makes the demo owner and library; a second start changes nothing", async () => {
  const config = loadConfig({ ...process.env, DEMO: "true", MEDIA_ROOTS: "" });
  const first = await bootstrap(config);
  expect(first.demoOwner).toBe(true);
  expect(first.mediaRoots).toEqual([{ name: "Demo", path: path.join(database.dataDir, "demo-library") }]);

  const owner = await db().user.findUniqueOrThrow({ where: { name: DEMO_OWNER.name } });
  expect(owner.keyHash).not.toContain(DEMO_OWNER.key);
  expect(await verifySecret(owner.keyHash, DEMO_OWNER.key)).toBe(true);
  expect(await verifySecret(owner.keyHash, "9999")).toBe(false);
  const library = path.join(database.dataDir, "demo-library");
  const files = Object.keys(mtimes(library));
  expect(files.filter((f) => /\.(jpe?g|png|webp)$/i.test(f)).length).toBeGreaterThanOrEqual(40);
  expect(files.filter((f) => f.endsWith(".mp4")).length).toBeGreaterThanOrEqual(6);
  expect(await db().mediaRoot.findMany({ select: { name: true, path: true } })).toEqual([{ name: "Demo", path: library }]);

  const before = { files: mtimes(library), users: await db().user.findMany(), homes: await db().home.findMany() };
  const second = await bootstrap(config);
  expect(second.migrations).toEqual([]);
  expect(mtimes(library)).toEqual(before.files);
  expect(await db().user.findMany()).toEqual(before.users);
  expect(await db().home.findMany()).toEqual(before.homes);
  expect(await db().mediaRoot.count()).toBe(1);

  // The media indexer was started in the background, once, and indexes the library.
  expect(mediaIndexerRunning()).toBe(true);
  await mediaIndexerIdle();
  const root = await db().mediaRoot.findFirstOrThrow();
  expect(await db().scanState.findUniqueOrThrow({ where: { rootId: root.id } })).toMatchObject({ status: "succeeded", phase: "done" });
  expect(await db().mediaFile.count({ where: { rootId: root.id, type: "photo", metaState: "ready", thumbState: "ready" } })).toBe(DEMO_PHOTOS.length);
}, 120_000);

test("a next start with real MEDIA_ROOTS removes the demo root (rows and thumbnails); a root added in settings stays", async () => {
  const home = await db().home.findFirstOrThrow();
  const demo = await db().mediaRoot.findFirstOrThrow({ where: { name: "Demo" } });
  const demoRows = await db().mediaFile.findMany({
    where: { rootId: demo.id, type: { not: "folder" } },
    select: { rootId: true, relpath: true, size: true, mtime: true },
  });
  const demoThumbs = demoRows.map((row) => thumbnailPath(database.dataDir, thumbnailKey(row)));
  expect(demoThumbs.filter((file) => fs.existsSync(file)).length).toBeGreaterThanOrEqual(DEMO_PHOTOS.length);

  // The owner adds a folder on the settings page (the indexer restarts and scans it).
  const added = path.join(database.dataDir, "added");
  fs.mkdirSync(added);
  fs.copyFileSync(
    path.join(database.dataDir, "demo-library", nth(DEMO_PHOTOS, 0).relPath),
    path.join(added, `copy${path.extname(nth(DEMO_PHOTOS, 0).relPath)}`),
  );
  const owner = await signedIn("owner", home.id);
  expect((await call(addMediaRootCall, "/x", { cookie: owner.cookie, body: { name: "Added", path: added } })).status).toBe(200);

  // The next start: real roots are configured, so no demo library.
  const real = path.join(database.dataDir, "real");
  fs.mkdirSync(real);
  fs.copyFileSync(
    path.join(database.dataDir, "demo-library", nth(DEMO_PHOTOS, 1).relPath),
    path.join(real, `real${path.extname(nth(DEMO_PHOTOS, 1).relPath)}`),
  );
  const result = await bootstrap(loadConfig({ ...process.env, DEMO: "true", MEDIA_ROOTS: `Real=${real}` }));
  expect(result.mediaRoots).toEqual([{ name: "Real", path: real }]);
  expect(await db().mediaRoot.findMany({ orderBy: { createdAt: "asc" }, select: { name: true, path: true, source: true } })).toEqual([
    { name: "Added", path: added, source: "settings" },
    { name: "Real", path: real, source: "env" },
  ]);
  expect(await db().mediaFile.count({ where: { rootId: demo.id } })).toBe(0);
  expect(demoThumbs.filter((file) => fs.existsSync(file))).toEqual([]);
  // The demo library itself stays on disk; the indexer runs on and indexes both roots.
  expect(fs.existsSync(path.join(database.dataDir, "demo-library", nth(DEMO_PHOTOS, 0).relPath))).toBe(true);
  expect(mediaIndexerRunning()).toBe(true);
  await mediaIndexerIdle();
  expect(await db().mediaFile.count({ where: { type: "photo", metaState: "ready" } })).toBe(2);

  // And a start after that keeps the settings root.
  await bootstrap(loadConfig({ ...process.env, DEMO: "true", MEDIA_ROOTS: `Real=${real}` }));
  expect((await db().mediaRoot.findMany({ select: { name: true } })).map((root) => root.name).sort()).toEqual(["Added", "Real"]);
}, 120_000);

test("OWNER_NAME and OWNER_KEY create that owner with only a hash of the key, and a new key replaces it", async () => {
  const config = loadConfig({ ...process.env, DEMO: "false", OWNER_NAME: "alice", OWNER_KEY: "24680" });
  await bootstrap(config);
  const alice = await db().user.findUniqueOrThrow({ where: { name: "alice" } });
  expect(alice.keyHash).toMatch(/^\$argon2id\$/);
  expect(await verifySecret(alice.keyHash, "24680")).toBe(true);

  await bootstrap(loadConfig({ ...process.env, DEMO: "false", OWNER_NAME: "alice", OWNER_KEY: "13579" }));
  const changed = await db().user.findUniqueOrThrow({ where: { name: "alice" } });
  expect(await verifySecret(changed.keyHash, "13579")).toBe(true);
  expect(await verifySecret(changed.keyHash, "24680")).toBe(false);
  expect(await db().user.count({ where: { name: "alice" } })).toBe(1);
});
