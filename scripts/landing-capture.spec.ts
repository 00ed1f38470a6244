import fs from "node:fs";
import path from "node:path";
import { test, expect, type Page } from "@playwright/test";

// Screenshots of the real app's steps for the landing page's tutorial clips
// (scripts/landing-videos.mjs turns them into public/landing/tutorial-*.mp4).
// Not a test: it lives outside tests/e2e so the suite never runs it. To run it
// against a production build, copy it to tests/e2e/tebe-capture.spec.ts, run
// `npx playwright test tests/e2e/tebe-capture.spec.ts`, and delete the copy.
const OUT = "/tmp/landcap";
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");
const THUMBS = ["collections-1", "channels-1", "guests-1", "languages-1", "collections-3", "channels-2"].map((n) =>
  fs.readFileSync(`public/landing/feature-${n}.webp`),
);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

test("capture", async ({ browser }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(OUT, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 640 } });
  let n = 0;
  await context.route("https://i.ytimg.com/**", (route) => route.fulfill({ contentType: "image/webp", body: THUMBS[n++ % THUMBS.length] }));
  await context.route("https://www.youtube.com/**", (route) => route.fulfill({ contentType: "text/html", body: "" }));
  const page = await context.newPage();
  const { control } = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-tebe-data/oidc.json"), "utf8")) as { control: string };
  await fetch(`${control}/user`, { method: "POST", body: JSON.stringify({ sub: "900000000000000000001", email: "mia@example.com", name: "Mia" }) });
  await page.goto("/tbregister");
  await page.getByTestId("google-button").click();
  await page.waitForURL("**/tbonboarding");
  expect(
    (
      await page.request.post("/api_tebeauth/register_with_token", { data: { onboard_data: { user_profile: { home_name: "Mia's Home", owner_name: "Mia" } } } })
    ).status(),
  ).toBe(200);
  expect((await page.request.post("/api_ctx/update_config", { data: { ytEditMode: true } })).status()).toBe(200);

  // 1. Create a category.
  await page.goto("/tbview");
  await page.getByTestId("add-category-input").waitFor();
  await shot(page, "category-1");
  await page.getByTestId("add-category-input").pressSequentially("Cooking", { delay: 40 });
  await shot(page, "category-2");
  await page.getByTestId("add-category-submit").click();
  await shot(page, "category-3");

  // 2. Paste a link.
  const sections = await (await page.request.get(`/api_tebeplay/saveytdir/${b64("Garden")}`)).json();
  const rel: string = sections.data.folder_url;
  for (const id of ["LandVid0001", "LandVid0002"]) await page.request.get(`/api_tebeplay/saveyt/${b64(`https://www.youtube.com/watch?v=${id}`)}/${rel}`);
  await page.goto(`/tbview/${rel}/${b64("Garden")}`);
  await page.getByTestId("add-video-input").waitFor();
  await shot(page, "link-1");
  await page.getByTestId("add-video-input").fill("https://youtu.be/LandVid0003");
  await shot(page, "link-2");
  await page.getByTestId("add-video-submit").click();
  await shot(page, "link-3");

  // 3. Build a channel.
  await page.goto("/tbplaylist/y");
  await page.getByTestId("channel-new").waitFor();
  await shot(page, "channel-1");
  await page.getByTestId("channel-new").click();
  await page.getByTestId("channel-new-name").pressSequentially("Evening mix", { delay: 40 });
  await shot(page, "channel-2");
  await page.getByTestId("channel-new-ok").click();
  await shot(page, "channel-3");

  // 4. Invite a guest.
  await page.goto("/tbguestman");
  await page.getByTestId("guest-name").waitFor();
  await shot(page, "guest-1");
  await page.getByTestId("guest-name").fill("Grandma");
  await page.getByTestId("guest-email").fill("grandma@example.com");
  await shot(page, "guest-2");
  await page.getByTestId("guest-add").click();
  await shot(page, "guest-3");
  await context.close();
});
