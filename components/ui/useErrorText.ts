"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { describeError, localizeServerText, type SubmitFailedKey } from "@/lib/i18n/server-texts";
import type { ServerError } from "@/lib/http/server-errors";

// One way for client pages to put a failure into words, in the viewer's
// language (the rules: describeError in lib/i18n/server-texts).

/** A catalogue entry (a client check's refusal) or a stored server text in the viewer's language. */
export function useServerText(): (message: ServerError | string) => string {
  const t = useTranslations();
  return useCallback((message: ServerError | string) => localizeServerText(message, (key, values) => t(key, values)), [t]);
}

/** The text for a failed call; `submitFailed` names the message for a submit that got no reply. */
export function useErrorText(): (error: unknown, options?: { submitFailed?: SubmitFailedKey }) => string {
  const t = useTranslations();
  return useCallback((error: unknown, options?: { submitFailed?: SubmitFailedKey }) => describeError(error, (key, values) => t(key, values), options), [t]);
}
