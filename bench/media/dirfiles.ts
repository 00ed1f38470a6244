// Benchmark: dirfilesall for a page of 60 in a folder of 10,000 files on the
// embedded PGlite (not a test).
//   npx tsx bench/media/dirfiles.ts [--files 10000] [--requests 1000]
//
// The folder is generated and indexed with the scanner (listing pass only),
// then the service function dirFilesAll (what the route handler calls after
// the session check and zod) is timed for page 0 and page 150, as the app's
// own pages ask for it (?thumbs=url: versioned thumbnail URLs, no file read):
//   - p50 and p95 over N requests at concurrency 1 and 32;
//   - page 150 / page 0 (paging by sortKey range, not OFFSET; target <= 1.5);
//   - target p95 < 15 ms at concurrency 1.
// Beside it, the legacy default (base64 data URLs) with every thumbnail of
// those pages already cached (the steady state after the indexer's thumbnail
// pass; a 320 px WebP of ~10 KB each): the cost of reading and encoding them,
// and the reply size of both forms.
// Reference measured in the same run: the bare SQL range query of the same
// page (the statement listFolderRange sends) straight through PGlite, without
// Prisma or the reply building.

import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile, numberOption } from "../stats";
import { closeDatabase, migratedDatabase } from "../databases";
import { runInScratchFolder } from "../common";
import { nth, valueAt } from "../../tests/helpers/checked";

const FILES = numberOption("files", 10_000);
const REQUESTS = numberOption("requests", 1_000);
const FAR_PAGE = 150;
const WARMUP = 50;

process.env.LOG_LEVEL = "silent";

/** Latencies (ms) of `count` calls with `concurrency` in flight. */
async function measure(count: number, concurrency: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const t = performance.now();
      await fn();
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

function makeFolder(root: string): void {
  const folder = path.join(root, "Camera Roll");
  fs.mkdirSync(folder, { recursive: true });
  const start = Date.UTC(2019, 0, 1, 8, 0, 0);
  const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, "").replace("T", "_").slice(0, 15);
  for (let i = 0; i < FILES; i++) {
    const t = start + i * 3_637_000;
    fs.writeFileSync(path.join(folder, i % 25 === 0 ? `VID_${stamp(t)}.mp4` : `IMG_${stamp(t)}.jpg`), "x");
  }
}

