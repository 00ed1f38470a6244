import { z } from "zod";
import { INVALID_PATH_ERROR } from "./paths";
import { EncodedRelpath, INVALID_PAGE } from "./browse-params";
import { MAX_PAGE } from "./browse";

// zod schemas of the player, history and home browse calls' parameters.

export const INVALID_ID = "Invalid id.";
export const INVALID_HOME_ID = "Invalid home id.";
export const INVALID_PAGE_SIZE = "Invalid page size.";
export const DEFAULT_SUBDIRS_PAGE_SIZE = 60;
export const MAX_SUBDIRS_PAGE_SIZE = 200;

/** A file id: a positive 32-bit integer written plainly. */
export const FileId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, INVALID_ID)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647, INVALID_ID);

export const IdParams = z.object({ id: FileId });

/** playerparam[/{id}]: at most one segment. */
export const PlayerParamParams = z.object({
  id: z
    .array(z.string())
    .max(1, INVALID_ID)
    .default([])
    .transform((segments, ctx) => {
      if (segments.length === 0) return undefined;
      const id = FileId.safeParse(segments[0]);
      if (!id.success) {
        ctx.addIssue({ code: "custom", message: INVALID_ID });
        return z.NEVER;
      }
      return id.data;
    }),
});

/** lvpurl/{id}[/{x}]: the optional second segment is ignored (the documents' cache buster). */
export const LvpUrlParams = z.object({ id: FileId, x: z.array(z.string().max(200, INVALID_ID)).max(1, INVALID_ID).optional() });

export const EncodedRelpathParams = z.object({ relpath: EncodedRelpath });

/** A plain media relpath "<root>/<path>" in a body or query; its syntax is checked by the service. */
const PlainRelpath = z.string({ error: INVALID_PATH_ERROR.key }).min(1, INVALID_PATH_ERROR.key).max(4096, INVALID_PATH_ERROR.key);

export const RelpathBody = z.object({ relpath: PlainRelpath });
export const PhsBody = z.object({ relpath_file: PlainRelpath });

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

export const INVALID_INVITE_CODE = "Invalid invite code.";
export const INVALID_PASTE_TYPE = "Invalid video type.";

/**
 * ?invite_code= of the player calls (sent while the client holds invite
 * codes). Only its shape is checked: url-safe characters, at most 128.
 */
export const InviteCodeQuery = z.object({ invite_code: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, INVALID_INVITE_CODE).optional() });

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
