import type { APIRequestContext } from "@playwright/test";
import { test, expect, waitForURLHydrated } from "./helpers/test";
import { HomeSignIn } from "./helpers/signIn";
import { expectInjectionBlocked, openYouTubeFromGrid, walk, watchCsp } from "./helpers/csp";
import { stubYoutube } from "./helpers/youtube";

// The Content Security Policy on the home face (issue 13, point 9): scripts
// run only with the request's nonce, so every page type must still load and
// hydrate without a single violation, YouTube's IFrame API included, while a
// script injected into a page does not run.

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
type Row = { id: number; file_type: number; file_title: string };

/** A photo and a video of the demo library, once the background scan has listed them. */
async function demoItems(request: APIRequestContext): Promise<{ photo: Row; video: Row }> {
  let rows: Row[] = [];
  await expect
    .poll(
      async () => {
        const reply = await (await request.get(`/api_myfilex/dirfilesall/0/${b64("Demo/Pets")}?thumbs=url`)).json();
        rows = reply.status ? JSON.parse(reply.data).dir_files : [];
        return rows.some((r) => r.file_type === 2) && rows.some((r) => r.file_type === 3);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return { photo: rows.find((r) => r.file_type === 2)!, video: rows.find((r) => r.file_type === 3)! };
}

test("every page type of the home face loads and hydrates without a policy violation, YouTube's player included", async ({ context, page }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(context);
  await stubYoutube(context);

  // Signed out.
  await walk(page, ["/", "/relogin?from=%2Fsettings", "/grelogin", "/glogin", "/privacy", "/terms", "/invite/not-a-token", "/no-such-page"]);

  // Signing in through the page (its scripts must run): back to /settings, remembered by /relogin.
  await (await new HomeSignIn(page).open()).signIn();
  await waitForURLHydrated(page, "**/settings");

  const { photo, video } = await demoItems(page.request);
  const category = await (await page.request.get(`/api_yt/saveytdir/${b64("Policy")}`)).json();
  expect(category.status).toBe(true);
  const saved = await page.request.get(`/api_yt/saveyt/${b64("https://www.youtube.com/watch?v=dQw4w9WgXcQ")}/${category.data.folder_url}`);
  expect(saved.status()).toBe(200);

  // The photo page first: its slideshow records each photo it shows, and a record
  // still on its way must not land after the video's below.
  await walk(page, [`/photo/${photo.id}`, "/", "/sysicon", "/gridicon", "/sys", "/settings", "/hems", "/false/true", `/folder/${b64("Demo/Pets")}`]);
  // The video on screen is recorded as played; /true/true resumes it. That page
  // has streamed before it redirects, so the redirect happens in the browser: wait for it.
  const played = page.waitForResponse((res) => res.url().endsWith("/api_his_f2f/phs") && res.ok());
  await walk(page, [`/video/${video.id}`]);
  await played;
  // /true/true goes to the newest play: the video's.
  await expect.poll(async () => (await (await page.request.get("/api_myfilex/historyurl")).json()).data?.[0]?.id, { timeout: 15_000 }).toBe(video.id);
  await walk(page, ["/true/true"]);
  await waitForURLHydrated(page, /\/video\//);
  await walk(page, ["/playlist", "/playchannel", "/autoplaylist", "/youtubeview", "/ytdirview", `/ytdirview/${category.data.folder_url}/${b64("Policy")}`]);
  await openYouTubeFromGrid(page, /\/ytplayerdirview\/dQw4w9WgXcQ\//);

  expect(violations).toEqual([]);
});

test("a script injected into a page's HTML does not run, and the browser reports it", async ({ context, page }) => {
  await expectInjectionBlocked(context, page, "/");
  await expect(page.getByTestId("home-sign-in")).toBeVisible();
});
