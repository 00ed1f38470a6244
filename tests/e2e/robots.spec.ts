import { test, expect } from "./helpers/test";

// A home server is private: robots.txt closes all of it and its sitemap lists nothing.
test("the home face's robots.txt disallows everything and names no sitemap; its sitemap is empty", async ({ page }) => {
  const robots = await (await page.request.get("/robots.txt")).text();
  expect(robots.split("\n").map((line) => line.trim())).toEqual(expect.arrayContaining(["User-Agent: *", "Disallow: /"]));
  expect(robots).not.toContain("Allow:");
  expect(robots).not.toContain("Sitemap:");
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("<loc>");
});
