// The one rule for a media file id as it travels in a URL, a query or a
// channel link: a positive 32-bit integer (the MediaFile id column) written
// plainly - digits without a sign or leading zeros. Pure: client code (the
// channel editor's link check) uses it as well as the server.

/** The largest id the MediaFile id column (a PostgreSQL int) can hold. */
export const MAX_FILE_ID = 2_147_483_647;

const FILE_ID_TEXT = /^[1-9]\d{0,9}$/;

/** Whether `text` is a file id written plainly (what the routes and links accept). */
export function isFileIdText(text: string): boolean {
  return FILE_ID_TEXT.test(text) && Number(text) <= MAX_FILE_ID;
}

/** The file id `text` names, or null when it is not one. */
export function parseFileId(text: string): number | null {
  return isFileIdText(text) ? Number(text) : null;
}
