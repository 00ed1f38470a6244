import { z } from "zod";

// Inputs of the media-folder calls of the settings page (POST
// /api_ctx/add_media_root, /api_ctx/remove_media_root) and their error texts.
// Imports nothing server-only: the settings form checks names with it too.

export const MEDIA_ROOT_NAME_MAX = 32;

/**
 * Every refusal of the media-folder calls, as sent in the envelope's `error`.
 * `{root}` stands for a media folder's name. The settings page finds the
 * template a reply came from (mediaRootErrorOf) and shows it in the user's language.
 */
export const MEDIA_ROOT_ERRORS = {
  nameLength: `The name must be 1 to ${MEDIA_ROOT_NAME_MAX} characters.`,
  nameCharacters: 'The name cannot contain / or \\ or control characters, and cannot be "." or "..".',
  nameTaken: 'There is already a media folder named "{root}".',
  pathNotAbsolute: "The path must be absolute, like /home/me/Pictures.",
  pathMissing: "There is no folder at this path on the server.",
  pathNotFolder: "This path is a file, not a folder.",
  pathUnreadable: "The server cannot read this folder.",
  pathSame: 'This folder is already the media folder "{root}".',
  pathInside: 'This folder is inside the media folder "{root}".',
  pathContains: 'This folder contains the media folder "{root}".',
  pathSystem: "This is a system folder of the server. Choose a folder of photos and videos.",
  pathDataDir: "This folder holds hems's own data folder (DATA_DIR). Choose a folder of photos and videos.",
  notFound: 'There is no media folder named "{root}".',
  fromEnvironment: '"{root}" is set in MEDIA_ROOTS on the server: remove it there and restart hems.',
  homeFaceOnly: "Media folders on the server belong to the home face.",
} as const;

export type MediaRootErrorKey = keyof typeof MEDIA_ROOT_ERRORS;

/** The error text of `key` for the media folder `root`. */
export function mediaRootError(key: MediaRootErrorKey, root = ""): string {
  return MEDIA_ROOT_ERRORS[key].replace("{root}", root);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Which refusal an error text is (and the folder it names), or null for any other text. */
export function mediaRootErrorOf(text: string): { key: MediaRootErrorKey; root: string } | null {
  for (const [key, template] of Object.entries(MEDIA_ROOT_ERRORS) as Array<[MediaRootErrorKey, string]>) {
    const pattern = new RegExp(`^${template.split("{root}").map(escapeRegExp).join("(.*)")}$`, "s");
    const match = pattern.exec(text);
    if (match) return { key, root: match[1] ?? "" };
  }
  return null;
}

// NUL and the other C0 controls, DEL, and both slashes: a root's name is the
// first segment of every media path (lib/media/paths.ts).
const FORBIDDEN_NAME_CHARACTERS = /[\u0000-\u001f\u007f/\\]/;

export const MediaRootName = z
  .string({ error: MEDIA_ROOT_ERRORS.nameLength })
  .trim()
  .min(1, MEDIA_ROOT_ERRORS.nameLength)
  .max(MEDIA_ROOT_NAME_MAX, MEDIA_ROOT_ERRORS.nameLength)
  .refine((name) => !FORBIDDEN_NAME_CHARACTERS.test(name) && name !== "." && name !== "..", MEDIA_ROOT_ERRORS.nameCharacters);

// Absolute on the server (a POSIX path); whether it exists and what it holds is checked there.
export const MediaRootPath = z
  .string({ error: MEDIA_ROOT_ERRORS.pathNotAbsolute })
  .trim()
  .max(4096, MEDIA_ROOT_ERRORS.pathMissing)
  .refine((value) => value.startsWith("/") && !value.includes("\u0000"), MEDIA_ROOT_ERRORS.pathNotAbsolute);

export const AddMediaRootInput = z.object({ name: MediaRootName, path: MediaRootPath }).strict();
export type AddMediaRootInput = z.infer<typeof AddMediaRootInput>;

export const RemoveMediaRootInput = z.object({ name: z.string({ error: MEDIA_ROOT_ERRORS.nameLength }).min(1, MEDIA_ROOT_ERRORS.nameLength).max(MEDIA_ROOT_NAME_MAX * 4) }).strict();
export type RemoveMediaRootInput = z.infer<typeof RemoveMediaRootInput>;
