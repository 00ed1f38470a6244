import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "../i18n/locale";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { renderOfflinePage } from "./offline";

// The two offline documents as the server serves them (app/offline/[locale])
// and the revision the worker precaches them under: a change of text is a new revision.

const MESSAGES = { en, zh } as const;

export function offlinePage(locale: Locale): string {
  return renderOfflinePage(locale, MESSAGES[locale].pwa.offline);
}

export function offlinePagesRevision(): string {
  return createHash("sha256").update(LOCALES.map(offlinePage).join("\n")).digest("hex").slice(0, 16);
}
