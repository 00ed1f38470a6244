// Benchmark: the folder a person opens gets its thumbnails first, while a big
// first scan is making everyone's (not a test).
//   npx tsx bench/media/thumbs-first.ts [--folders 30] [--photos 40] [--runs 3]
// Runs on embedded PGlite: what is measured is the thumbnail pool and the
// scan's thumbnail pass, not the database.
//
// A library of `folders` x `photos` 12 MP phone photos (8 distinct JPEGs,
// hard-linked, so each file still gets a thumbnail of its own). The folder
// opened is the last one of the thumbnail pass's walk (id order). Its first screen is 24
// thumbnails, asked 6 at a time as a browser does, through the same call the
// thumbnail route makes (lib/thumbnails/thumbnails.ts thumbnailFile).
//
// Figures, each beside its reference from the same run (medians of `runs`):
//   the first screen with the pool idle (the floor: these 24 thumbnails made
//   as fast as this machine makes them), and the same first screen opened
//   while the scan's thumbnail pass is running: target within 3 s;
//   the whole folder's thumbnails done after it was opened, against the time
//   the pass would have taken to reach the folder in its own order.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import sharp from "sharp";
import { median, numberOption } from "../stats";
import { closeDatabase, migratedDatabase } from "../databases";
import { runInScratchFolder } from "../common";

const FOLDERS = numberOption("folders", 30);
const PHOTOS = numberOption("photos", 40);
const RUNS = numberOption("runs", 3);
const FIRST_SCREEN = 24;
const BROWSER_CONNECTIONS = 6;
const DISTINCT = 8;

process.env.LOG_LEVEL = "silent";

async function makeLibrary(dir: string): Promise<void> {
  const sources = path.join(dir, ".sources");
  fs.mkdirSync(sources, { recursive: true });
  const noise = { type: "gaussian" as const, mean: 128, sigma: 28 };
  for (let i = 0; i < DISTINCT; i++) {
    const background = `#${((i * 0x2f4f7b) & 0xffffff).toString(16).padStart(6, "0")}`;
    await sharp({ create: { width: 4032, height: 3024, channels: 3, background, noise } })
      .jpeg({ quality: 85 })
      .toFile(path.join(sources, `${i}.jpg`));
  }
  for (let f = 0; f < FOLDERS; f++) {
    const folder = path.join(dir, "Albums", `Trip ${String(f + 1).padStart(2, "0")}`);
    fs.mkdirSync(folder, { recursive: true });
    for (let p = 0; p < PHOTOS; p++)
      fs.linkSync(path.join(sources, `${(f + p) % DISTINCT}.jpg`), path.join(folder, `IMG_${String(p + 1).padStart(4, "0")}.jpg`));
  }
}

runInScratchFolder("thumbs-first", async (work) => {
  const library = path.join(work, "library");
  await makeLibrary(library);
  const target = await migratedDatabase({ DATA_DIR: path.join(work, "data"), DATABASE_URL: undefined });
  const { getConfig } = await import("../../lib/config");
  const { db } = await import("../../lib/db");
  const { scanRoot } = await import("../../lib/media/scanner");
  const { folderServed, thumbnailFile, thumbnailJobsSettled, THUMBNAIL_WORKERS } = await import("../../lib/thumbnails/thumbnails");
  const { thumbnailKey, thumbnailPath } = await import("../../lib/thumbnails/paths");
  const home = await db().home.create({ data: { number: "5550001234", name: "bench" } });
  const root = await db().mediaRoot.create({ data: { homeId: home.id, name: "Photos", path: library } });
  await scanRoot(root.id);

  // The folder the pass reaches last: it walks the rows in id order.
  const { parent: opened } = await db().mediaFile.findFirstOrThrow({ where: { rootId: root.id, type: "photo" }, orderBy: { id: "desc" } });
  const folderRows = await db().mediaFile.findMany({ where: { rootId: root.id, parent: opened, type: "photo" }, orderBy: { sortKey: "asc" } });
  const firstScreen = folderRows.slice(0, FIRST_SCREEN);
  const browser = pLimit(BROWSER_CONNECTIONS);
  const openFolder = async () => {
    const started = performance.now();
    await Promise.all(firstScreen.map((row) => browser(() => thumbnailFile({ ...row, rootPath: library }))));
    return performance.now() - started;
  };
  // Back to no thumbnails, and the folder no longer asked for (the idle run asked for it).
  const forget = async () => {
    await thumbnailJobsSettled();
    folderServed(root.id, opened);
    await db().mediaFile.updateMany({ where: { rootId: root.id }, data: { thumbState: "pending" } });
    fs.rmSync(path.join(getConfig().dataDir, "thumbs"), { recursive: true, force: true });
  };
  const folderDone = (rows: typeof folderRows) => rows.every((row) => fs.existsSync(thumbnailPath(getConfig().dataDir, thumbnailKey(row))));

  const idle: number[] = [];
  const busy: number[] = [];
  const wholeFolder: number[] = [];
  const reachIn: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await forget();
    idle.push(await openFolder());
    await forget();
    // The scan's thumbnail pass runs; the folder is opened once it has made a first batch (its pace is known then).
    let madeByPass = 0;
    let passStarted = 0;
    const scan = scanRoot(root.id, {
      thumbnails: true,
      onProgress: (event) => {
        if (event.phase !== "thumbnails") return;
        passStarted ||= performance.now();
        madeByPass = event.seen;
      },
    });
    while (madeByPass < 50) await new Promise((resolve) => setTimeout(resolve, 20));
    const pace = madeByPass / (performance.now() - passStarted);
    const openedAt = performance.now();
    busy.push(await openFolder());
    while (!folderDone(folderRows)) await new Promise((resolve) => setTimeout(resolve, 20));
    wholeFolder.push(performance.now() - openedAt);
    // In its own order the pass reaches the last folder after every other photo.
    reachIn.push((FOLDERS * PHOTOS - madeByPass) / pace);
    await scan;
  }

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `CPUs: ${os.availableParallelism()}, thumbnail workers ${THUMBNAIL_WORKERS}; ${FOLDERS} folders x ${PHOTOS} photos of 12 MP; medians of ${RUNS} runs`,
  );
  console.log(`  first screen (${FIRST_SCREEN} thumbnails, ${BROWSER_CONNECTIONS} at a time), pool idle (floor): ${s(median(idle))}`);
  console.log(
    `  first screen opened during the scan's thumbnail pass:                 ${s(median(busy))}  (${(median(busy) / median(idle)).toFixed(2)}x the floor; target <= 3 s)`,
  );
  console.log(`  whole folder (${PHOTOS}) done after opening: ${s(median(wholeFolder))}; the pass in its own order would reach it in ${s(median(reachIn))}`);
  await closeDatabase(target);
});
