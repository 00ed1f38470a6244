// The visitor side of lens invites, pure (no React, no server): the codes the
// browser holds (localStorage "authorizedInviteCodes", 000 sections 3 and 5),
// the invite_code of player calls, and the gate's truncated server message.

export const AUTHORIZED_INVITE_CODES = "authorizedInviteCodes";
/** The gate shows at most this much of a server message until "more" is pressed. */
export const SERVER_MESSAGE_PREVIEW = 120;

type Store = Pick<Storage, "getItem" | "setItem">;

/** The held codes: a stored list of strings; anything else stored there counts as none. */
export function authorizedInviteCodes(store: Store): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(AUTHORIZED_INVITE_CODES) ?? "[]");
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === "string" && code.trim() !== "") : [];
  } catch {
    return [];
  }
}

/** Adds a code: only a non-empty string after trimming, and only once. Returns the list held afterwards. */
export function addAuthorizedInviteCode(store: Store, code: unknown): string[] {
  const codes = authorizedInviteCodes(store);
  const trimmed = typeof code === "string" ? code.trim() : "";
  if (!trimmed || codes.includes(trimmed)) return codes;
  const next = [...codes, trimmed];
  store.setItem(AUTHORIZED_INVITE_CODES, JSON.stringify(next));
  return next;
}

/** Drops a code (a viewer error, or the viewer closed). */
export function dropAuthorizedInviteCode(store: Store, code: string): string[] {
  const next = authorizedInviteCodes(store).filter((held) => held !== code.trim());
  store.setItem(AUTHORIZED_INVITE_CODES, JSON.stringify(next));
  return next;
}

/** Invite mode: on whenever codes are held. */
export const inInviteMode = (store: Store) => authorizedInviteCodes(store).length > 0;

/** A player call's URL with ?invite_code= added (kept as it is without a code). */
export function withInviteCode(url: string, code: string | null | undefined): string {
  if (!code) return url;
  return `${url}${url.includes("?") ? "&" : "?"}invite_code=${encodeURIComponent(code)}`;
}

/** A server message cut to `limit` characters with an ellipsis, and whether it was cut (the gate then offers more/less). */
export function previewOf(text: string, limit = SERVER_MESSAGE_PREVIEW): { text: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, cut: false };
  return { text: `${chars.slice(0, limit).join("").trimEnd()}…`, cut: true };
}
