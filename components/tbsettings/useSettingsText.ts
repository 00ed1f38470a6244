"use client";

import { useTranslations } from "next-intl";
import type { ApiReply } from "@/lib/http/client";
import {
  CONSENT_REQUIRED,
  HOME_NAME_REQUIRED,
  HOME_NAME_TOO_LONG,
  OWNER_NAME_TOO_LONG,
  OWNER_ONLY_SETTINGS,
  UNKNOWN_BADGE_COLOR,
  UNKNOWN_WALLPAPER,
} from "@/lib/homesettings/schemas";

/**
 * The server's documented refusals in the visitor's language; anything else
 * (a network failure, an unexpected error) as the server said it.
 */
export function useSettingsText() {
  const t = useTranslations("tbSettings");
  const tOnboarding = useTranslations("onboarding");

  function message(text: string | undefined, fallback: string): string {
    switch (text) {
      case HOME_NAME_TOO_LONG:
        return tOnboarding("homeNameTooLong");
      case OWNER_NAME_TOO_LONG:
        return tOnboarding("ownerNameTooLong");
      case HOME_NAME_REQUIRED:
        return tOnboarding("homeNameRequired");
      case UNKNOWN_WALLPAPER:
        return t("unknownWallpaper");
      case UNKNOWN_BADGE_COLOR:
        return t("unknownBadgeColor");
      case CONSENT_REQUIRED:
        return t("consentRequired");
      case OWNER_ONLY_SETTINGS:
        return t("ownersOnly");
      default:
        return text ?? fallback;
    }
  }

  /** The text of a failed reply. */
  function failure(reply: ApiReply<unknown>, fallback: string): string {
    return message(reply.error ?? reply.message, fallback);
  }

  return { message, failure };
}
