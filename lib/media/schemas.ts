import { z } from "zod";
import { isFileIdText } from "./file-id";
import { serverError } from "../http/server-errors";
import { PLAYLIST_NAME, segmentIndex } from "../transcode/paths";

// Every zod input of lib/media's calls and the error texts they answer with:
// the file browser's and the players' route parameters, the home browse calls
// (/api_hems_f2f/), and the media-folder calls of the settings page (POST
// /api_ctx/add_media_root, /api_ctx/remove_media_root). Imports nothing
// server-only: the settings form checks names with it too.

export const INVALID_PATH_ERROR = serverError("errors.invalidPath");
export const INVALID_PATH: string = INVALID_PATH_ERROR.text;
export const INVALID_PAGE = "Invalid page.";
export const INVALID_THUMBS = "Invalid thumbs.";
export const INVALID_ID = "Invalid id.";
export const INVALID_HOME_ID = "Invalid home id.";
export const INVALID_PAGE_SIZE = "Invalid page size.";
export const INVALID_INVITE_CODE = "Invalid invite code.";
export const INVALID_PASTE_TYPE = "Invalid video type.";

/** The highest page a request may ask for (60 million entries); beyond it is a 400, never a query. */
export const MAX_PAGE = 1_000_000;
/** The page number meaning "everything is loaded": a client sends it once it has every page. */
export const LAST_PAGE = -1;
export const DEFAULT_SUBDIRS_PAGE_SIZE = 60;
export const MAX_SUBDIRS_PAGE_SIZE = 200;

// ---- file browser and players ---------------------------------------------

/**
 * ?thumbs= of the calls that list photos and videos: "base64" (the default,
 * the legacy replies' data URLs) or "url" (the versioned, cacheable thumbnail
 * URLs the app's own pages ask for).
 */
export const ThumbsQuery = z.object({ thumbs: z.enum(["url", "base64"], { error: INVALID_THUMBS }).default("base64") });

/** One url-safe base64 segment; its content is decoded and checked by the service. */
export const EncodedRelpath = z.string().regex(/^[A-Za-z0-9_-]{1,6000}={0,2}$/, INVALID_PATH_ERROR.key);

/** A plain media relpath "<root>/<path>" in a body or query; its syntax is checked by the service. */
const PlainRelpath = z.string({ error: INVALID_PATH_ERROR.key }).min(1, INVALID_PATH_ERROR.key).max(4096, INVALID_PATH_ERROR.key);

/** A page number: 0, 1, ... up to MAX_PAGE, or LAST_PAGE (-1). */
export const Page = z
  .string()
  .regex(/^(0|-1|[1-9]\d{0,6})$/, INVALID_PAGE)
  .transform(Number)
  .refine((page) => page >= LAST_PAGE && page <= MAX_PAGE, INVALID_PAGE);

/** A media file id in a URL (the rule: lib/media/file-id.ts), with the error text `message`. */
export const fileIdWith = (message: string) => z.string().refine(isFileIdText, message).transform(Number);

export const FileId = fileIdWith(INVALID_ID);

/** ?v= of a photo's display rendition: its version (lib/media/display-rules.ts), which lets the browser keep it. */
export const DisplayVersion = z.string().regex(/^[0-9a-z]{1,16}$/, "Invalid version.");
export const DisplayQuery = z.object({ v: DisplayVersion.optional() });

/** dirfilesall[/{page}[/{encodedRelpath}]]: the first call may leave the page out (page 0 of the first root). */
export const DirFilesAllParams = z.object({
  params: z
    .array(z.string())
    .max(2, INVALID_PATH_ERROR.key)
    .default([])
    .transform((segments, ctx) => {
      if (segments.length === 0) return { page: 0, relpath: undefined };
      const page = Page.safeParse(segments[0]);
      if (!page.success) {
        ctx.addIssue({ code: "custom", message: INVALID_PAGE });
        return z.NEVER;
      }
      if (segments.length === 1) return { page: page.data, relpath: undefined };
      const relpath = EncodedRelpath.safeParse(segments[1]);
      if (!relpath.success) {
        ctx.addIssue({ code: "custom", message: INVALID_PATH_ERROR.key });
        return z.NEVER;
      }
      return { page: page.data, relpath: relpath.data };
    }),
});

