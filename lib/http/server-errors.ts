// The catalogue of server errors a page shows in the viewer's language: each
// message key (into messages/*.json) with the English text the API answers in
// its envelope (the legacy contract keeps that text word for word). A service
// throws an entry of this catalogue, so the key travels with the error from
// where it is thrown; the client shows t(key). Pure and client-safe.

export const SERVER_ERROR_TEXTS = {
  "errors.notLogin": "You are not login!",
  "errors.fileNotFound": "File not found.",
  "errors.invalidPath": "Invalid path.",
  // Refusals of lib/http/cross-site.ts; the app's own pages meet them only with an old browser behind a proxy that rewrites Host.
  "errors.crossSiteRefused": "This call is refused from another site: open hems itself to do this.",
  "errors.jsonOnly": "The request body must be sent as application/json.",
  // On-the-fly transcoding (lib/transcode).
  "player.transcodeBusy": "The server is busy converting other videos. Try again in a moment.",
  "player.transcodeFailed": "This video could not be converted.",
  // Channels (lib/channels).
  "channels.nameTooShort": "Playlist name must be at least 4 characters long.",
  "channels.nameTooLong": "Playlist name must be 64 characters or less.",
  "channels.nameTaken": "A channel with this name already exists.",
  "channels.invalidName": "The channel name is not valid.",
  "channels.noChannelName": "Please provide channel name!",
  "channels.notFound": "Channel not found.",
  "channels.ownersOnly": "Only the owner of this home can change channels.",
  "channels.deleteVideoFailed": "Failed to delete video from playlist!",
  "channels.invalidMediaList": "The media list is not valid.",
  "channels.invalidAutoPlay": "The auto play configuration is not valid.",
  // Tiny Theater (lib/theater).
  "theater.invalidTime": "The time must be a whole number of milliseconds since 1970.",
  // Categories (lib/collections).
  "categories.nameTooShort": "Name must be at least 2 characters long.",
  "categories.nameTooLong": "Name must be 64 characters or less.",
  "categories.nameBadChars": 'Sorry. These characters are not allowed: <>:"/\\|?*',
  "categories.nameTaken": "A category with this name already exists.",
  "categories.notFound": "Category not found.",
  "categories.choose": "Please choose a category.",
  "categories.ownersOnly": "Only the owner of this home can change categories.",
  "categories.nameUnreadable": "The name is not valid url-safe base64.",
  "categories.reorderMismatch": "The order must list every video of the category once.",
  // Video links (lib/youtube, lib/channels/media-path).
  "videos.emptyLink": "Please enter a youtube link!",
  "videos.notYoutube": "This is not a youtube link!",
  "videos.badFormat": "Input string does not match the expected format",
  "videos.duplicateYoutube": "This youtube is already in the list!",
  "videos.duplicateVideo": "This video is already in the list!",
  "videos.ownerSetting": "Failed possibly due to this video's owner account setting.",
  "videos.notFound": "Video not found.",
  "videos.invalidLink":
    'Invalid video link "{link}"! Link must be copied from this site by right clicking the video. Please open another tab to browse video and copy the link by right click.',
  // Articles (lib/articles).
  "articles.tooLarge": "This article is too large: an article may hold at most 1 MB.",
  "articles.notFound": "Article not found.",
  "articles.ownersOnly": "Only the owner of this home can write articles.",
  "articles.unknownType": "Unknown type.",
  // Guest PINs (lib/guests).
  "guestPin.invalidPin": "The PIN must be 4 to 10 digits.",
  "guestPin.providePin": "Please enter your PIN.",
  "guestPin.loginFailed": "Guest login failed. Please check the home number, name and PIN.",
  "guestPin.pinNotSet": "This guest has no PIN yet. Open the app on the device where you accepted the invite to set one, or ask the owner for a new invite.",
  "guestPin.pinAlreadySet": "Your PIN is already set. To change it, ask the owner for a new invite.",
  "guestPin.guestsOnly": "Only an invited guest can do this.",
  // Lens invites (lib/invites).
  "invites.invalidPasscode": "Invalid passcode",
  "invites.pleaseValidate": "Please validate this invite!",
  "invites.mediaIdNotFound": "Media ID not found",
  "inviteGate.ended": "This invite is no longer valid: it has expired, was revoked or has no views left.",
  "inviteGate.ownersOnly": "Only the owner of this home can manage invites.",
  "inviteGate.notFound": "Invite not found.",
  // Media lenses (lib/lenses).
  "lens.notFound": "MediaLens not found.",
  "lens.ownersOnly": "Only the owner of this home can manage its media lenses.",
  "lens.invalidBlocks": "The photos and videos of the lens are not valid.",
  "lens.wrongBlockType": "A block's type does not match its file (2 photo, 3 video).",
  "lens.titleTooLong": "The title must be 200 characters or less.",
  "lens.descriptionTooLong": "The description must be 5000 characters or less.",
  "lens.notInLens": "This file is not part of the lens.",
  // Resume positions (lib/resume).
  "resume.invalidPosition": "The position must be a number of seconds from 0 to the video's length (at most a day).",
  "resume.invalidIds": "The ids must be 1 to 200 file ids separated by commas.",
} as const;

export type ServerErrorKey = keyof typeof SERVER_ERROR_TEXTS;
export type MessageValues = Record<string, string>;

/** One error as it is thrown and as it travels: its message key, its values, and the English text they make. */
export type ServerError = { readonly key: ServerErrorKey; readonly text: string; readonly values?: MessageValues };

export function isServerErrorKey(key: string): key is ServerErrorKey {
  return Object.hasOwn(SERVER_ERROR_TEXTS, key);
}

/** The catalogue entry `key` with its {name} values filled into the English text. */
export function serverError(key: ServerErrorKey, values?: MessageValues): ServerError {
  const text = SERVER_ERROR_TEXTS[key].replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? "");
  return values ? { key, text, values } : { key, text };
}

/**
 * The reply headers that carry an error's key and values beside the envelope.
 * The envelope body stays the documented `{status, error, message}`; values go
 * as URI-encoded JSON because a header holds only Latin-1.
 */
export const MESSAGE_KEY_HEADER = "X-Message-Key";
export const MESSAGE_VALUES_HEADER = "X-Message-Values";

export function messageHeaders(error: ServerError): Record<string, string> {
  const headers: Record<string, string> = { [MESSAGE_KEY_HEADER]: error.key };
  if (error.values) headers[MESSAGE_VALUES_HEADER] = encodeURIComponent(JSON.stringify(error.values));
  return headers;
}

/** The key and values a reply's headers carry, or null when they name no catalogue entry. */
export function messageOfHeaders(headers: Headers): { key: ServerErrorKey; values?: MessageValues } | null {
  const key = headers.get(MESSAGE_KEY_HEADER);
  if (!key || !isServerErrorKey(key)) return null;
  const encoded = headers.get(MESSAGE_VALUES_HEADER);
  if (!encoded) return { key };
  try {
    const values: unknown = JSON.parse(decodeURIComponent(encoded));
    if (values && typeof values === "object" && Object.values(values).every((value) => typeof value === "string"))
      return { key, values: values as MessageValues };
  } catch {
    // Unreadable values: the key alone still names the message.
  }
  return { key };
}
