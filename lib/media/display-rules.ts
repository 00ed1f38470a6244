// When the photo players show a photo's display rendition (GET
// /api/photos/{id}/display: a JPEG of at most 1600 px, made once and cached
// under DATA_DIR) instead of the original file. Pure, shared by the server
// (which makes the rendition) and the pages (which choose the URL).
//
// The original is kept only when it is both a format every browser shows
// (JPEG, PNG, WebP, GIF, AVIF) and no bigger than the rendition would be
// (long side <= 1600 px): then it is already small, and GIFs keep animating.
// Anything else gets the rendition: HEIC/HEIF (Chromium cannot show it), and
// big originals (a 12 MP phone photo is 3-8 MB; its rendition ~300-600 KB,
// still sharp on a 2x phone screen and a 1080p one). Unknown dimensions (the
// metadata pass has not read the file yet) count as big.

/** Long side of the display rendition, in pixels. */
export const DISPLAY_MAX_SIDE = 1600;
export const DISPLAY_QUALITY = 82;

/** Photo extensions browsers show natively. */
export const BROWSER_PHOTO_EXTENSIONS: ReadonlySet<string> = new Set(["jpg", "jpeg", "png", "webp", "gif", "avif"]);

export type DisplaySubject = { id: number; file_ext: string; width: number | null; height: number | null; file_name_url: string; create_time: string };

/** The version the rendition's URL carries: the photo's modification time (base 36 ms), so a changed photo gets a new URL. */
export function displayVersion(mtimeMs: number): string {
  return Math.trunc(mtimeMs).toString(36);
}

export function displayUrl(id: number, mtimeMs: number): string {
  return `/api/photos/${id}/display?v=${displayVersion(mtimeMs)}`;
}

export function needsDisplayRendition(photo: Pick<DisplaySubject, "file_ext" | "width" | "height">): boolean {
  if (!BROWSER_PHOTO_EXTENSIONS.has(photo.file_ext.toLowerCase())) return true;
  if (!photo.width || !photo.height) return true;
  return Math.max(photo.width, photo.height) > DISPLAY_MAX_SIDE;
}

/** What the slideshow and the photo popup load for a photo: its original, or its display rendition. */
export function photoDisplaySrc(photo: DisplaySubject): string {
  return needsDisplayRendition(photo) ? displayUrl(photo.id, Date.parse(photo.create_time)) : photo.file_name_url;
}
