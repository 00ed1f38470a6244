import { z } from "zod";
import { serverError, type ServerError } from "../http/server-errors";

// Inputs of the category and video-link calls (/api_yt, /api_tebeplay) and the
// refusals they answer with. No server-only imports: the category form and the
// add-video form reuse them.

export const CATEGORY_NAME_MIN = 2;
export const CATEGORY_NAME_MAX = 64;
export const NAME_TOO_SHORT = serverError("categories.nameTooShort");
export const NAME_TOO_LONG = serverError("categories.nameTooLong");
export const NAME_BAD_CHARS = serverError("categories.nameBadChars");
export const OWNERS_ONLY = serverError("categories.ownersOnly");
export const CATEGORY_NOT_FOUND = serverError("categories.notFound");
export const CATEGORY_TAKEN = serverError("categories.nameTaken");
export const CHOOSE_CATEGORY = serverError("categories.choose");
export const OWNER_SETTING = serverError("videos.ownerSetting");
export const VIDEO_NOT_FOUND = serverError("videos.notFound");
export const NAME_UNREADABLE = serverError("categories.nameUnreadable");
export const REORDER_MISMATCH = serverError("categories.reorderMismatch");
const DISALLOWED = /[<>:"/\\|?*]/;
// Control characters never belong in a name; they get the same refusal.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The documented refusal for a category name (already trimmed), or null when it is fine. */
export function categoryNameError(name: string): ServerError | null {
  if (DISALLOWED.test(name) || CONTROL.test(name)) return NAME_BAD_CHARS;
  if (name.length < CATEGORY_NAME_MIN) return NAME_TOO_SHORT;
  if (name.length > CATEGORY_NAME_MAX) return NAME_TOO_LONG;
  return null;
}

/** What the name field keeps while typing: no leading space, at most 64 characters. */
export function typedCategoryName(value: string): string {
  return value.replace(/^\s+/, "").slice(0, CATEGORY_NAME_MAX);
}

export const CategoryName = z
  .string({ error: NAME_TOO_SHORT.key })
  .trim()
  .superRefine((name, ctx) => {
    const error = categoryNameError(name);
    if (error) ctx.addIssue({ code: "custom", message: error.key });
  });

/** POST ytvideolist: the category by its encoded relpath (or its plain name). */
export const VideoListInput = z
  .object({ en_relpath: z.string().max(400).optional(), relpath: z.string().max(400).optional() })
  .refine((v) => v.en_relpath || v.relpath, { message: "categories.choose" });

/** POST ytvreorder: the category's videos by youtube id, in their new order (ids checked by the service). */
export const ReorderInput = z.object({
  en_relpath: z.string().min(1).max(400),
  youtube_ids: z.array(z.string().max(64)).max(5000),
});

/** POST /api_his_yt/phs: a play of an online video (the id is checked by the service). */
export const YoutubePlayInput = z.object({
  yt_id: z.string().max(64),
  relpath: z.string().max(400).optional().default(""),
});

export const BriefQuery = z.object({ brief: z.enum(["true", "false"]).optional() }).transform((v) => v.brief === "true");

// ---------------------------------------------------------------- Route parameters

const MAX_SEGMENT = 1000;
const segment = z.string().min(1).max(MAX_SEGMENT);
/** An optional last segment ([[...x]]): the category's en_relpath. */
const optionalSegment = z
  .array(z.string().max(MAX_SEGMENT))
  .max(1, "Unknown API call.")
  .optional()
  .transform((parts) => parts?.[0] || undefined);
const PAGE = z
  .string()
  .regex(/^(0|[1-9]\d{0,5})$/, "The page must be a whole number from 0.")
  .transform(Number);

export const PageParams = z.object({ page: PAGE, relpath: optionalSegment });
export const RelpathParams = z.object({ relpath: optionalSegment });
export const IdParams = z.object({ id: segment });
export const RenameParams = z.object({ id: segment, name: segment });
export const NameParams = z.object({ name: segment });
export const LinkParams = z.object({ link: segment, x: optionalSegment }).transform((v) => ({ link: v.link, relpath: v.x }));
export const VideoParams = z.object({ id: segment, x: optionalSegment }).transform((v) => ({ id: v.id, relpath: v.x }));
