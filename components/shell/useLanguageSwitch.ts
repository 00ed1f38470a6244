"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { LOCALE_COOKIE, isLocale, type Locale } from "@/lib/i18n/locale";
import { LOCALE_COOKIE_MAX_AGE_S } from "@/lib/ui/constants";
import { markQueriesStale } from "@/components/providers/queries-stale";
import { updateConfig } from "./shellApi";

type LanguageOption = { locale: Locale; labelKey: "english" | "chinese" };
/** The interface languages, as the menus offer them. */
export const LANGUAGES: [LanguageOption, LanguageOption] = [
  { locale: "en", labelKey: "english" },
  { locale: "zh", labelKey: "chinese" },
];

/**
 * Switches the interface language: the cookie decides the locale on the next
 * render; a signed-in owner also keeps the choice in their settings.
 */
export function useLanguageSwitch(isOwner: boolean) {
  const router = useRouter();
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : "en";
  const [pending, startTransition] = useTransition();

  async function switchTo(next: Locale) {
    if (next === locale) return;
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax`;
    if (isOwner) {
      const reply = await updateConfig({ language: next });
      if (!reply.status) console.warn("could not save the language setting", reply.error ?? reply.httpStatus);
    }
    startTransition(() => router.refresh());
    // Some replies carry texts in the caller's language (a pending video title's placeholder): fetch them again.
    markQueriesStale();
  }

  return { locale, pending, switchTo };
}
