import { ApiError } from "../http/client";
import { scanErrorOf, type ScanErrorKey } from "../media/scan-errors";

// The API's documented English texts and the message keys that say the same
// in the viewer's language. The server keeps answering in English (the legacy
// contract); a client page looks the text up here and shows the message, or
// the server's own text when it is not one we know. Pure and client-safe:
// tests/unit checks every server constant against this table.

export type ServerTextKey =
  | "errors.notLogin"
  | "errors.fileNotFound"
  | "errors.invalidPath"
  | "errors.crossSiteRefused"
  | "errors.jsonOnly"
  | "channels.nameTooShort"
  | "channels.nameTooLong"
  | "channels.nameTaken"
  | "channels.invalidName"
  | "channels.noChannelName"
  | "channels.notFound"
  | "channels.ownersOnly"
  | "channels.deleteVideoFailed"
  | "channels.invalidMediaList"
  | "channels.invalidAutoPlay"
  | "categories.nameTooShort"
  | "categories.nameTooLong"
  | "categories.nameBadChars"
  | "categories.nameTaken"
  | "categories.notFound"
  | "categories.choose"
  | "categories.ownersOnly"
  | "categories.nameUnreadable"
  | "categories.reorderMismatch"
  | "videos.emptyLink"
  | "videos.notYoutube"
  | "videos.badFormat"
  | "videos.duplicateYoutube"
  | "videos.duplicateVideo"
  | "videos.ownerSetting"
  | "videos.notFound"
  | "guestPin.invalidPin"
  | "guestPin.providePin"
  | "guestPin.loginFailed"
  | "guestPin.pinNotSet"
  | "guestPin.pinAlreadySet"
  | "guestPin.guestsOnly";

/** Server text -> message key, for the texts that carry no value. */
export const SERVER_TEXTS: Readonly<Record<string, ServerTextKey>> = {
  "You are not login!": "errors.notLogin",
  "File not found.": "errors.fileNotFound",
  "Invalid path.": "errors.invalidPath",
  // Refusals of lib/http/cross-site.ts; the app's own pages meet them only with an old browser behind a proxy that rewrites Host.
  "This call is refused from another site: open hems itself to do this.": "errors.crossSiteRefused",
  "The request body must be sent as application/json.": "errors.jsonOnly",
  // Channels (lib/channels).
  "Playlist name must be at least 4 characters long.": "channels.nameTooShort",
  "Playlist name must be 64 characters or less.": "channels.nameTooLong",
  "A channel with this name already exists.": "channels.nameTaken",
  "The channel name is not valid.": "channels.invalidName",
  "Please provide channel name!": "channels.noChannelName",
  "Channel not found.": "channels.notFound",
  "Only the owner of this home can change channels.": "channels.ownersOnly",
  "Failed to delete video from playlist!": "channels.deleteVideoFailed",
  "The media list is not valid.": "channels.invalidMediaList",
  "The auto play configuration is not valid.": "channels.invalidAutoPlay",
  // Categories (lib/collections).
  "Name must be at least 2 characters long.": "categories.nameTooShort",
  "Name must be 64 characters or less.": "categories.nameTooLong",
  'Sorry. These characters are not allowed: <>:"/\\|?*': "categories.nameBadChars",
  "A category with this name already exists.": "categories.nameTaken",
  "Category not found.": "categories.notFound",
  "Please choose a category.": "categories.choose",
  "Only the owner of this home can change categories.": "categories.ownersOnly",
  "The name is not valid url-safe base64.": "categories.nameUnreadable",
  "The order must list every video of the category once.": "categories.reorderMismatch",
  // Video links (lib/youtube, lib/channels/media-path).
  "Please enter a youtube link!": "videos.emptyLink",
  "This is not a youtube link!": "videos.notYoutube",
  "Input string does not match the expected format": "videos.badFormat",
  "This youtube is already in the list!": "videos.duplicateYoutube",
  "This video is already in the list!": "videos.duplicateVideo",
  "Failed possibly due to this video's owner account setting.": "videos.ownerSetting",
  "Video not found.": "videos.notFound",
  // Guest PINs (lib/guests).
  "The PIN must be 4 to 10 digits.": "guestPin.invalidPin",
  "Please enter your PIN.": "guestPin.providePin",
  "Guest login failed. Please check the home number, name and PIN.": "guestPin.loginFailed",
  "This guest has no PIN yet. Open the app on the device where you accepted the invite to set one, or ask the owner for a new invite.": "guestPin.pinNotSet",
  "Your PIN is already set. To change it, ask the owner for a new invite.": "guestPin.pinAlreadySet",
  "Only an invited guest can do this.": "guestPin.guestsOnly",
};

/** The one documented text with a value in it: the pasted link that was not copied from this site. */
const INVALID_LINK =
  /^Invalid video link "([\s\S]*)"! Link must be copied from this site by right clicking the video\. Please open another tab to browse video and copy the link by right click\.$/;

export type ServerTextMessage = { key: ServerTextKey | "videos.invalidLink" | `scanErrors.${ScanErrorKey}`; values?: Record<string, string> };

/** The message that says `text` in any language, or null for a text we do not know. */
export function serverTextMessage(text: string): ServerTextMessage | null {
  const key = SERVER_TEXTS[text];
  if (key) return { key };
  const invalid = INVALID_LINK.exec(text);
  if (invalid) return { key: "videos.invalidLink", values: { link: invalid[1] ?? "" } };
  // Why a media scan failed (lib/media/scan-errors.ts), with the folder it names.
  const scan = scanErrorOf(text);
  return scan ? { key: `scanErrors.${scan.key}`, values: scan.values } : null;
}

export type Translate = (key: ServerTextMessage["key"], values?: Record<string, string>) => string;

/** `text` in the viewer's language when it is a known server text; otherwise the text as it came. */
export function localizeServerText(text: string, t: Translate): string {
  const message = serverTextMessage(text);
  return message ? t(message.key, message.values) : text;
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

/** The few messages describeError says itself, besides the server texts and the calls' fallbacks. */
export type ErrorTranslate = (key: ServerTextMessage["key"] | ApiFallbackKey | SubmitFailedKey | "errors.apiException" | "errors.generic", values?: Record<string, string>) => string;

/**
 * The text for a failed call in the viewer's language: a known server text as
 * its message, an unknown one as the server wrote it, a reply without a text
 * as the call's documented fallback; a call that got no reply says
 * `submitFailed` ('Failed to submit URL. {error}', ...) for a submit, else
 * 'API call exception!'.
 */
export function describeError(error: unknown, t: ErrorTranslate, options: { submitFailed?: SubmitFailedKey } = {}): string {
  if (error instanceof ApiError) {
    if (error.network) return options.submitFailed ? t(options.submitFailed, { error: error.message }) : t("errors.apiException");
    return error.serverText ? localizeServerText(error.serverText, t) : t(error.fallback);
  }
  if (error instanceof Error && error.message) return localizeServerText(error.message, t);
  return t("errors.generic");
}
