// Types next-intl's keys and locales from messages/en.json, so a misspelt
// message key fails `tsc` instead of showing the key on screen.
import type en from "../../messages/en.json";
import type { Locale } from "./locale";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
