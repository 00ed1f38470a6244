import { ApiError } from "../http/client";
import type { MessageValues, ServerError, ServerErrorKey } from "../http/server-errors";
import { scanErrorOf, type ScanErrorKey } from "../media/scan-errors";

// Failures in the viewer's language. A refusal the server threw from its
// catalogue (lib/http/server-errors.ts) arrives with its message key, and a
// client check returns a catalogue entry itself: both are shown as t(key).
// A text without a key is shown as it came, except a stored scan failure
// (lib/media/scan-errors.ts), which names its cause. Pure and client-safe.

export type ServerTextMessage = { key: ServerErrorKey | `scanErrors.${ScanErrorKey}`; values?: MessageValues };

export type Translate = (key: ServerTextMessage["key"], values?: MessageValues) => string;

/** A catalogue entry as its message; a stored scan failure as its cause; any other text as it is. */
export function localizeServerText(message: ServerError | string, t: Translate): string {
  if (typeof message !== "string") return t(message.key, message.values);
  const scan = scanErrorOf(message);
  return scan ? t(`scanErrors.${scan.key}`, scan.values) : message;
}

/** What a page says when a call fails without a text of its own (documents, "Error catalogue"). */
export type ApiFallbackKey =
  | "errors.apiError"
  | "errors.addItemApiFailed"
  | "errors.directoryResponseNotOk"
  | "channels.deleteVideoFailed"
  | "channels.updateFailed"
  | "channels.autoPlaySaveFailed"
  | "categories.saveFailed"
  | "categories.updateFailed"
  | "categories.deleteFailed"
  | "videos.ownerSetting";

export type SubmitFailedKey = "videos.submitFailed" | "categories.submitFailed";

/** The few messages describeError says itself, besides the server's and the calls' fallbacks. */
export type ErrorTranslate = (
  key: ServerTextMessage["key"] | ApiFallbackKey | SubmitFailedKey | "errors.apiException" | "errors.generic",
  values?: MessageValues,
) => string;

/**
 * The text for a failed call in the viewer's language: a refusal with a
 * message key as that message, a text without one as the server wrote it, a
 * reply without a text as the call's documented fallback (or its HTTP status);
 * a call that got no reply says `submitFailed` ('Failed to submit URL. {error}',
 * ...) for a submit, else 'API call exception!'.
 */
export function describeError(error: unknown, t: ErrorTranslate, options: { submitFailed?: SubmitFailedKey } = {}): string {
  if (error instanceof ApiError) {
    if (error.network) return options.submitFailed ? t(options.submitFailed, { error: error.message }) : t("errors.apiException");
    if (error.messageKey) return t(error.messageKey, error.messageValues);
    if (error.serverText) return localizeServerText(error.serverText, t);
    return error.fallback ? t(error.fallback) : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return t("errors.generic");
}