export const RelpathParams = z.object({ relpath: EncodedRelpath });

/** POST isphotoroot {relpath}: a plain media relpath "<root>/<path>". */
export const IsPhotoRootBody = z.object({ relpath: PlainRelpath });

export const IdParams = z.object({ id: FileId });

/** playerparam[/{id}]: at most one segment, a file id. */
export const PlayerParamParams = z.object({
  id: z
    .array(z.string())
    .max(1, INVALID_ID)
    .default([])
    .refine(([segment]) => segment === undefined || isFileIdText(segment), INVALID_ID)
    .transform(([segment]) => (segment === undefined ? undefined : Number(segment))),
});

/** lvpurl/{id}[/{x}]: the optional second segment is a cache buster, read and ignored. */
export const LvpUrlParams = z.object({ id: FileId, x: z.array(z.string().max(200, INVALID_ID)).max(1, INVALID_ID).optional() });

export const RelpathBody = z.object({ relpath: PlainRelpath });
export const PhsBody = z.object({ relpath_file: PlainRelpath });

/**
 * ?invite_code= of the player calls (sent while the client holds invite
 * codes). Its shape is checked here; a lens invitee's must name its own
 * invite (lib/invites/service.ts assertInviteCodeOf), anyone else's is ignored.
 */
export const InviteCodeQuery = z.object({
  invite_code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, INVALID_INVITE_CODE)
    .optional(),
});

/**
 * POST getpastevideoinfo {type, file_name, relpath}: a pasted channel link
 * /{type}/{file_name}[/{relpath}] in parts - "yv" with a YouTube id, or "lv"
 * with a media file id - and its optional url-safe base64 token.
 */
export const PasteVideoInfoBody = z.object({
  type: z.enum(["yv", "lv"], { error: INVALID_PASTE_TYPE }),
  file_name: z.union([z.string(), z.number()], { error: INVALID_ID }).transform(String),
  relpath: z.string({ error: INVALID_PATH_ERROR.key }).max(6000, INVALID_PATH_ERROR.key).nullish(),
});

// ---- home browse (/api_hems_f2f/) -----------------------------------------

/** {id} of /api_hems_f2f/: a home number (digits). */
export const HomeParams = z.object({ id: z.string().regex(/^\d{1,20}$/, INVALID_HOME_ID) });

export const SubdirsBriefQuery = z.object({ relpath: PlainRelpath.optional() });

export const SubdirsQuery = z.object({
  relpath: PlainRelpath.optional(),
  page: z
    .string()
    .regex(/^(0|[1-9]\d{0,6})$/, INVALID_PAGE)
    .transform(Number)
    .refine((page) => page <= MAX_PAGE, INVALID_PAGE)
    .default(0),
  page_size: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, INVALID_PAGE_SIZE)
    .transform(Number)
    .refine((size) => size <= MAX_SUBDIRS_PAGE_SIZE, INVALID_PAGE_SIZE)
    .default(DEFAULT_SUBDIRS_PAGE_SIZE),
});

export const FileQuery = z.object({ file_relpath: PlainRelpath });

/** The name of a video's HLS playlist ("index.m3u8") or of one of its segments ("<n>.ts"). */
export const HlsName = z.string().refine((name) => name === PLAYLIST_NAME || segmentIndex(name) !== null, INVALID_PATH_ERROR.key);

/** .../hls/{url-safe base64 media relpath}/{index.m3u8 | <n>.ts}: the relayed HLS of a video. */
export const HlsRelayParams = HomeParams.extend({ path: EncodedRelpath, name: HlsName });

// ---- media folders (settings page) ----------------------------------------

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

export const RemoveMediaRootInput = z
  .object({
    name: z
      .string({ error: MEDIA_ROOT_ERRORS.nameLength })
      .min(1, MEDIA_ROOT_ERRORS.nameLength)
      .max(MEDIA_ROOT_NAME_MAX * 4),
  })
  .strict();
export type RemoveMediaRootInput = z.infer<typeof RemoveMediaRootInput>;
