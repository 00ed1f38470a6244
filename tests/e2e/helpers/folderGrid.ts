import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated } from "./test";

// The home face's folder screen (/folder/<id or base64url path>), as the
// library specs drive it: photo tiles, video cards and the load-more sentinel
// that pages the folder in on scroll.

export class FolderGrid {
  constructor(private readonly page: Page) {}

  readonly photos = (): Locator => this.page.getByTestId("photo-tile");
  readonly videos = (): Locator => this.page.getByTestId("video-card");
  readonly loadMore = (): Locator => this.page.getByTestId("load-more");

  /** Opens a folder by its path under the media roots (hydrated). */
  async open(relpath: string) {
    await gotoHydrated(this.page, `/folder/${Buffer.from(relpath, "utf8").toString("base64url")}`);
    return this;
  }

  /**
   * Scrolls the sentinel into view until the next page has been asked for
   * (again if the first scroll landed while tiles above it were still being
   * laid out and the sentinel left the view).
   */
  async scrollToLoadMore(asked: () => boolean) {
    await expect(async () => {
      await this.loadMore().scrollIntoViewIfNeeded();
      expect(asked()).toBe(true);
    }).toPass({ timeout: 15_000 });
  }
}