runInScratchFolder("dirfiles", async (work) => {
  const tree = path.join(work, "library");
  makeFolder(tree);
  const target = await migratedDatabase({ DATA_DIR: path.join(work, "data"), DATABASE_URL: undefined });
  if (target.kind !== "pglite") throw new Error("expected the embedded PGlite");
  const { getConfig } = await import("../../lib/config");
  const { db } = await import("../../lib/db");
  const { openPGlite } = await import("../../lib/db/adapter");
  const { scanRoot } = await import("../../lib/media/scanner");
  const { dirFilesAll, PAGE_SIZE } = await import("../../lib/media/browse");
  const { thumbnailKey, thumbnailPath } = await import("../../lib/thumbnails/paths");
  const sharp = (await import("sharp")).default;

  const home = await db().home.create({ data: { number: String(crypto.randomInt(1e9, 1e10)), name: "bench" } });
  const root = await db().mediaRoot.create({ data: { homeId: home.id, name: "Bench", path: tree } });
  const t = performance.now();
  const scan = await scanRoot(root.id, { metadata: false });
  console.log(`Indexed ${scan.written} entries (${FILES} files in one folder) in ${(performance.now() - t).toFixed(0)} ms; CPUs: ${os.availableParallelism()}`);

  const caller = { sessionId: "bench", role: "owner" as const, homeId: home.id, userId: null, guestId: null, name: "bench", isAdmin: false };
  const encoded = Buffer.from("Bench/Camera Roll").toString("base64url");
  type Form = "url" | "base64";
  const service =
    (page: number, form: Form = "url") =>
    async () => {
      const reply = await dirFilesAll(caller, page, encoded, form);
      // The route sends the reply as a JSON string: count that too.
      return JSON.stringify(reply);
    };
  // Sanity: full pages, the far page where it should be.
  const first = await dirFilesAll(caller, 0, encoded, "url");
  const far = await dirFilesAll(caller, FAR_PAGE, encoded, "url");
  if (first.dir_files.length !== PAGE_SIZE || far.dir_files.length !== PAGE_SIZE) throw new Error("pages are not full");
  if (first.page !== 1 || far.page !== FAR_PAGE + 1) throw new Error("wrong next pages");

  // Cached thumbnails for the two pages (the files themselves are one byte,
  // not images): a 4032 x 3024 photo-like scene with sensor-like noise made
  // into a thumbnail the way the app makes them.
  const { sceneSvg } = await import("../../lib/demo/art");
  const { PALETTES } = await import("../../lib/demo/catalog");
  const { THUMBNAIL_QUALITY, THUMBNAIL_SIZE } = await import("../../lib/thumbnails/paths");
  const [w, h] = [4032, 3024];
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 24 } } })
    .png()
    .toBuffer();
  const svg = sceneSvg({
    width: w,
    height: h,
    palette: nth(Object.values(PALETTES), 0),
    motif: "mountains",
    seed: 7,
    title: "Photo",
    subtitle: "hems dirfiles benchmark",
  });
  const photo = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const webp = await sharp(photo).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside" }).webp({ quality: THUMBNAIL_QUALITY }).toBuffer();
  const onPages = await db().mediaFile.findMany({ where: { id: { in: [...first.dir_files, ...far.dir_files].map((file) => file.id) } } });
  for (const row of onPages) {
    const file = thumbnailPath(getConfig().dataDir, thumbnailKey(row));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, webp);
  }
  const sizes = Object.fromEntries(
    await Promise.all((["url", "base64"] as const).map(async (form) => [form, (await service(0, form)())!.length] as const)),
  ) as Record<Form, number>;
  if (!(await dirFilesAll(caller, 0, encoded, "base64")).dir_files.every((file) => file.thumbnail.startsWith("data:image/webp;base64,"))) {
    throw new Error("base64 page without data URLs");
  }

  const pglite = openPGlite(target.dir);
  const sql = `SELECT json_agg(json_build_array(id, relpath, type, title, ext, size, ms, width, height, duration, taken, "sortKey", "thumbState") ORDER BY "sortKey")::text AS rows
    FROM (
      SELECT id, relpath, type, title, ext, size, (extract(epoch FROM mtime) * 1000)::bigint AS ms, width, height, duration,
        (extract(epoch FROM "takenAt") * 1000)::bigint AS taken, "sortKey", "thumbState"
      FROM "MediaFile" WHERE "rootId" = $1 AND parent = $2 AND "sortKey" >= $3 ORDER BY "sortKey" LIMIT $4
    ) AS page`;
  const bare = (page: number) => () => pglite.query(sql, [root.id, "Camera Roll", page * PAGE_SIZE, PAGE_SIZE + 1]);

  type Row = { label: string; p50: number; p95: number };
  const rows: Row[] = [];
  const run = async (label: string, concurrency: number, fn: () => Promise<unknown>) => {
    await measure(WARMUP, concurrency, fn);
    const times = await measure(REQUESTS, concurrency, fn);
    const row = { label: `${label}, concurrency ${concurrency}`.padEnd(58), p50: percentile(times, 50), p95: percentile(times, 95) };
    rows.push(row);
    return row;
  };

  const results: Record<string, Row> = {};
  for (const concurrency of [1, 32]) {
    for (const page of [0, FAR_PAGE]) {
      results[`bare ${page} ${concurrency}`] = await run(`bare SQL via PGlite, page ${page}`, concurrency, bare(page));
      results[`svc ${page} ${concurrency}`] = await run(`dirFilesAll ?thumbs=url, page ${page}`, concurrency, service(page));
      results[`b64 ${page} ${concurrency}`] = await run(`dirFilesAll base64 (cached), page ${page}`, concurrency, service(page, "base64"));
    }
  }

  console.log(`\ndirfilesall, page of ${PAGE_SIZE} in a folder of ${FILES.toLocaleString("en")} files, embedded PGlite, ${REQUESTS} requests each`);
  for (const row of rows) console.log(`  ${row.label}  p50 ${row.p50.toFixed(2).padStart(7)} ms  p95 ${row.p95.toFixed(2).padStart(7)} ms`);
  console.log("\nRatios");
  for (const concurrency of [1, 32]) {
    const svc0 = valueAt(results, `svc 0 ${concurrency}`);
    const svcFar = valueAt(results, `svc ${FAR_PAGE} ${concurrency}`);
    const bare0 = valueAt(results, `bare 0 ${concurrency}`);
    const bareFar = valueAt(results, `bare ${FAR_PAGE} ${concurrency}`);
    console.log(
      `  concurrency ${String(concurrency).padStart(2)}: page ${FAR_PAGE} / page 0 = ${(svcFar.p50 / svc0.p50).toFixed(2)} (p50), ${(svcFar.p95 / svc0.p95).toFixed(2)} (p95)  (target <= 1.5); ` +
        `bare SQL ${(bareFar.p50 / bare0.p50).toFixed(2)} (p50); dirFilesAll / bare SQL = ${(svc0.p50 / bare0.p50).toFixed(2)} (p50, page 0)`,
    );
  }
  for (const concurrency of [1, 32]) {
    const url = valueAt(results, `svc 0 ${concurrency}`);
    const b64 = valueAt(results, `b64 0 ${concurrency}`);
    console.log(
      `  concurrency ${String(concurrency).padStart(2)}: base64 / url = ${(b64.p50 / url.p50).toFixed(2)} (p50), ${(b64.p95 / url.p95).toFixed(2)} (p95), page 0`,
    );
  }
  console.log(
    `  reply size of page 0: url ${(sizes.url / 1024).toFixed(1)} KB, base64 ${(sizes.base64 / 1024).toFixed(1)} KB (thumbnails of ${(webp.length / 1024).toFixed(1)} KB)`,
  );
  const p95 = valueAt(results, "svc 0 1").p95;
  const p95Far = valueAt(results, `svc ${FAR_PAGE} 1`).p95;
  console.log(`  p95 at concurrency 1: page 0 ${p95.toFixed(2)} ms, page ${FAR_PAGE} ${p95Far.toFixed(2)} ms  (target < 15 ms)`);

  await closeDatabase(target);
});
