import type { APIRequestContext, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./helpers/test";
import { signInDemoOwner } from "./helpers/session";
import { XSS_MARKER, XSS_VECTORS } from "../fixtures/xss-vectors";

// The XSS corpus saved through every write path (savenewarticle,
// updatearticle, the legacy textmanager) and each saved article opened in
// Chromium: no dialog opens, no console line carries the marker, and the
// page asks nothing of a host other than this server. One article per
// vector through savenewarticle; through updatearticle and textmanager, one
// article each holding the whole corpus (every vector in its own paragraph).

type Watch = { events: string[] };

function watch(page: Page): Watch {
  const watched: Watch = { events: [] };
  page.on("dialog", (dialog) => {
    watched.events.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.text().includes(XSS_MARKER)) watched.events.push(`console: ${message.text()}`);
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:") watched.events.push(`request: ${request.url()}`);
  });
  return watched;
}

async function saved(request: APIRequestContext, path: string, data: unknown): Promise<string> {
  const reply = await request.post(path, { data });
  expect(reply.status()).toBe(200);
  return (await reply.json()).data.file_id as string;
}

test("no XSS vector saved through any write path runs in a browser", async ({ page }) => {
  test.setTimeout(900_000);
  await signInDemoOwner(page.request);
  const ids: string[] = [];
  for (const vector of XSS_VECTORS)
    ids.push(await saved(page.request, "/api_article/savenewarticle", { relpath: "", article_content: vector, brief: vector, medias: [] }));
  const corpus = XSS_VECTORS.map((vector) => `<p>${vector}</p>`).join("");
  const updated = await saved(page.request, "/api_article/savenewarticle", { relpath: "", article_content: "<p>to be replaced</p>", medias: [] });
  expect(await saved(page.request, "/api_article/updatearticle", { file_id: updated, relpath: "", article_content: corpus, medias: [] })).toBe(updated);
  ids.push(updated, await saved(page.request, "/textmanager", { type: "save_article", article_path: "", article_title: corpus, article: corpus }));

  const watched = watch(page);
  for (const id of ids) {
    await gotoHydrated(page, `/getarticle/${id}`);
    await expect(page.getByTestId("article-body")).toBeAttached();
  }
  // The list shows every brief as text.
  await gotoHydrated(page, "/articlelist");
  await expect(page.getByTestId("article-list-item").first()).toBeVisible();
  expect(watched.events).toEqual([]);
  // The watch itself works: the marker in the page's console is seen.
  await page.evaluate((marker) => console.log(marker), XSS_MARKER);
  await expect.poll(() => watched.events.length).toBe(1);
});
