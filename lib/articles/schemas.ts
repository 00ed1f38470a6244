import { z } from "zod";
import { BOX_ID } from "./rules";

// Inputs of the /api_article/ calls and the legacy textmanager and
// directorybrowse calls. No server imports: the editor reuses the card shape.

/** A text of at most `max` characters that may be left out (null or missing): "" then. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? "");

const ARTICLE_ID = z.uuid({ error: "articles.notFound" });
/** A folder an article belongs to ("" for none): plain text, only stored and listed back. */
const Relpath = optionalText(1000);
/** The HTML as sent; its size is judged by the service (413), so the bound here only stops absurd bodies. */
const Html = z.string().max(50_000_000);

/** One video card of a drop box as stored; what a card shows is derived from it when it is shown. */
export const VideoCardInput = z.object({
  type: z.enum(["yv", "lv"]),
  media_id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().max(300).default(""),
  relpath: optionalText(6000),
});
export type VideoCard = z.output<typeof VideoCardInput>;

/** The cards of one drop box: ul_id + videocard_data (documents). */
export const DropBoxInput = z.object({
  ul_id: z.string().regex(BOX_ID, "ul_id: not a drop box of the editor."),
  videocard_data: z.array(VideoCardInput).max(100),
});
export type DropBox = z.output<typeof DropBoxInput>;

const Medias = z
  .array(DropBoxInput)
  .max(100)
  .nullish()
  .transform((v) => v ?? []);

export const SaveNewArticleBody = z.object({
  relpath: Relpath,
  article_content: Html,
  brief: optionalText(10_000),
  medias: Medias,
});

export const UpdateArticleBody = z.object({
  file_id: ARTICLE_ID,
  relpath: Relpath,
  article_content: Html,
  medias: Medias,
});

export const GetArticleBody = z.object({ file_id: ARTICLE_ID, relpath: Relpath });

/** getallarticles[/{x}]: {x} a folder's relpath to list only its articles. */
export const AllArticlesParams = z.object({ x: z.array(z.string().max(1000)).max(20).optional() });

/**
 * POST getpastedytvideoinfo (documents): type 1 an online video (ytid, or the
 * pastedUrl it came from), 2 a local one (file_name = its file id, relpath its token).
 */
export const PastedVideoBody = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal("1"), z.literal("2")], { error: "articles.unknownType" }).transform(Number),
  ytid: z.string().max(64).nullish(),
  pastedUrl: z.string().max(7000).nullish(),
  relpath: z.string().max(6000).nullish(),
  file_name: z.union([z.string().max(64), z.number()]).nullish(),
  article_id: z.string().max(64).nullish(),
});

/** POST /textmanager {type: "save_article", article_path, article_id, article_title, article}. */
export const TextManagerBody = z.object({
  type: z.literal("save_article", { error: "articles.unknownType" }),
  article_path: Relpath,
  article_id: z.union([z.uuid({ error: "articles.notFound" }), z.literal("")]).nullish(),
  article_title: optionalText(10_000),
  article: Html,
});

/** GET /directorybrowse?type=parse_mpi_param&mpi=...: a media param (/yv/... or /lv/... link) in parts. */
export const DirectoryBrowseQuery = z.object({
  type: z.literal("parse_mpi_param", { error: "articles.unknownType" }),
  mpi: z.string().max(7000),
});
