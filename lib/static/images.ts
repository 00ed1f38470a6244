import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { lookup } from "mime-types";
import { resolveInRoot } from "../media/paths";

// /static/img/*: the app's own images in public/ (wallpapers, thumbnail
// placeholders, icons, landing and onboarding pictures) under a second,
// long-cached address. Only image files are served; anything else, a path
// that does not exist, or one that would leave public/ (.., encoded or
// look-alike dots, absolute paths, symlinks pointing out) is "not there".

/** The folder the images are served from. */
export const STATIC_IMAGE_ROOT = path.join(process.cwd(), "public");

/** A year, and never revalidated: the files only change with a new release. */
export const STATIC_IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export type StaticImage = { bytes: Buffer; contentType: string };

/** The image at these path segments below public/, or null when there is none to serve. */
export async function readStaticImage(segments: readonly string[], root: string = STATIC_IMAGE_ROOT): Promise<StaticImage | null> {
  const relpath = segments.join("/");
  const contentType = lookup(relpath);
  if (!contentType || !contentType.startsWith("image/")) return null;
  try {
    const file = await resolveInRoot(root, relpath);
    if (!(await fs.stat(file)).isFile()) return null;
    return { bytes: await fs.readFile(file), contentType };
  } catch {
    // A refused path (400) and a missing file (404) look the same from outside.
    return null;
  }
}
