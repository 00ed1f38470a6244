// Benchmark: the media scanner against `find` on the same tree (not a test).
//   npx tsx bench/media/scan.ts [--files 20000] [--server-files N] [--runs 5]
// Set BENCH_DATABASE_URL=postgresql://... to measure on a PostgreSQL server
// too (a scratch schema is made and dropped); the embedded PGlite always runs.
// --server-files sizes the server's tree (default: --files); the big
// libraries: --files 200000 --server-files 1000000 --runs 1. Run it with
// `node --expose-gc --import tsx` so the idle memory is read after a GC.
//
// Figures, each beside its reference measured in the same run (medians):
//   first scan, metadata only (pass 1: readdir + stat + rows): files/s vs
//   `find <root> -type f -printf '%s %T@\n'` (find with a stat per file);
//   target >= 0.3 of find's rate;
//   rescan of the unchanged tree: time vs that find; target <= 2x;
//   the process's RSS while the first scan runs, against its idle figure
//   just before (target: at most 200 MB more);
//   dirfilesall (page 0 and a far page of the 10,000-file folder, what the
//   route calls after its checks) p95 over 60 calls; target < 15 ms.
// And the database's own floor: the first scan's rows stored again with one
// INSERT ... SELECT inside the database (no walk, no client, no round trips),
// which no scan can beat; printed as the best rate the target could see.

import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, migratedDatabase, onEachDatabase } from "../databases";
import { runInScratchFolder } from "../common";
import { median, numberOption, percentile } from "../stats";

const FILES = numberOption("files", 20_000);
const SERVER_FILES = numberOption("server-files", FILES);
const RUNS = numberOption("runs", 5);
/** The camera roll: one folder of 10,000 files (half the tree when it is smaller). */
const bigFolderFiles = (files: number) => Math.min(10_000, Math.floor(files / 2));

process.env.LOG_LEVEL = "silent";

/** A tree like a family's photo library: one camera roll of half the files, the rest in dated album folders. */
function makeTree(root: string, files: number): number {
  const roll = path.join(root, "Camera Roll");
  fs.mkdirSync(roll, { recursive: true });
  const start = Date.UTC(2019, 0, 1, 8, 0, 0);
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, "").replace("T", "_").slice(0, 15);
  let made = 0;
  for (let i = 0; i < bigFolderFiles(files); i++, made++) {
    const t = start + i * 3_637_000;
    const name = i % 25 === 0 ? `VID_${stamp(t)}.mp4` : `IMG_${stamp(t)}.jpg`;
    fs.writeFileSync(path.join(roll, name), "x".repeat(i % 64));
  }
  const places = ["Kyoto", "Lisbon", "Iceland", "Garden", "Birthday", "Beach", "Hangzhou 杭州", "School play", "Ski trip", "Grandma's 80th"];
  let album = 0;
  while (made < files) {
    const year = 2010 + (album % 15);
    const folder = path.join(root, "Albums", String(year), `${places[album % places.length]} ${Math.floor(album / places.length) + 1}`);
    fs.mkdirSync(folder, { recursive: true });
    for (let i = 1; i <= 100 && made < files; i++, made++) {
      const name = i % 20 === 0 ? `Clip ${i}.mov` : `DSC_${String(album * 100 + i).padStart(5, "0")}.JPG`;
      fs.writeFileSync(path.join(folder, name), "y".repeat(i % 32));
    }
    album++;
  }
  return made;
}

/** Wall time of a command with its output read (so its writes are not blocked), in ms. */
function timeCommand(command: string, commandArgs: string[]): Promise<{ ms: number; lines: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "inherit"] });
    let lines = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) lines++;
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve({ ms: performance.now() - started, lines }) : reject(new Error(`${command} exited ${code}`))));
  });
}

type Figures = { scanMs: number[]; rescanMs: number[]; findMs: number[]; findStatMs: number[]; floorMs: number[]; rssGrowthMb: number[] };

/** The process's RSS in MB, after a full GC when node runs with --expose-gc. */
function settledRssMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().rss / 2 ** 20;
}

/** Runs `work` while reading the RSS every 50 ms; answers the work's result and the highest reading. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

const ROW_COLUMNS = `"rootId", relpath, parent, type, title, ext, size, mtime, "sortKey", "searchText", "metaState", "thumbState"`;

/**
 * How long the database itself takes to store a root's rows: they are copied
 * aside, deleted, and put back with one INSERT ... SELECT, the way the scanner
 * writes them (without per-row foreign-key checks, as its COPY does where the
 * role may skip them: on PGlite, and here on a server as its superuser).
 */
