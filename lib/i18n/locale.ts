// Locale rules shared by the server (request config) and client (switcher).
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";
/** `?lang=zh` on any page asks for that language (links for search engines, shared addresses); it is then saved like a choice. */
export const LOCALE_QUERY = "lang";
/** The language asked for by `?lang=`, passed from proxy.ts to the request config. */
export const LOCALE_HEADER = "x-hems-locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The address's `?lang=` wins, then a saved choice; else zh when the browser's first language starts with zh; else en. */
export function resolveLocale(saved: string | undefined, acceptLanguage: string | null | undefined, requested?: string | null): Locale {
  if (isLocale(requested)) return requested;
  if (isLocale(saved)) return saved;
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("zh") ? "zh" : DEFAULT_LOCALE;
}
