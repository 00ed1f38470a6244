import type { Locator, Page } from "@playwright/test";

/** Drags a grid cell onto another with the mouse (5 px to start, as the editable grid asks). */
export async function dragOnto(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2 - 5, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}
