// Benchmark: the media scanner against `find` on the same tree (not a test).
//   npx tsx bench/media/scan.ts [--files 20000] [--runs 5]
// Set BENCH_DATABASE_URL=postgresql://... to measure on a PostgreSQL server
// too (a scratch schema is made and dropped); the embedded PGlite always runs.
//
// Figures, each beside its reference measured in the same run (medians):
//   first scan, metadata only (pass 1: readdir + stat + rows): files/s vs
//   `find <root> -type f -printf '%s %T@\n'` (find with a stat per file);
//   target >= 0.3 of find's rate;
//   rescan of the unchanged tree: time vs that find; target <= 2x.
// And the database's own floor: the first scan's rows stored again with one
// INSERT ... SELECT inside the database (no walk, no client, no round trips),
// which no scan can beat; printed as the best rate the target could see.

import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onEachDatabase } from "../databases";
import { median, numberOption } from "../stats";

const FILES = numberOption("files", 20_000);
const RUNS = numberOption("runs", 5);
const BIG_FOLDER_FILES = Math.floor(FILES / 2);

process.env.LOG_LEVEL = "silent";

/** A tree like a family's photo library: one camera roll of half the files, the rest in dated album folders. */
function makeTree(root: string): number {
  const roll = path.join(root, "Camera Roll");
  fs.mkdirSync(roll, { recursive: true });
  const start = Date.UTC(2019, 0, 1, 8, 0, 0);
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, "").replace("T", "_").slice(0, 15);
  let made = 0;
  for (let i = 0; i < BIG_FOLDER_FILES; i++, made++) {
    const t = start + i * 3_637_000;
    const name = i % 25 === 0 ? `VID_${stamp(t)}.mp4` : `IMG_${stamp(t)}.jpg`;
    fs.writeFileSync(path.join(roll, name), "x".repeat(i % 64));
  }
  const places = ["Kyoto", "Lisbon", "Iceland", "Garden", "Birthday", "Beach", "Hangzhou 杭州", "School play", "Ski trip", "Grandma's 80th"];
  let album = 0;
  while (made < FILES) {
    const year = 2010 + (album % 15);
    const folder = path.join(root, "Albums", String(year), `${places[album % places.length]} ${Math.floor(album / places.length) + 1}`);
    fs.mkdirSync(folder, { recursive: true });
    for (let i = 1; i <= 100 && made < FILES; i++, made++) {
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

type Figures = { scanMs: number[]; rescanMs: number[]; findMs: number[]; findStatMs: number[]; floorMs: number[] };

const ROW_COLUMNS = `"rootId", relpath, parent, type, title, ext, size, mtime, "sortKey", "searchText", "metaState", "thumbState"`;

/**
 * How long the database itself takes to store a root's rows: they are copied
 * aside, deleted, and put back with one INSERT ... SELECT, the way the scanner
 * writes them (on PGlite without per-row foreign-key checks, as its COPY does).
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
    await db().$executeRawUnsafe(insert);
  }
  const ms = performance.now() - started;
  await db().$executeRawUnsafe(`DROP TABLE bench_rows`);
  return ms;
}

async function measure(label: string, env: Record<string, string | undefined>, tree: string, files: number): Promise<void> {
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  const { resetConfigForTests, getConfig } = await import("../../lib/config");
  resetConfigForTests();
  const { applyMigrations } = await import("../../lib/db/migrate");
  const { db, disconnectDb } = await import("../../lib/db");
  const { scanRoot } = await import("../../lib/media/scanner");
  const target = getConfig().database;
  await applyMigrations(target);
  const home = await db().home.create({ data: { number: String(crypto.randomInt(1e9, 1e10)), name: "bench" } });

  const figures: Figures = { scanMs: [], rescanMs: [], findMs: [], findStatMs: [], floorMs: [] };
  const find = () => timeCommand("find", [tree, "-type", "f", "-printf", "%s %T@\n"]);
  // The other reading of "find with stat": stat(1) run over find's list in batches.
  const findStat = () => timeCommand("find", [tree, "-type", "f", "-exec", "stat", "--format", "%s %Y", "{}", "+"]);
  await find(); // warm the page cache before the first figure
  for (let run = 0; run < RUNS; run++) {
    const root = await db().mediaRoot.create({ data: { homeId: home.id, name: `run ${run}`, path: tree } });
    const before = await find();
    if (before.lines !== files) throw new Error(`find saw ${before.lines} files, expected ${files}`);
    figures.findMs.push(before.ms);

    let started = performance.now();
    const first = await scanRoot(root.id, { metadata: false });
    figures.scanMs.push(performance.now() - started);
    if (first.written < files) throw new Error(`the scan wrote ${first.written} rows for ${files} files`);

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
  console.log(`\n${label}: ${files} files (${BIG_FOLDER_FILES} in one folder), median of ${RUNS} runs`);
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
    `  runs (ms): scan ${figures.scanMs.map((x) => x.toFixed(0)).join(", ")}; rescan ${figures.rescanMs.map((x) => x.toFixed(0)).join(", ")}; floor ${figures.floorMs.map((x) => x.toFixed(0)).join(", ")}; find ${figures.findMs.map((x) => x.toFixed(0)).join(", ")}`,
  );
  await disconnectDb(target);
  if (target.kind === "pglite") {
    const { closePGlite } = await import("../../lib/db/adapter");
    await closePGlite(target.dir);
  }
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "hems-bench-scan-"));
  try {
    const tree = path.join(work, "library");
    const made = makeTree(tree);
    console.log(`Generated ${made} files under ${tree}; CPUs: ${os.availableParallelism()}`);
    await onEachDatabase(work, (label, env) => measure(label, env, tree, made));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
