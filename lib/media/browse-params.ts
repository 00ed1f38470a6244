import { z } from "zod";
import { INVALID_PATH_ERROR } from "./paths";
import { LAST_PAGE, MAX_PAGE } from "./browse";

// zod schemas of the file browser's route parameters (shared by its routes).

export const INVALID_PAGE = "Invalid page.";
export const INVALID_THUMBS = "Invalid thumbs.";

/**
 * ?thumbs= of the calls that list photos and videos: "base64" (the default,
 * the legacy replies' data URLs) or "url" (the versioned, cacheable thumbnail
 * URLs the app's own pages ask for).
 */
export const ThumbsQuery = z.object({ thumbs: z.enum(["url", "base64"], { error: INVALID_THUMBS }).default("base64") });

/** One url-safe base64 segment; its content is decoded and checked by the service. */
export const EncodedRelpath = z.string().regex(/^[A-Za-z0-9_-]{1,6000}={0,2}$/, INVALID_PATH_ERROR.key);

/** A page number: 0, 1, ... up to MAX_PAGE, or the documented -1 ("everything is loaded"). */
export const Page = z
  .string()
  .regex(/^(0|-1|[1-9]\d{0,6})$/, INVALID_PAGE)
  .transform(Number)
  .refine((page) => page >= LAST_PAGE && page <= MAX_PAGE, INVALID_PAGE);

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

/** POST isphotoroot {relpath}: a plain media relpath "<root>/<path>"; its syntax is checked by the service. */
export const IsPhotoRootBody = z.object({ relpath: z.string({ error: INVALID_PATH_ERROR.key }).min(1, INVALID_PATH_ERROR.key).max(4096, INVALID_PATH_ERROR.key) });
