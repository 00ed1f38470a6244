import type { Locator, Page } from "@playwright/test";

// The channel editor (/playlist on the home face, /tbplaylist/y on the tebe
// face), as the channel specs drive it: a row per channel, each with its items
// in the shared editable grid.

export class ChannelEditor {
  constructor(private readonly page: Page) {}

  /** A channel's row, by its file name (the server's, stable while names change). */
  row(fileName: string): Locator {
    return this.page.locator(`[data-testid="channel-row"][data-file-name="${fileName}"]`);
  }

  /** A channel's row, by the name shown in it. */
  rowNamed(name: string): Locator {
    return this.page.getByTestId("channel-row").filter({ has: this.page.locator(`[value="${name}"]`) });
  }

  /** Opens a channel's items and answers their grid. */
  async openItems(fileName: string): Promise<Locator> {
    const row = this.row(fileName);
    await row.getByTestId("channel-items-toggle").click();
    return row.getByTestId("channel-items");
  }
}
