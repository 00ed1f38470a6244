import { expect, type Page } from "@playwright/test";

// The search page of both faces (components/search): the query box and its results.

/** Types `text` into the search box, sends it with Enter and waits for the results to settle. */
export async function search(page: Page, text: string) {
  const input = page.getByTestId("search-input");
  await input.fill(text);
  await input.press("Enter");
  await expect(page.getByTestId("search-results")).toHaveAttribute("aria-busy", "false");
}

/** The titles of the results shown, in order. */
export const resultTitles = (page: Page) => page.getByTestId("search-result-title").allTextContents();
