import { test, expect, gotoHydrated } from "./helpers/test";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

// What search engines read on the tebe face: absolute canonical and og:url
// addresses, one address per language (?lang=) with hreflang alternates,
// robots.txt that opens only the landing and public pages, and a sitemap.

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test("the landing page names absolute canonical and og:url addresses and its hreflang alternates", async ({ page, baseURL }) => {
  // "/" follows the browser's language: it is the x-default alternate and its own canonical
  // (Lighthouse fails a canonical that points at another hreflang address).
  const html = await (await page.request.get("/")).text();
  // Next writes the site's root without its trailing slash: the same address.
  const root = [`${baseURL}`, `${baseURL}/`];
  expect(root).toContain(attribute(html, /<link rel="canonical" href="([^"]+)"/));
  expect(root).toContain(attribute(html, /<meta property="og:url" content="([^"]+)"/));
  expect(attribute(html, /<link rel="alternate" hrefLang="en" href="([^"]+)"/)).toBe(`${baseURL}/?lang=en`);
  expect(attribute(html, /<link rel="alternate" hrefLang="zh-CN" href="([^"]+)"/)).toBe(`${baseURL}/?lang=zh`);
  expect(root).toContain(attribute(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/));

  const english = await (await page.request.get("/?lang=en")).text();
  expect(attribute(english, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/?lang=en`);
  expect(attribute(english, /<meta property="og:url" content="([^"]+)"/)).toBe(`${baseURL}/?lang=en`);
});

test("/?lang=zh serves the landing page in Chinese to an English browser, with its own canonical address, and remembers the choice", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const response = await page.request.get("/?lang=zh");
  const html = await response.text();
  expect(html).toContain(`<html lang="zh-CN"`);
  expect(html).toContain(`<title>${zh.landing.metaTitle}</title>`);
  expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}/?lang=zh`);

  await gotoHydrated(page, "/?lang=zh");
  await expect(page.getByTestId("landing-tagline")).toHaveText(zh.landing.tagline);
  await gotoHydrated(page, "/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.legal.privacyTitle);
  await gotoHydrated(page, "/?lang=en");
  await expect(page.getByTestId("landing-tagline")).toHaveText(en.landing.tagline);
  await context.close();
});

test("robots.txt lets search engines read only the landing and public pages and points to the sitemap, which lists them absolutely", async ({
  page,
  baseURL,
}) => {
  const robots = await page.request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const lines = (await robots.text()).split("\n").map((line) => line.trim());
  expect(lines).toEqual(
    expect.arrayContaining([
      "User-Agent: *",
      "Allow: /$",
      "Allow: /?lang=",
      "Allow: /privacy",
      "Allow: /terms",
      "Disallow: /",
      `Sitemap: ${baseURL}/sitemap.xml`,
    ]),
  );

  const sitemap = await page.request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urls).toEqual([`${baseURL}/`, `${baseURL}/privacy`, `${baseURL}/terms`]);
  expect(xml).toContain(`hreflang="zh-CN"`);
  expect(xml).toContain(`href="${baseURL}/?lang=zh"`);
});