async function storeFloorMs(rootId: string): Promise<number> {
  const { db, embeddedDb } = await import("../../lib/db");
  await db().$executeRawUnsafe(`CREATE TABLE bench_rows AS SELECT ${ROW_COLUMNS} FROM "MediaFile" WHERE "rootId" = $1 AND relpath <> ''`, rootId);
  await db().$executeRawUnsafe(`DELETE FROM "MediaFile" WHERE "rootId" = $1 AND relpath <> ''`, rootId);
  const insert = `INSERT INTO "MediaFile" (${ROW_COLUMNS}) SELECT ${ROW_COLUMNS} FROM bench_rows`;
  const embedded = embeddedDb();
  const started = performance.now();
  if (embedded) {
    await embedded.transaction(async (tx) => {
      await tx.exec(`SET LOCAL session_replication_role = replica`);
      await tx.exec(insert);
    });
  } else {
    await db().$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL session_replication_role = replica`);
        await tx.$executeRawUnsafe(insert);
      },
      { timeout: 3_600_000 },
    );
  }
  const ms = performance.now() - started;
  await db().$executeRawUnsafe(`DROP TABLE bench_rows`);
  return ms;
}

/** dirfilesall of the camera roll's first page and a far one (the route's service call, URL thumbnails): p50/p95 of 60 calls each. */
async function dirFilesLatencies(
  dirFilesAll: typeof import("../../lib/media/browse").dirFilesAll,
  homeId: string,
  rootName: string,
  folderFiles: number,
): Promise<{ page: number; p50: number; p95: number }[]> {
  const caller = { sessionId: "bench", role: "owner" as const, homeId, userId: null, guestId: null, name: "bench", isAdmin: false };
  const folder = Buffer.from(`${rootName}/Camera Roll`).toString("base64url");
  const figures = [];
  for (const page of [0, Math.floor(folderFiles / 60) - 1]) {
    const times: number[] = [];
    for (let i = 0; i < 70; i++) {
      const started = performance.now();
      const reply = await dirFilesAll(caller, page, folder, "url");
      if (i >= 10) times.push(performance.now() - started); // the first 10 warm up
      if (reply.dir_files.length === 0) throw new Error(`dirfilesall page ${page} is empty`);
    }
    figures.push({ page, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return figures;
}

async function measure(label: string, env: Record<string, string | undefined>, tree: string, files: number): Promise<void> {
  const target = await migratedDatabase(env);
  const { db } = await import("../../lib/db");
  const { scanRoot } = await import("../../lib/media/scanner");
  const home = await db().home.create({ data: { number: String(crypto.randomInt(1e9, 1e10)), name: "bench" } });

  const { dirFilesAll } = await import("../../lib/media/browse");
  const figures: Figures = { scanMs: [], rescanMs: [], findMs: [], findStatMs: [], floorMs: [], rssGrowthMb: [] };
  let dirfiles: { page: number; p50: number; p95: number }[] = [];
  const find = () => timeCommand("find", [tree, "-type", "f", "-printf", "%s %T@\n"]);
  // The other reading of "find with stat": stat(1) run over find's list in batches.
  const findStat = () => timeCommand("find", [tree, "-type", "f", "-exec", "stat", "--format", "%s %Y", "{}", "+"]);
  await find(); // warm the page cache before the first figure
  for (let run = 0; run < RUNS; run++) {
    const root = await db().mediaRoot.create({ data: { homeId: home.id, name: `run ${run}`, path: tree } });
    const before = await find();
    if (before.lines !== files) throw new Error(`find saw ${before.lines} files, expected ${files}`);
    figures.findMs.push(before.ms);

    const idleMb = settledRssMb();
    let started = performance.now();
    const { result: first, peakMb } = await withPeakRss(() => scanRoot(root.id, { metadata: false }));
    figures.scanMs.push(performance.now() - started);
    figures.rssGrowthMb.push(peakMb - idleMb);
    if (first.written < files) throw new Error(`the scan wrote ${first.written} rows for ${files} files`);
    if (run === 0) dirfiles = await dirFilesLatencies(dirFilesAll, home.id, root.name, bigFolderFiles(files));

    figures.findMs.push((await find()).ms);
    started = performance.now();
    const again = await scanRoot(root.id, { metadata: false });
    figures.rescanMs.push(performance.now() - started);
    if (again.written !== 0) throw new Error(`the rescan of an unchanged tree wrote ${again.written} rows`);
    figures.findMs.push((await find()).ms);
    figures.findStatMs.push((await findStat()).ms);
    figures.floorMs.push(await storeFloorMs(root.id));
    // Each run starts from an empty index.
    await db().mediaRoot.delete({ where: { id: root.id } });
  }
  await db().home.delete({ where: { id: home.id } });

  const findMs = median(figures.findMs);
  const scanMs = median(figures.scanMs);
  const rescanMs = median(figures.rescanMs);
  const findRate = files / (findMs / 1000);
  const scanRate = files / (scanMs / 1000);
  console.log(`\n${label}: ${files} files (${bigFolderFiles(files)} in one folder), median of ${RUNS} runs`);
  console.log(`  find -printf '%s %T@'    ${findMs.toFixed(1).padStart(8)} ms  ${Math.round(findRate).toLocaleString("en").padStart(10)} files/s  (reference)`);
  const findStatMs = median(figures.findStatMs);
  console.log(
    `  find -exec stat {} +     ${findStatMs.toFixed(1).padStart(8)} ms  ${Math.round(files / (findStatMs / 1000))
      .toLocaleString("en")
      .padStart(10)} files/s  (second reference)`,
  );
  console.log(
    `  first scan (stat pass)   ${scanMs.toFixed(1).padStart(8)} ms  ${Math.round(scanRate).toLocaleString("en").padStart(10)} files/s  = ${(scanRate / findRate).toFixed(3)} x find's rate  (target >= 0.3)`,
  );
  console.log(`  rescan, unchanged        ${rescanMs.toFixed(1).padStart(8)} ms  = ${(rescanMs / findMs).toFixed(2)} x find's time  (target <= 2)`);
  const floorMs = median(figures.floorMs);
  const floorRate = files / (floorMs / 1000);
  console.log(
    `  database floor (storing the rows, no walk) ${floorMs.toFixed(1).padStart(8)} ms  ${Math.round(floorRate).toLocaleString("en").padStart(10)} files/s  = ${(floorRate / findRate).toFixed(3)} x find's rate: the best a scan could reach; the first scan takes ${(scanMs / floorMs).toFixed(2)} x the floor's time`,
  );
  console.log(
    `  against find -exec stat: first scan ${(scanRate / (files / (findStatMs / 1000))).toFixed(3)} x its rate, rescan ${(rescanMs / findStatMs).toFixed(2)} x its time`,
  );
  console.log(
    `  RSS while the first scan runs: ${median(figures.rssGrowthMb).toFixed(0)} MB over the idle figure before it (target <= 200; runs: ${figures.rssGrowthMb.map((x) => x.toFixed(0)).join(", ")})`,
  );
  for (const { page, p50, p95 } of dirfiles)
    console.log(
      `  dirfilesall, page ${page} of the ${bigFolderFiles(files)}-file folder: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 < 15)`,
    );
  console.log(
    `  runs (ms): scan ${figures.scanMs.map((x) => x.toFixed(0)).join(", ")}; rescan ${figures.rescanMs.map((x) => x.toFixed(0)).join(", ")}; floor ${figures.floorMs.map((x) => x.toFixed(0)).join(", ")}; find ${figures.findMs.map((x) => x.toFixed(0)).join(", ")}`,
  );
  await closeDatabase(target);
}

runInScratchFolder("scan", async (work) => {
  const trees = new Map<number, string>();
  /** The tree of `files` files, made once per size; a tree of another size is removed first (disk). */
  const treeOf = (files: number) => {
    let tree = trees.get(files);
    if (!tree) {
      for (const other of trees.values()) fs.rmSync(other, { recursive: true, force: true });
      trees.clear();
      tree = path.join(work, `library-${files}`);
      const started = performance.now();
      makeTree(tree, files);
      console.log(`Generated ${files} files under ${tree} in ${((performance.now() - started) / 1000).toFixed(0)} s; CPUs: ${os.availableParallelism()}`);
      trees.set(files, tree);
    }
    return tree;
  };
  await onEachDatabase(work, (label, env) => {
    const files = env.DATABASE_URL ? SERVER_FILES : FILES;
    return measure(label, env, treeOf(files), files);
  });
});
