import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The names form's Update: 'Updating...' for at least 1.5 s (1.4 s measured here), then `message`, then 'Update' again. */
export async function updateNames(page: Page, message: string) {
  const started = Date.now();
  await page.getByTestId("names-update").click();
  await expect(page.getByTestId("names-update")).toHaveText("Updating...");
  await expect(page.getByTestId("names-message")).toHaveText(message);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
  await expect(page.getByTestId("names-update")).toHaveText("Update");
}
