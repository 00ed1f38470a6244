import { expect, type Locator, type Page } from "@playwright/test";
import { settleFrames } from "./test";

/**
 * Drags a grid cell onto another with the mouse (5 px to start, as the
 * editable grid asks), then waits until clicks reach the page again: dnd-kit
 * swallows every click for a moment after a mouse drag ends (its guard
 * against the drop's own click), and a click sent in that moment is lost.
 */
export async function dragOnto(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2 - 5, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => page.evaluate(clickReachesBody)).toBe(true);
}

/** Whether a click on the body gets past the document's capturing listeners. */
function clickReachesBody() {
  let reached = false;
  const probe = () => (reached = true);
  document.body.addEventListener("click", probe, { once: true });
  document.body.click();
  document.body.removeEventListener("click", probe);
  return reached;
}

/** Starts a mouse drag of one grid cell onto another and cancels it with Escape before the drop; waits for the frames to settle and for clicks to reach the page again (dnd-kit's guard follows a cancelled drag too). */
export async function dragOntoThenEscape(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.keyboard.press("Escape");
  await page.mouse.up();
  await settleFrames(page);
  await expect.poll(() => page.evaluate(clickReachesBody)).toBe(true);
}

/**
 * A category grid in view mode with `count` videos: a right click opens no copy menu, and the first
 * video's play button plays it inline. Answers the cells.
 */
export async function expectViewModeGrid(page: Page, count: number): Promise<Locator> {
  const cells = page.getByTestId("grid-item");
  await expect(cells).toHaveCount(count);
  await cells.nth(0).click({ button: "right" });
  await expect(page.getByTestId("grid-context-menu")).toHaveCount(0);
  await cells.nth(0).getByTestId("grid-item-play").click();
  await expect(cells.nth(0).getByTestId("inline-youtube")).toBeVisible();
  return cells;
}
