import type { Locator } from "@playwright/test";

// Layout checks: whether two things on the page cover each other.

export type Box = { x: number; y: number; width: number; height: number };

/** The box of an element's text (not of the element), for overlap checks. */
export function textBox(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
