import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { test, expect, gotoHydrated, reloadHydrated, screenshot } from "./helpers/test";
import { googleUser, registerWithGoogle } from "./helpers/google";
import { expectNoAxeViolations } from "./helpers/axe";
import { makeTestVideo } from "../helpers/videos";

// The home agent end to end (issue 21): on the tebe face, a new owner makes an
// agent token in /tbsettings, a home-face server started here as a child
// process (its own data folder, embedded database and media folder) connects
// out to the e2e tebe server with it, and /hems browses that home: online, the
// folder, a video that plays and seeks through the relay, a photo with
// previous / next; what a browser cannot play as it is (a HEIC photo, an HEVC
// video) shows as the home's JPEG rendition and plays as its HLS transcode.
// The home server stopped, /hems says since when the home is
// offline; started again, the open page shows it by itself; revoking the
// token in settings disconnects it at once. Runs in the tebe project
// (playwright.config.ts), against the tebe server.

const OWNER = googleUser({ sub: "210000000000000000001", email: "agnes.home-agent@example.com", name: "Agnes" });
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LOCALES = ["en", "zh"] as const;
const VIDEO_SECONDS = 8;
const AGENT_NAME = "Living-room server";

let tmp: string;
let home: ChildProcess | null = null;
let homeOutput = "";

test.beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hems-e2e-agent-"));
  const family = path.join(tmp, "Media", "Family");
  fs.mkdirSync(family, { recursive: true });
  makeTestVideo(family, "h264.mp4", VIDEO_SECONDS, "Garden party.mp4");
  // Phone: an HEVC video (transcoded at home, played as HLS) and a HEIC photo (AV1 inside: the sharp on npm writes it).
  const phone = path.join(tmp, "Media", "Phone");
  fs.mkdirSync(phone, { recursive: true });
  makeTestVideo(phone, "hevc.mp4", VIDEO_SECONDS, "Holiday.mp4");
  // Phone/Burst: a folder's first page of folders (60, the page size), and an HEVC video on its second page.
  const burst = path.join(phone, "Burst");
  for (let shot = 1; shot <= 60; shot++) fs.mkdirSync(path.join(burst, `Shot ${String(shot).padStart(2, "0")}`), { recursive: true });
  makeTestVideo(burst, "hevc.mp4", VIDEO_SECONDS, "Late.mp4");
  await sharp({ create: { width: 800, height: 600, channels: 3, background: "#b83a7a" } })
    .heif({ compression: "av1", effort: 0 })
    .toFile(path.join(phone, "IMG_0001.heic"));
  // Family: a video, two photos and a subfolder; Archive holds only a folder (its card shows a cover from further down).
  for (const [file, background] of [
    ["Family/Beach.jpg", "#2a7ab8"],
    ["Family/Sunset.jpg", "#e07a1f"],
    ["Family/2024/Party.jpg", "#3aa657"],
    ["Archive/Old/Old photo.jpg", "#8a8f98"],
  ] as const) {
    const target = path.join(tmp, "Media", file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .jpeg()
      .toFile(target);
  }
});

