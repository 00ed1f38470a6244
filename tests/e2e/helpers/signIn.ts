import type { Page } from "@playwright/test";
import { gotoHydrated } from "./test";

// The home face's sign-in card, as several specs drive it (the tebe face's
// Google button is in helpers/google).

/** The home face's sign-in card (on "/" and after /relogin): name, then key. */
export class HomeSignIn {
  constructor(private readonly page: Page) {}

  readonly card = () => this.page.getByTestId("home-sign-in");
  readonly name = () => this.page.getByTestId("sign-in-name");
  readonly key = () => this.page.getByTestId("sign-in-key");
  readonly message = () => this.page.getByTestId("sign-in-message");

  /** Opens "/" (hydrated) with the card on its name step. */
  async open() {
    await gotoHydrated(this.page, "/");
    return this;
  }

  /** Name step: types the name and goes on with the button. */
  async enterName(name: string) {
    await this.name().fill(name);
    await this.page.getByTestId("sign-in-name-enter").click();
  }

  /** Name then key (typed, not the keypad), sent with Enter. Where the page goes is the caller's to check. */
  async signIn(name = "demo", key = "1234") {
    await this.enterName(name);
    await this.key().fill(key);
    await this.key().press("Enter");
  }
}
