import { z } from "zod";
import { serverError } from "../http/server-errors";

// Inputs of the /api_medialens_f2f calls. No server imports: the lens editor
// checks its form with the same limits before it saves.

export const LENS_NOT_FOUND = serverError("lens.notFound");
export const INVALID_BLOCKS = serverError("lens.invalidBlocks");
export const TITLE_TOO_LONG = serverError("lens.titleTooLong");
export const DESCRIPTION_TOO_LONG = serverError("lens.descriptionTooLong");

export const LENS_TITLE_MAX = 200;
export const LENS_DESCRIPTION_MAX = 5000;
/** A lens is a curated set, not a library: at most this many blocks. */
export const LENS_BLOCKS_MAX = 500;
export const BLOCK_TYPE = { photo: "2", video: "3" } as const;
export type BlockType = (typeof BLOCK_TYPE)[keyof typeof BLOCK_TYPE];

/** A lens id in a URL: any unknown text is simply a lens that is not found. */
export const LensIdParams = z.object({ id: z.string().min(1, LENS_NOT_FOUND.key).max(100, LENS_NOT_FOUND.key) });

const Block = z.object(
  {
    // The documented client sends "2"/"3"; a number is the same code.
    type: z.union([z.enum(["2", "3"]), z.literal(2).transform(() => "2" as const), z.literal(3).transform(() => "3" as const)], { error: INVALID_BLOCKS.key }),
    /** The media library's plain relpath "<root>/<path>"; its syntax and the file are checked by the service. */
    relpath: z.string({ error: INVALID_BLOCKS.key }).min(1, INVALID_BLOCKS.key).max(4096, INVALID_BLOCKS.key),
    title: z.string({ error: INVALID_BLOCKS.key }).trim().max(LENS_TITLE_MAX, TITLE_TOO_LONG.key).optional(),
  },
  { error: INVALID_BLOCKS.key },
);

/** create and update/{id}: the whole lens (blocks in their play order). */
export const LensBody = z.object({
  description: z.string({ error: DESCRIPTION_TOO_LONG.key }).max(LENS_DESCRIPTION_MAX, DESCRIPTION_TOO_LONG.key).default(""),
  title: z.string({ error: TITLE_TOO_LONG.key }).trim().max(LENS_TITLE_MAX, TITLE_TOO_LONG.key).optional(),
  blocks: z.array(Block, { error: INVALID_BLOCKS.key }).max(LENS_BLOCKS_MAX, INVALID_BLOCKS.key),
});

export type LensInput = z.output<typeof LensBody>;
export type LensBlockInput = LensInput["blocks"][number];
