import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { navigateTo, startAttacker, textPlainForm, type Attacker } from "./helpers/attacker";

// Cross-site request forgery against the home face (issue 13, point 1), in
// Chromium with the owner signed in: pages of a second origin (another port
// of this host, and another site) try the issue's attacks - a top-level
// navigation to the legacy GET calls that delete a category or create a
// channel, an auto-submitted text/plain form adding /etc as a media folder.
// Each lands on the 403 refusal and the data, read back through the API, is
// unchanged. The same calls from the app's own page still work, and TRACE
// answers 405. (The account deletion by a no-cors fetch: tebe-cross-site.spec.ts.)

const CROSS_SITE_REFUSED = "This call is refused from another site: open hems itself to do this.";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const CATEGORY = "Cats Forged";
const WORK = path.resolve("test-results/e2e-data/e2e-cross-site");

let attacker: Attacker;
test.beforeAll(async () => {
  attacker = await startAttacker();
});
test.afterAll(async () => {
  await attacker.close();
  fs.rmSync(WORK, { recursive: true, force: true });
});

const categories = async (request: APIRequestContext): Promise<string[]> =>
  (await (await request.get("/api_yt/getallsections")).json()).data.sections.map((s: { file_name: string }) => s.file_name);
const channels = async (request: APIRequestContext): Promise<string[]> =>
  Object.values((await (await request.get("/api_chnl/listchannels")).json()).data as Record<string, { channel_name: string }>).map((c) => c.channel_name);
const mediaRoots = async (request: APIRequestContext): Promise<string[]> =>
  (await (await request.get("/api_ctx/media_roots")).json()).data.map((r: { name: string }) => r.name);

/** Opens the attack page and waits until it has sent the browser to the app's `call`; returns what the app answered. */
async function attack(page: Page, attackUrl: string, call: string): Promise<string> {
  await page.goto(attackUrl);
  await page.waitForURL((url) => url.pathname.startsWith(call));
  return page.locator("body").innerText();
}

test("another site's page cannot delete a category or create a channel through the legacy GET calls", async ({ page, baseURL }) => {
  await signInDemoOwner(page.request);
  if (!(await categories(page.request)).includes(CATEGORY)) expect((await page.request.get(`/api_yt/saveytdir/${b64(CATEGORY)}`)).status()).toBe(200);
  const channelsBefore = await channels(page.request);

  for (const origin of [attacker.sameSite, attacker.crossSite]) {
    const where = origin === attacker.sameSite ? "same-site" : "cross-site";
    attacker.page(`/delete-${where}.html`, navigateTo(`${baseURL}/api_yt/deleteytdir/${b64(CATEGORY)}`));
    expect(await attack(page, `${origin}/delete-${where}.html`, "/api_yt/deleteytdir/")).toContain(CROSS_SITE_REFUSED);
    expect({ where, categories: await categories(page.request) }).toEqual({ where, categories: expect.arrayContaining([CATEGORY]) });

    attacker.page(`/channel-${where}.html`, navigateTo(`${baseURL}/api_chnl/newchannel/${b64(`Forged ${where}`)}`));
    expect(await attack(page, `${origin}/channel-${where}.html`, "/api_chnl/newchannel/")).toContain(CROSS_SITE_REFUSED);
    expect({ where, channels: await channels(page.request) }).toEqual({ where, channels: channelsBefore });
  }
});

test("another port's auto-submitted text/plain form cannot add /etc as a media folder", async ({ page, baseURL }) => {
  await signInDemoOwner(page.request);
  const rootsBefore = await mediaRoots(page.request);
  attacker.page("/etc.html", textPlainForm(`${baseURL}/api_ctx/add_media_root`, JSON.stringify({ name: "etcpw", path: "/etc/=/.." })));
  expect(await attack(page, `${attacker.sameSite}/etc.html`, "/api_ctx/add_media_root")).toContain(CROSS_SITE_REFUSED);
  expect(await mediaRoots(page.request)).toEqual(rootsBefore);
  expect((await page.request.get("/media_video_root/etcpw/shadow")).status()).toBe(404);

  // Even sent from the app's own page, a text/plain body is no JSON, and /etc no media folder.
  await gotoHydrated(page, "/settings");
  const sent = await page.evaluate(async () => {
    const send = (type: string) =>
      fetch("/api_ctx/add_media_root", { method: "POST", headers: { "Content-Type": type }, body: JSON.stringify({ name: "etcpw", path: "/etc/=/.." }) }).then(
        async (r) => [r.status, (await r.json()).error],
      );
    return { plain: await send("text/plain"), json: await send("application/json") };
  });
  expect(sent).toEqual({
    plain: [415, "The request body must be sent as application/json."],
    json: [400, "This is a system folder of the server. Choose a folder of photos and videos."],
  });
  expect(await mediaRoots(page.request)).toEqual(rootsBefore);
});

test("the app's own page still creates and deletes categories, channels and media folders", async ({ page }) => {
  await signInDemoOwner(page.request);
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(path.join(WORK, "Trip"), { recursive: true });
  await gotoHydrated(page, "/settings");
  // The calls as the app's pages make them (components/collections, components/channels, the settings form).
  const replies = await page.evaluate(
    async ({ category, channel, folder }) => {
      const get = (url: string) => fetch(url).then((r) => r.json());
      const post = (url: string, body: unknown) =>
        fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json());
      const created = await get(`/api_yt/saveytdir/${category}`);
      const deleted = await get(`/api_yt/deleteytdir/${created.data.folder_url}`);
      const made = await get(`/api_chnl/newchannel/${channel}`);
      const gone = await post("/api_chnl/deletechannel", { file_name: made.data.file_name });
      const added = await post("/api_ctx/add_media_root", { name: "Trip", path: folder });
      const removed = await post("/api_ctx/remove_media_root", { name: "Trip" });
      return [created, deleted, made, gone, added, removed].map((reply) => reply.status);
    },
    { category: b64("Made Here"), channel: b64("Made Here Too"), folder: path.join(WORK, "Trip") },
  );
  expect(replies).toEqual([true, true, true, true, true, true]);
  expect(await categories(page.request)).not.toContain("Made Here");
  expect(await channels(page.request)).not.toContain("Made Here Too");
  expect(await mediaRoots(page.request)).not.toContain("Trip");
});

test("TRACE answers 405 on any path", async ({ request }) => {
  for (const url of ["/", "/hems", "/api_yt/getallsections", "/media_video_root/x/y.mp4", "/no/such/page"]) {
    const reply = await request.fetch(url, { method: "TRACE" });
    expect({ url, status: reply.status(), allow: reply.headers().allow }).toEqual({ url, status: 405, allow: expect.stringContaining("GET") });
  }
});
