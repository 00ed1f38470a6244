import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { serverEnv } from "../../scripts/server-env.mjs";
import { serverCommand } from "../../scripts/build-server.mjs";
import { productionEnv } from "../../scripts/e2e-setup.mjs";

// The two faces for the web benchmarks, as the browser tests start them
// (scripts/e2e-server.mjs: home face with the demo owner and library on
// E2E_PORT; scripts/e2e-tebe-server.mjs: tebe face on E2E_PORT+1), on the
// production build that `node scripts/build-if-stale.mjs` made; and the blank
// app that is the floor of this stack (startBlankApp).

async function waitUp(url, server, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited (${server.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer /healthz within ${timeoutMs / 1000} s`);
}

/** Starts both faces (or uses HOME_URL / TEBE_URL when given); `stop()` ends what it started. */
export async function startServers() {
  const port = Number(process.env.E2E_PORT || 3510);
  const started = [];
  const start = (args) => {
    const server = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, E2E_PORT: String(port) } });
    started.push(server);
    return server;
  };
  const home = process.env.HOME_URL || `http://127.0.0.1:${port}`;
  const tebe = process.env.TEBE_URL || `http://127.0.0.1:${port + 1}`;
  const waits = [];
  if (!process.env.HOME_URL) waits.push(waitUp(home, start(["scripts/e2e-server.mjs"])));
  if (!process.env.TEBE_URL) waits.push(waitUp(tebe, start(["--import", "tsx", "scripts/e2e-tebe-server.mjs"])));
  const stop = async () => {
    await Promise.all(
      started.map((server) => (server.exitCode !== null ? undefined : new Promise((resolve) => (server.once("exit", resolve), server.kill("SIGTERM"))))),
    );
  };
  try {
    await Promise.all(waits);
  } catch (error) {
    await stop();
    throw error;
  }
  return { home, tebe, stop };
}

/** The demo owner's session cookie on the home face (name "demo", key "1234", as the e2e server creates it). */
export async function demoOwnerCookie(home) {
  let cookie = "";
  for (const [path, body] of [
    ["/check_username", { username: "demo" }],
    ["/check_password", { key: "1234" }],
  ]) {
    const reply = await fetch(`${home}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", cookie },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${path} answered ${reply.status}`);
    const jar = new Map(cookie ? cookie.split("; ").map((pair) => pair.split(/=(.*)/s).slice(0, 2)) : []);
    for (const line of reply.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = pair.split(/=(.*)/s);
      jar.set(name, value);
    }
    cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  return cookie;
}

/**
 * The home server as `npm start` runs it (production build, scripts/server-env.mjs,
 * embedded PGlite) on `port` with its own data folder and `settings`; `stop()` ends it.
 */
export async function startHomeServer(port, dataDir, settings = {}) {
  const env = serverEnv(productionEnv(port, dataDir, { LOG_LEVEL: "warn", ...settings }));
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, serverCommand(), { stdio: ["ignore", "ignore", "inherit"], env });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => (server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => (server.once("exit", resolve), server.kill("SIGTERM"))));
  try {
    await waitUp(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: server.pid, stop };
}

/** Waits until no media root of the home is queued or being scanned (thumbnails included). */
export async function scansOver(url, cookie) {
  for (;;) {
    const reply = await fetch(`${url}/api_myfilex/scanstatus`, { headers: { cookie, "sec-fetch-site": "same-origin" } });
    const roots = (await reply.json()).data ?? [];
    if (roots.length && roots.every((root) => root.status !== "running" && root.status !== "queued")) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** A client component giving its children the two client libraries every app page of hems needs. */
const LIBRARY_PROVIDERS = `"use client";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useState } from "react";

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ page: { hello: "Hello" } }}>{children}</NextIntlClientProvider>
    </QueryClientProvider>
  );
}

export function Hello() {
  const t = useTranslations("page");
  const { data } = useQuery({ queryKey: ["hello"], queryFn: () => "world", initialData: "world" });
  return <main>{t("hello")} {data}</main>;
}
`;

/** A client component: a grid of linked cards, each a thumbnail and a title (what a folder page shows per file). */
const GRID_CARDS = `"use client";
type Card = { id: number; file_title: string; thumbnail: string; file_name_url: string; width: number; height: number };
export function Grid({ cards }: { cards: Card[] }) {
  return (
    <ul>
      {cards.map((card) => (
        <li key={card.id}>
          <a href={card.file_name_url}>
            <img src={card.thumbnail} alt={card.file_title} width={card.width} height={card.height} loading="lazy" />
            <span>{card.file_title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
`;

/**
 * "/grid", rendered for each request: the first page of a folder (60 photos with the fields of
 * lib/media/browse.ts's DirFile, made up, no database) given to the grid of cards, so the page
 * carries the same list in its HTML and in its RSC payload as hems' folder page.
 */
const GRID_PAGE = `import { connection } from "next/server";
import { Grid } from "./grid";
export default async function Page() {
  await connection();
  const cards = Array.from({ length: 60 }, (_, i) => {
    const name = "IMG_" + String(i + 1).padStart(5, "0");
    const relpath = "Library/Camera Roll/" + name + ".jpg";
    const encoded = Buffer.from(relpath).toString("base64url");
    return {
      id: i + 3, file_type: 2, file_title: name, file_name: name + ".jpg", file_ext: "jpg",
      thumbnail: "/api/thumbs/" + (i + 3) + "?v=7964fe423967", duration: null,
      media_name_relpath: relpath, relfile_name: relpath, en_file_relpath: encoded,
      file_name_url: "/media_lv_video_root/" + encoded, file_name_url_only: encodeURI(relpath), media_root: "Library",
      width: 64, height: 48, create_time: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), create_time_original: null,
    };
  });
  return <main><h1>Camera Roll</h1><Grid cards={cards} /></main>;
}
`;

/**
 * Builds and starts a blank app on the same Next.js and React, the floor of
 * this stack (in test-results/, inside the project, so it uses the project's
 * node_modules): "/" a static page, "/dynamic" one rendered for each request,
 * "/grid" a folder's first page of cards rendered for each request, "/healthz"
 * a JSON route. With `libraries`, its layout and page also use the client
 * libraries of hems' app pages (TanStack Query and next-intl's client
 * provider), the floor of such a page. Next still runs the project's
 * instrumentation (hems' start-up), so each app gets its own DATA_DIR and two
 * can run at once. `stop()` ends it.
 */
export async function startBlankApp(port, { libraries = false } = {}) {
  const dir = path.resolve(libraries ? "test-results/next-floor-libraries" : "test-results/next-floor");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "app"), { recursive: true });
  // Its own (empty) configuration: Next looks for one upwards and would find the project's.
  fs.writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  const wrap = libraries ? ['import { Providers } from "./providers";\n', "<Providers>{children}</Providers>"] : ["", "{children}"];
  fs.writeFileSync(
    path.join(dir, "app/layout.tsx"),
    `${wrap[0]}export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>${wrap[1]}</body></html>);\n}\n`,
  );
  if (libraries) fs.writeFileSync(path.join(dir, "app/providers.tsx"), LIBRARY_PROVIDERS);
  fs.writeFileSync(
    path.join(dir, "app/page.tsx"),
    libraries
      ? 'import { Hello } from "./providers";\n\nexport default function Page() {\n  return <Hello />;\n}\n'
      : "export default function Page() {\n  return <main>Hello</main>;\n}\n",
  );
  fs.mkdirSync(path.join(dir, "app/dynamic"));
  fs.writeFileSync(
    path.join(dir, "app/dynamic/page.tsx"),
    'import { connection } from "next/server";\n\nexport default async function Page() {\n  await connection();\n  return <main>Hello at {Date.now()}</main>;\n}\n',
  );
  fs.mkdirSync(path.join(dir, "app/grid"));
  fs.writeFileSync(path.join(dir, "app/grid/grid.tsx"), GRID_CARDS);
  fs.writeFileSync(path.join(dir, "app/grid/page.tsx"), GRID_PAGE);
  fs.mkdirSync(path.join(dir, "app/healthz"));
  fs.writeFileSync(
    path.join(dir, "app/healthz/route.ts"),
    'export const dynamic = "force-dynamic";\n\nexport function GET() {\n  return Response.json({ ok: true });\n}\n',
  );
  const next = path.resolve("node_modules/next/dist/bin/next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: path.join(dir, "data") };
  const built = spawnSync(process.execPath, [next, "build", dir], { env, stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("the blank app did not build");
  const server = spawn(process.execPath, [next, "start", dir, "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    // Exited: its port is taken, say (by a blank app another run left behind).
    if (server.exitCode !== null) throw new Error(`the blank app exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (tries > 120) throw new Error("the blank app did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () => (server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => (server.once("exit", resolve), server.kill("SIGTERM"))));
  return { url, stop };
}
