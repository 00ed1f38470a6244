// Which directory entries the index holds, decided from names alone (the
// first, stat-only pass). The second pass confirms photos and videos by
// content: what sharp or ffprobe cannot read is left out of listings.

export type MediaKind = "folder" | "photo" | "video";

/** Photo formats sharp reads (HEIC/HEIF only where its libvips was built with a HEVC decoder). */
export const PHOTO_EXTENSIONS: ReadonlySet<string> = new Set(["jpg", "jpeg", "png", "webp", "gif", "avif", "heic", "heif"]);

/** Containers ffprobe understands that browsers or a transcoder can play. */
export const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set([
  "mp4",
  "m4v",
  "mov",
  "webm",
  "mkv",
  "avi",
  "wmv",
  "flv",
  "mpg",
  "mpeg",
  "m2ts",
  "mts",
  "ts",
  "3gp",
  "3g2",
  "ogv",
  "vob",
]);

// Folders that NAS boxes, Windows and file systems create beside media.
const IGNORED_FOLDERS: ReadonlySet<string> = new Set(["@eaDir", "#recycle", "#snapshot", "$RECYCLE.BIN", "System Volume Information", "lost+found"]);

/** Lower-case extension without the dot; "" when there is none ("Makefile", ".hidden"). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** The name without its extension: the title a file is shown with. */
export function titleOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Hidden entries (dotfiles such as ".hems-demo.json" and ".x.partial" temp files) and system folders are never indexed. */
export function isIgnoredName(name: string): boolean {
  return name.startsWith(".") || IGNORED_FOLDERS.has(name);
}

/** photo or video by extension; null for anything else (text files, sidecars, archives). */
export function fileKindOf(name: string): "photo" | "video" | null {
  if (isIgnoredName(name)) return null;
  const ext = extensionOf(name);
  if (PHOTO_EXTENSIONS.has(ext)) return "photo";
  if (VIDEO_EXTENSIONS.has(ext)) return "video";
  return null;
}
