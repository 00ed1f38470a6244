import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

// One accessibility check for every page a spec visits: axe-core's WCAG 2.1 A
// and AA rules on the page as it is now. A violation fails the spec with the
// rule ids and the elements they name, so the message says what to fix.

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Fails when axe finds serious or critical WCAG 2.1 A/AA violations on the page (`exclude`: selectors outside the page's own markup, such as a third-party player). */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Frames hold third-party players (YouTube, unreachable here): axe would wait on them forever.
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA).options({ iframes: false });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // Serious and critical violations fail (issue 17's bar); moderate ones are fixed as found, not yet all gone.
  const found = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  // Soft: a spec walking several pages reports every page's violations, then fails.
  expect.soft(found, `axe violations on ${page.url()}`).toEqual([]);
}