test.afterAll(async () => {
  await stopHome();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** A home-face server whose agent connects to this tebe server with `token`; resolves once its start-up is done (its first scan then runs). */
function startHome(upstream: string, token: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: "",
    DEPLOY_TYPE: "home",
    APP_ENV: "local",
    DATA_DIR: fs.mkdtempSync(path.join(tmp, "home-data-")),
    MEDIA_ROOTS: `Media=${path.join(tmp, "Media")}`,
    DEMO: "false",
    AGENT_UPSTREAM_URL: upstream,
    AGENT_TOKEN: token,
    LOG_LEVEL: "silent",
  };
  // Its own embedded database, as a household's server has.
  delete env.DATABASE_URL;
  const child = fork(path.resolve("tests/helpers/home-agent.ts"), {
    execArgv: ["--conditions=react-server", "--import", "tsx"],
    env,
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  home = child;
  homeOutput = "";
  const keep = (chunk: Buffer) => (homeOutput = (homeOutput + chunk.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the home server exited with ${code}:\n${homeOutput}`)));
    child.on("message", (message) => {
      if ((message as { started?: boolean }).started) resolve();
    });
  });
}

async function stopHome(): Promise<void> {
  const child = home;
  home = null;
  if (!child || child.exitCode !== null) return;
  child.removeAllListeners("exit");
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function setLocale(context: BrowserContext, locale: "en" | "zh", baseURL: string) {
  await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL }]);
}

/** Scrolls `section` to the top of the window, below the menu bar, for a screenshot of it. */
async function scrollToTop(section: Locator) {
  await section.evaluate((element) => {
    element.scrollIntoView({ block: "start" });
    window.scrollBy(0, -72);
  });
}

type RelayedEntry = { id: number; file_name: string; en_file_relpath: string; hls_url?: string };

/** One page of a home folder through the relay (none while the home cannot list it yet). */
async function relayedPage(page: Page, homeNumber: string, relpath: string, pageNumber: number): Promise<RelayedEntry[]> {
  const reply = await page.request.get(`/api_hems_f2f/browse/${homeNumber}/subdirs?relpath=${encodeURIComponent(relpath)}&page=${pageNumber}`);
  return reply.ok() ? (await reply.json()).data.dir_files : [];
}

const tokenRow = (page: Page, name: string) => page.locator(`[data-testid="agent-token"][data-name="${name}"]`);

/** Creates a token named `name` with the settings form; answers the token the page shows this once. */
async function createToken(page: Page, name: string): Promise<string> {
  const section = page.getByTestId("tbsettings-agent");
  await section.getByTestId("agent-token-name").fill(name);
  await section.getByTestId("agent-token-create").click();
  const panel = section.getByTestId("agent-new-token");
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  const token = await panel.getByTestId("agent-new-token-value").inputValue();
  expect(token).toMatch(/^[\w-]{43}$/);
  await expect(tokenRow(page, name)).toBeVisible();
  return token;
}

test("a home server connected with a token from settings is browsed and played on the hosted face, until the token is revoked", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const homeNumber = await registerWithGoogle(page, OWNER, "Agnes Home");

  // ---- Before any home server: /hems says how to connect one, no endless wait.
  await gotoHydrated(page, "/hems");
  const browse = page.getByTestId("home-browse");
  await expect(browse).toHaveAttribute("data-state", "not-connected");
  await expect(page.getByTestId("hems-offline")).toContainText("No home server connected");
  await expect(page.getByTestId("hems-connect-link")).toHaveAttribute("href", "/tbsettings");
  await screenshot(page, "hems-not-connected-en-1280.png");

  // ---- Settings: the section, its empty list, a token made with the form and shown once with the two lines.
  await page.getByTestId("hems-connect-link").click();
  await expect(page).toHaveURL(/\/tbsettings$/);
  const section = page.getByTestId("tbsettings-agent");
  await expect(section.getByRole("heading", { name: "Home agent" })).toBeVisible();
  await expect(section.getByTestId("agent-tokens-empty")).toBeVisible();
  await section.getByTestId("agent-token-create").click();
  await expect(section.getByTestId("agent-token-error")).toHaveText("Give the agent a name of 1 to 40 characters.");
  const token = await createToken(page, AGENT_NAME);
  const panel = section.getByTestId("agent-new-token");
  await expect(panel.getByTestId("agent-new-token-env")).toHaveValue(`AGENT_UPSTREAM_URL=${origin}\nAGENT_TOKEN=${token}`);
  await expect(panel).toContainText("shown only this once");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await panel.getByTestId("agent-new-token-env-copy").click();
  await expect(panel).toContainText("Copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`AGENT_UPSTREAM_URL=${origin}\nAGENT_TOKEN=${token}`);
  await expect(tokenRow(page, AGENT_NAME)).toContainText("Never connected");
  await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
  // Done hides it for good: a reload shows the list only, never the token again.
  await panel.getByTestId("agent-new-token-hide").click();
  await expect(panel).toHaveCount(0);
  await reloadHydrated(page);
  await expect(tokenRow(page, AGENT_NAME)).toBeVisible();
  expect(await page.content()).not.toContain(token);

  // ---- The home server connects out with it; /hems follows by itself (it asks again every few seconds).
  await gotoHydrated(page, "/hems");
  await startHome(origin, token);
  await expect(browse).toHaveAttribute("data-state", "online", { timeout: 30_000 });
  await expect(page.getByTestId("hems-online")).toBeVisible();
  // The home's first scan runs in the background: wait for the folder through the relay, then show it.
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api_hems_f2f/browse/${homeNumber}/subdirs?relpath=${encodeURIComponent("Media/Family")}`);
        return reply.ok() ? ((await reply.json()).data.dir_files as unknown[]).length : reply.status();
      },
      { timeout: 60_000, message: "the home's scan lists Media/Family" },
    )
    .toBe(4);
  // And the HEVC video is probed: the listing says it plays as HLS.
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api_hems_f2f/browse/${homeNumber}/subdirs?relpath=${encodeURIComponent("Media/Phone")}`);
        return reply.ok() && ((await reply.json()).data.dir_files as { hls_url?: string }[]).some((file) => file.hls_url);
      },
      { timeout: 60_000, message: "the home's scan probes Media/Phone/Holiday.mp4" },
    )
    .toBe(true);
  await reloadHydrated(page);
  const root = page.locator('[data-testid="hems-root"][data-root="Media"]');
  // The home face's grids (components/media/MediaGrids.tsx), fed by the relay.
  const folderCard = (relpath: string) => page.locator(`[data-testid="folder-card"][data-relpath="${relpath}"]`);
  await expect(root.getByTestId("folder-card")).toHaveCount(3);
  // A folder of folders shows the cover of a photo further down, through the relay.
  const archiveCover = folderCard("Media/Archive").locator("img");
  await expect(archiveCover).toHaveCount(1);
  await expect.poll(() => archiveCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(folderCard("Media/Family").locator("img")).toHaveCount(3);
  await folderCard("Media/Family").click();
  await expect(browse).toHaveAttribute("data-folder", "Media/Family");
  await expect(page).toHaveURL(/\/hems\?relpath=Media%2FFamily$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page.getByTestId("video-card")).toHaveCount(1);
  await expect(page.getByTestId("photo-tile")).toHaveCount(2);
  // Without the home face's own actions: add to channel, watched marks.
  await expect(page.getByTestId("video-card-add-to-channel")).toHaveCount(0);
  await expect(page.getByTestId("photo-tile-add-to-channel")).toHaveCount(0);
  await expect(page.getByTestId("video-card-watched")).toHaveCount(0);
  await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
  // The video plays in its card, as on the home face: its bytes come through the relay.
  await page.getByTestId("video-card-play").click();
  const inline = page.getByTestId("inline-video");
  await expect.poll(() => inline.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await inline.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname)).toBe(`/api_hems_f2f/browse/${homeNumber}/file`);
  // Down into a subfolder and back up by the breadcrumb; back in the browser history too.
  await folderCard("Media/Family/2024").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2024");
  await expect(page.getByTestId("photo-tile")).toHaveCount(1);
  const breadcrumb = page.getByTestId("hems-breadcrumb");
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Media", "Family", "2024"]);
  await breadcrumb.getByRole("link", { name: "Family" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2024");
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family");

  // ---- The video plays through the relay, and seeking past the middle keeps it playing.
  await page.getByTestId("video-card-title").click();
  await expect(page).toHaveURL(/\/hems_video\/\d+\/[\w-]+$/);
  const video = page.getByTestId("hems-video-player");
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(VIDEO_SECONDS - 1);
  const seekTo = duration * 0.6;
  await video.evaluate((v: HTMLVideoElement, at: number) => (v.currentTime = at), seekTo);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && !v.ended && v.readyState >= 2), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(seekTo + 0.5);
  await screenshot(page, "hems-video-en-1280.png");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("hems-video-viewer")).toHaveCount(0);
  await expect(page).toHaveURL(/\/hems\?relpath=Media%2FFamily$/);

  // ---- A photo opens full size from the keyboard; the arrows step through the folder's photos; Escape closes.
  const beach = page.locator('[data-testid="photo-tile"][data-relpath="Media/Family/Beach.jpg"]');
  await beach.focus();
  await page.keyboard.press("Enter");
  const image = page.getByTestId("hems-photo-image");
  await expect(image).toHaveAttribute("data-relpath", "Media/Family/Beach.jpg");
  await expect(image).toHaveAttribute("data-state", "loaded");
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await page.keyboard.press("ArrowRight");
  await expect(image).toHaveAttribute("data-relpath", "Media/Family/Sunset.jpg");
  await expect(image).toHaveAttribute("data-state", "loaded");
  await expect(page.getByTestId("hems-photo-viewer")).toContainText("2 / 2");
  await screenshot(page, "hems-photo-en-1280.png");
  await page.keyboard.press("ArrowLeft");
  await expect(image).toHaveAttribute("data-relpath", "Media/Family/Beach.jpg");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("hems-photo-viewer")).toHaveCount(0);
  await expect(beach).toBeFocused();
  // A photo's address opens it after a reload too.
  await page.getByTestId("photo-tile").last().click();
  await expect(page).toHaveURL(/\/hems_photo\/\d+\/[\w-]+$/);
  await reloadHydrated(page);
  await expect(page.getByTestId("hems-photo-image")).toHaveAttribute("data-state", "loaded", { timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/hems\?relpath=Media%2FFamily$/);

  // ---- A HEIC photo shows as the home's JPEG display rendition, relayed.
  await gotoHydrated(page, "/hems?relpath=Media%2FPhone");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phone");
  await page.locator('[data-testid="photo-tile"][data-relpath="Media/Phone/IMG_0001.heic"]').click();
  await expect(image).toHaveAttribute("data-state", "loaded", { timeout: 30_000 });
  expect(await image.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname.split("/").at(-2), img.naturalWidth])).toEqual(["display", 800]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("hems-photo-viewer")).toHaveCount(0);

  // ---- An HEVC video plays as HLS: hls.js feeds the <video> (a blob: source) with segments transcoded at home and relayed.
  // In its card first, as on the home face: not the original, which Chromium cannot decode.
  await page.getByTestId("video-card-play").click();
  const inlineHevc = page.getByTestId("inline-video");
  await expect.poll(() => inlineHevc.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 30_000 }).toMatch(/^blob:/);
  await expect.poll(() => inlineHevc.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 }).toBeGreaterThan(0.5);
  await page.getByTestId("video-card-title").click();
  await expect(page).toHaveURL(/\/hems_video\/\d+\/[\w-]+$/);
  const hevcAddress = new URL(page.url()).pathname;
  const hevc = page.getByTestId("hems-video-player");
  const playedTo = () => hevc.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect(hevc).toHaveAttribute("data-hls", "true");
  await expect.poll(() => hevc.evaluate((v: HTMLVideoElement) => v.src), { timeout: 30_000 }).toMatch(/^blob:/);
  await expect.poll(playedTo, { timeout: 60_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId("hems-video-preparing")).toHaveCount(0);
  await expect(page.getByTestId("hems-video-failed")).toHaveCount(0);
  // Screenshots of it playing, opened by its address: English on a phone, Chinese on a desktop.
  for (const [locale, viewport] of [
    ["en", PHONE],
    ["zh", DESKTOP],
  ] as const) {
    await setLocale(context, locale, baseURL!);
    await page.setViewportSize(viewport);
    await gotoHydrated(page, hevcAddress);
    await expect.poll(playedTo, { timeout: 60_000 }).toBeGreaterThan(1);
    // Its entry (and so its hls_url) came after the viewer opened: 'Preparing video…' goes once it plays all the same.
    await expect(page.getByTestId("hems-video-preparing")).toHaveCount(0);
    await screenshot(page, `hems-video-hls-${locale}-${viewport.width}.png`);
  }
  await setLocale(context, "en", baseURL!);
  await page.setViewportSize(DESKTOP);

  // ---- An HEVC video past its folder's first page, opened by its address: the folder's pages load up to its entry, so it plays as HLS too.
  let late: RelayedEntry | undefined;
  await expect
    .poll(async () => (late = (await relayedPage(page, homeNumber, "Media/Phone/Burst", 1)).find((file) => file.file_name === "Late.mp4" && file.hls_url)), {
      timeout: 60_000,
      message: "the home's scan probes Media/Phone/Burst/Late.mp4",
    })
    .toBeDefined();
  await gotoHydrated(page, `/hems_video/${late!.id}/${late!.en_file_relpath}`);
  await expect(hevc).toHaveAttribute("data-relpath", "Media/Phone/Burst/Late.mp4");
  await expect(hevc).toHaveAttribute("data-hls", "true");
  await expect.poll(() => hevc.evaluate((v: HTMLVideoElement) => v.src), { timeout: 30_000 }).toMatch(/^blob:/);
  await expect.poll(playedTo, { timeout: 60_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId("hems-video-failed")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/hems\?relpath=Media%2FPhone%2FBurst$/);

  // ---- Screenshots: the online folder and the settings section (a token just made), in both languages, narrow and wide.
  for (const locale of LOCALES) {
    await setLocale(context, locale, baseURL!);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/hems");
      for (const relpath of ["Media/Archive", "Media/Family"]) await expect(folderCard(relpath)).toHaveAttribute("data-loaded", "true");
      await screenshot(page, `hems-roots-${locale}-${viewport.width}.png`, { fullPage: true });
      await gotoHydrated(page, "/hems?relpath=Media%2FFamily");
      await expect(browse).toHaveAttribute("data-state", "online");
      await expect(page.getByTestId("photo-tile").first().locator("img")).toBeVisible();
      await screenshot(page, `hems-online-${locale}-${viewport.width}.png`, { fullPage: true });
      await gotoHydrated(page, "/tbsettings");
      const name = `Screenshot ${locale} ${viewport.width}`;
      await createToken(page, name);
      await page.getByTestId("agent-status").waitFor();
      await scrollToTop(page.getByTestId("tbsettings-agent"));
      await screenshot(page, `tbsettings-agent-${locale}-${viewport.width}.png`);
      await scrollToTop(page.getByTestId("agent-new-token"));
      await screenshot(page, `tbsettings-token-${locale}-${viewport.width}.png`);
    }
  }
  await setLocale(context, "en", baseURL!);
  await page.setViewportSize(DESKTOP);

  // ---- The home server stops: /hems says since when the home is offline (in both languages, narrow and wide).
  await stopHome();
  await gotoHydrated(page, "/hems");
  await expect(browse).toHaveAttribute("data-state", "offline");
  await expect(page.getByTestId("hems-offline-since")).toHaveText(/^Your home is offline since .+\.$/);
  await expectNoAxeViolations(page, { rules: ["landmark-unique"] });
  for (const locale of LOCALES) {
    await setLocale(context, locale, baseURL!);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/hems");
      await expect(browse).toHaveAttribute("data-state", "offline");
      await screenshot(page, `hems-offline-${locale}-${viewport.width}.png`);
    }
  }
  await expect(page.getByTestId("hems-offline-since")).toHaveText(/^您的家自 .+ 起离线。$/);
  await setLocale(context, "en", baseURL!);

  // ---- It starts again, and the page, left open, shows the home by itself.
  await gotoHydrated(page, "/hems");
  await startHome(origin, token);
  await expect(browse).toHaveAttribute("data-state", "online", { timeout: 30_000 });

  // ---- Revoking its token (confirmed) in settings disconnects it at once; /hems then shows the home not connected.
  await gotoHydrated(page, "/tbsettings");
  await expect(tokenRow(page, AGENT_NAME)).not.toContainText("Never connected");
  await expect(page.getByTestId("agent-status")).toHaveAttribute("data-online", "true");
  await tokenRow(page, AGENT_NAME).getByTestId("agent-token-revoke").click();
  const dialog = page.getByTestId("confirm-dialog");
  await expect(dialog).toContainText(AGENT_NAME);
  await expect(page.getByTestId("confirm-dialog-cancel")).toBeFocused();
  await page.getByTestId("confirm-dialog-confirm").click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("agent-notice")).toHaveText(`“${AGENT_NAME}” was revoked.`);
  await expect(tokenRow(page, AGENT_NAME)).toHaveCount(0);
  await expect(page.getByTestId("agent-status")).toHaveAttribute("data-online", "false");
  // The screenshots' tokens go too (they never connected).
  const rows = page.getByTestId("agent-token");
  for (let left = await rows.count(); left > 0; left--) {
    await rows.first().getByTestId("agent-token-revoke").click();
    await page.getByTestId("confirm-dialog-confirm").click();
    await expect(rows).toHaveCount(left - 1);
  }
  await expect(page.getByTestId("agent-tokens-empty")).toBeVisible();
  await gotoHydrated(page, "/hems");
  // With no token left the home is still "offline since" it was last heard from, not "never connected".
  await expect(browse).toHaveAttribute("data-state", "offline");
  await expect(page.getByTestId("hems-offline-since")).toBeVisible();
  await expectNoAxeViolations(page, { rules: ["landmark-unique"] });

  // The account goes again, so a repeated run registers afresh.
  await page.request.post("/api_tebeauth/delete_account", { data: { consent: true } });
  await context.close();
});
