import fs from "node:fs";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { demoOwnerCookie, startBlankApp, startServers } from "./servers.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";

// First-load weight of two pages against the 150 KB target (issue 17 item 15):
// the tebe face's landing page, signed out, and a home-face folder page as
// the demo owner. Each page is opened in a fresh browser context (cold cache,
// no service worker) and every script it loads until the network is idle is
// counted gzipped (level 6, what a server or proxy sends; the app's own
// server may send it uncompressed). Beside it: which translation namespaces
// the HTML carries and how big they are, and whether a websocket was opened.
//
// The reference, measured the same way in the same run: the floor of any page
// of this stack, a blank app (one server-rendered page, no client component of
// its own) on the same Next.js and React, built here with `next build` and served
// by `next start`. What a page weighs above it is the app's own share. The
// signed-in pages are also set beside the floor of an app page: the blank app
// with the two client libraries every such page of hems uses (TanStack Query
// and next-intl's client provider), no more.
//
//   node scripts/build-if-stale.mjs && node bench/web/page-weight.mjs
// VERBOSE=1 lists every script; PAGE=landing|hems|folder measures one page. E2E_PORT (default 3510) picks the ports; HOME_URL / TEBE_URL use servers already running.

const TARGET_KB = 150;
const catalogue = JSON.parse(fs.readFileSync("messages/en.json", "utf8"));
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 6 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The length of the JSON object that starts at `start` (a `{`), skipping braces inside strings ("{count}" in a message). */
function objectLength(text, start) {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index - start + 1;
  }
  return text.length - start;
}

/**
 * The translations the document's HTML carries: the namespaces of
 * messages/en.json found as `"namespace":{` in the RSC payload (whole or a
 * part of one, as the server errors' keys are), and the bytes of all those
 * objects (a part sent twice, by the layout and by the page, counts twice; React
 * sends one object given to both once).
 */
function inlinedMessages(html) {
  // The RSC payload arrives as JS strings pushed to self.__next_f: decode them into its text.
  const text = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map(([, chunk]) => JSON.parse(chunk)).join("");
  const namespaces = [];
  let bytes = 0;
  for (const namespace of Object.keys(catalogue)) {
    const key = `"${namespace}":{`;
    for (let at = text.indexOf(key); at !== -1; at = text.indexOf(key, at + key.length)) {
      // Only an object whose first key is one of the namespace's (the shell's props hold a "settings" object too).
      const first = text.slice(at + key.length).match(/^"([^"]+)":/)?.[1];
      if (!first || !(first in catalogue[namespace])) continue;
      if (!namespaces.includes(namespace)) namespaces.push(namespace);
      bytes += key.length - 1 + objectLength(text, at + key.length - 1);
    }
  }
  return { namespaces, bytes };
}

async function measure(browser, { key, name, url, cookie, origin }) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  if (cookie) {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [cookieName, value] = pair.split(/=(.*)/s);
        return { name: cookieName, value, url: origin };
      }),
    );
  }
  const page = await context.newPage();
  const scripts = [];
  let sockets = 0;
  page.on("websocket", () => sockets++);
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response
        .body()
        .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSize(body), encoding: response.headers()["content-encoding"] ?? "none" }))
        .catch(() => null),
    );
  });
  const document = await page.goto(url, { waitUntil: "networkidle" });
  const html = await document.text();
  const loaded = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  const { namespaces, bytes: messagesBytes } = inlinedMessages(html);
  return {
    key,
    name,
    url: new URL(document.url()).pathname,
    scripts: loaded.length,
    jsRaw: loaded.reduce((sum, script) => sum + script.raw, 0),
    jsGzip: loaded.reduce((sum, script) => sum + script.gzip, 0),
    encodings: [...new Set(loaded.map((script) => script.encoding))].join(","),
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gzipSize(Buffer.from(html)),
    namespaces,
    messagesBytes,
    sockets,
    loaded: loaded.sort((a, b) => b.gzip - a.gzip),
  };
}

const blank = await startBlankApp(Number(process.env.E2E_PORT || 3510) + 2);
const blankWithLibraries = await startBlankApp(Number(process.env.E2E_PORT || 3510) + 3, { libraries: true });
const servers = await startServers();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const pages = [{ key: "landing", name: "tebe landing", url: `${servers.tebe}/` }];
  if (process.env.PAGE !== "landing") {
    const cookie = await demoOwnerCookie(servers.home);
    // A folder of the demo library: the first one /hems links to.
    const hems = await (await fetch(`${servers.home}/hems`, { headers: { cookie } })).text();
    const folder = hems.match(/href="(\/folder\/[^"]+)"/)?.[1];
    if (!folder) throw new Error("/hems links to no folder: is the demo library there?");
    pages.push(
      { key: "hems", name: "home /hems", url: `${servers.home}/hems`, cookie, origin: servers.home },
      { key: "folder", name: "home folder", url: `${servers.home}${folder}`, cookie, origin: servers.home },
    );
  }
  const floor = await measure(browser, { name: "blank Next.js app", url: blank.url });
  const appFloor = await measure(browser, { name: "blank app with TanStack Query and next-intl", url: blankWithLibraries.url });
  const rows = [];
  for (const page of pages) if (!process.env.PAGE || process.env.PAGE === page.key) rows.push(await measure(browser, page));
  console.log(`First-load JS, gzipped, against the ${TARGET_KB} KB target:`);
  console.log(
    `\nfloor: a blank app on the same Next.js and React: ${kb(floor.jsGzip)} KB gzipped JS in ${floor.scripts} scripts (${kb(TARGET_KB * 1024 - floor.jsGzip)} KB left under the target)`,
  );
  console.log(
    `floor of an app page: the blank app with TanStack Query and next-intl's client: ${kb(appFloor.jsGzip)} KB gzipped JS in ${appFloor.scripts} scripts (floor + ${kb(appFloor.jsGzip - floor.jsGzip)} KB)`,
  );
  for (const row of rows) {
    const verdict = row.jsGzip <= TARGET_KB * 1024 ? "within" : "OVER";
    console.log(
      `\n${row.name} (${row.url}): ${kb(row.jsGzip)} KB gzipped JS in ${row.scripts} scripts (${kb(row.jsRaw)} KB raw, served as ${row.encodings}): ${verdict} ${TARGET_KB} KB; floor + ${kb(row.jsGzip - floor.jsGzip)} KB (${(row.jsGzip / floor.jsGzip).toFixed(2)}x the floor)`,
    );
    if (row.key !== "landing") {
      console.log(`  app-page floor + ${kb(row.jsGzip - appFloor.jsGzip)} KB (${(row.jsGzip / appFloor.jsGzip).toFixed(2)}x the app-page floor)`);
    }
    console.log(`  HTML ${kb(row.htmlRaw)} KB raw, ${kb(row.htmlGzip)} KB gzipped; websockets opened: ${row.sockets}`);
    console.log(
      `  messages inlined: ${row.namespaces.length} of ${Object.keys(catalogue).length} namespaces, ${kb(row.messagesBytes)} KB of JSON: ${row.namespaces.join(", ")}`,
    );
    const listed = process.env.VERBOSE ? row.loaded : row.loaded.slice(0, 5);
    console.log(
      `  ${process.env.VERBOSE ? "scripts" : "largest scripts"}: ${listed.map((script) => `${script.url.split("/").pop()} ${kb(script.gzip)} KB`).join(", ")}`,
    );
  }
} finally {
  await browser.close();
  await servers.stop();
  await blank.stop();
  await blankWithLibraries.stop();
}
