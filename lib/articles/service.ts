import "server-only";
import type { Caller } from "../auth/session";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { getConfig } from "../config";
import { badRequest, notFound, payloadTooLarge } from "../http/errors";
import { serverError } from "../http/server-errors";
import type { Locale } from "../i18n/locale";
import { formatMediaPath, parseMediaLink } from "../channels/media-path";
import { decodeUrlSafeBase64Path, FILE_NOT_FOUND_ERROR } from "../media/paths";
import { pasteVideoInfo } from "../media/paste";
import { homeEntryById, streamUrlOf, mediaItem } from "../media/player";
import { embedUrl, parseYoutubeLink, thumbnailFor } from "../youtube/links";
import { learnedTitle } from "../youtube/learned-titles";
import { fetchVideoInfo } from "../youtube/oembed";
import { createArticle, findArticle, listArticles, replaceArticle } from "./queries";
import { ARTICLE_MAX_BYTES, articleBytes, editorTitle, EDITOR_TITLE_MAX, savedTitle } from "./rules";
import { sanitizeArticle, textOfHtml, titleBlocksOf } from "./sanitize";
import { boxIdsOf } from "./segments";
import type { DropBox, VideoCard } from "./schemas";

// Articles of a home: everyone in the home reads them (owner, guests,
// visiting friends); only its owner writes. Every write is checked whole
// before anything is stored: the size (413), the HTML cleaned
// (sanitize.ts), the drop boxes kept only when the HTML holds them; then one
// statement stores it, so a failure leaves nothing half-saved.

export const ARTICLES_OWNERS_ONLY = serverError("articles.ownersOnly");
export const ARTICLE_TOO_LARGE = serverError("articles.tooLarge");
export const ARTICLE_NOT_FOUND = serverError("articles.notFound");
export const UNKNOWN_TYPE = serverError("articles.unknownType");

export type ArticleListItem = { file_name: string; file_brief: string; createtime: string; file_owner: string; uuid: string; relpath: string };

/** getallarticles[/{x}]: the home's articles, newest first (only those of folder `relpath` when given). */
export async function getAllArticles(caller: Caller, relpath: string | null = null): Promise<ArticleListItem[]> {
  const rows = await listArticles(caller.homeId, relpath);
  return rows.map((row) => ({
    file_name: row.title,
    file_brief: row.brief || row.title,
    createtime: row.createdAt.toISOString(),
    file_owner: row.ownerName,
    uuid: row.id,
    relpath: row.relpath,
  }));
}

export type ArticleView = {
  file_id: string;
  article_uuid: string;
  relpath: string;
  title: string;
  brief: string;
  /** The stored (clean) HTML. */
  content: string;
  article_content: string;
  /** One entry per drop box: anchor_name its ul_id, media_list its cards (documents). */
  anchor_media: { anchor_name: string; media_list: VideoCard[] }[];
  medias: DropBox[];
  owner: string;
  createtime: string;
};

/** getarticle {relpath, file_id}: an article of the caller's home. */
export async function getArticle(caller: Caller, fileId: string): Promise<ArticleView> {
  const row = await findArticle(caller.homeId, fileId);
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  const medias = row.medias as DropBox[];
  return {
    file_id: row.id,
    article_uuid: row.id,
    relpath: row.relpath,
    title: row.title,
    brief: row.brief,
    content: row.html,
    article_content: row.html,
    anchor_media: medias.map((box) => ({ anchor_name: box.ul_id, media_list: box.videocard_data })),
    medias,
    owner: row.ownerName,
    createtime: row.createdAt.toISOString(),
  };
}

/** What is stored for an article's HTML and cards, all checked; throws before anything is written. */
function prepare(html: string, medias: DropBox[], brief?: string) {
  if (articleBytes(html, medias) > ARTICLE_MAX_BYTES) throw payloadTooLarge(ARTICLE_TOO_LARGE);
  const clean = sanitizeArticle(html);
  const boxes = new Set(boxIdsOf(clean));
  const kept = medias.filter((box) => boxes.has(box.ul_id) && boxes.delete(box.ul_id));
  const ownBrief = editorTitle(titleBlocksOf(clean));
  // The brief is plain text (the list shows it as text); the editor's own title rule when none is sent.
  const sentBrief = (brief ?? "").replace(/\s+/g, " ").trim();
  return { html: clean, medias: kept, title: savedTitle(textOfHtml(clean)), brief: [...(sentBrief || ownBrief)].slice(0, EDITOR_TITLE_MAX).join("") };
}

export type SavedArticle = { file_id: string; article_uuid: string; title: string };

/** savenewarticle {relpath, article_content, brief, medias}. */
export async function saveNewArticle(
  caller: Caller,
  input: { relpath: string; article_content: string; brief?: string; medias: DropBox[] },
): Promise<SavedArticle> {
  assertRole(caller, OWNER, ARTICLES_OWNERS_ONLY);
  const article = prepare(input.article_content, input.medias, input.brief);
  const { id } = await createArticle(caller.homeId, { ...article, relpath: input.relpath, ownerName: caller.name });
  return { file_id: id, article_uuid: id, title: article.title };
}

/** updatearticle {file_id, relpath, article_content, medias}; `medias` null keeps the stored cards (textmanager sends none). */
export async function updateArticle(
  caller: Caller,
  input: { file_id: string; relpath: string; article_content: string; medias: DropBox[] | null; brief?: string },
): Promise<SavedArticle> {
  assertRole(caller, OWNER, ARTICLES_OWNERS_ONLY);
  const existing = await findArticle(caller.homeId, input.file_id);
  if (!existing) throw notFound(ARTICLE_NOT_FOUND);
  const article = prepare(input.article_content, input.medias ?? (existing.medias as DropBox[]), input.brief);
  if (!(await replaceArticle(caller.homeId, input.file_id, { ...article, relpath: input.relpath || existing.relpath }))) throw notFound(ARTICLE_NOT_FOUND);
  return { file_id: input.file_id, article_uuid: input.file_id, title: article.title };
}

/** POST /textmanager type save_article: the legacy spelling of savenewarticle (no article_id) and updatearticle. */
export async function textManagerSave(
  caller: Caller,
  input: { article_path: string; article_id?: string | null; article_title: string; article: string },
): Promise<SavedArticle> {
  if (input.article_id) {
    return updateArticle(caller, {
      file_id: input.article_id,
      relpath: input.article_path,
      article_content: input.article,
      medias: null,
      brief: input.article_title,
    });
  }
  return saveNewArticle(caller, { relpath: input.article_path, article_content: input.article, brief: input.article_title, medias: [] });
}

/** A card as the editor and the view show it: the stored card plus what it plays and its picture. */
export type ShownCard = VideoCard & { thumbnail: string; play_url: string; key: string };

/**
 * getpastedytvideoinfo: the card of a pasted link. Type 1, an online video
 * (ytid, or the YouTube or /yv/ link pastedUrl), titled by YouTube's
 * metadata (an empty, pending title when it can't be fetched, never the bare
 * id); type 2, a video of the home (file_name its id, relpath its token).
 */
export async function pastedVideoInfo(
  caller: Caller,
  input: { type: number; ytid?: string | null; pastedUrl?: string | null; relpath?: string | null; file_name?: string | number | null },
  locale: Locale,
): Promise<ShownCard> {
  assertRole(caller, OWNER, ARTICLES_OWNERS_ONLY);
  if (input.type === 1) {
    const fromLink = input.pastedUrl ? parseMediaLink(input.pastedUrl) : null;
    if (fromLink && !fromLink.ok) throw badRequest(fromLink.error);
    const id = input.ytid ?? (fromLink?.ok && fromLink.path.type === "yv" ? fromLink.path.mediaId : null);
    const parsed = parseYoutubeLink(`https://youtu.be/${id ?? ""}`);
    if (!parsed.ok) throw badRequest(parsed.error);
    const result = await fetchVideoInfo(parsed.youtubeId);
    return shownOnline({ type: "yv", media_id: parsed.youtubeId, title: result.ok ? result.info.title : "", relpath: "" });
  }
  if (input.type !== 2 || input.file_name === null || input.file_name === undefined) throw badRequest(UNKNOWN_TYPE);
  const item = await pasteVideoInfo(caller, { type: "lv", file_name: String(input.file_name), relpath: input.relpath }, locale);
  if (item.file_type !== 3) throw notFound(FILE_NOT_FOUND_ERROR);
  return {
    type: "lv",
    media_id: String(item.media_id),
    title: item.file_title,
    relpath: mediaRelpathToken(item.channel_media_path),
    thumbnail: item.thumbnail,
    play_url: item.video_src ?? "",
    key: item.channel_media_path,
  };
}

/** The url-safe base64 relpath token of a channel media path ("" for none). */
function mediaRelpathToken(link: string): string {
  const parsed = parseMediaLink(link);
  return parsed.ok ? (parsed.path.relpath ?? "") : "";
}

function shownOnline(card: VideoCard): ShownCard {
  return {
    ...card,
    thumbnail: thumbnailFor(getConfig().youtube.thumbnailUrl, card.media_id),
    play_url: embedUrl(card.media_id, { autoplay: true }),
    key: formatMediaPath({ type: "yv", mediaId: card.media_id, relpath: null }),
  };
}

/** The stored cards of an article as shown, local ones checked against the home (a card whose file is gone is left out). */
export async function shownCards(caller: Caller, medias: DropBox[]): Promise<Record<string, ShownCard[]>> {
  const out: Record<string, ShownCard[]> = {};
  for (const box of medias) {
    const cards: ShownCard[] = [];
    for (const card of box.videocard_data) {
      if (card.type === "yv") {
        if (parseYoutubeLink(`https://youtu.be/${card.media_id}`).ok) cards.push(shownOnline({ ...card, title: card.title || learnedTitle(card.media_id) }));
        continue;
      }
      const id = Number(card.media_id);
      const entry = Number.isSafeInteger(id) ? await homeEntryById(caller, id, ["video"]).catch(() => null) : null;
      if (!entry) continue;
      cards.push({
        ...card,
        thumbnail: mediaItem(entry).thumbnail,
        play_url: streamUrlOf(entry),
        key: formatMediaPath({ type: "lv", mediaId: entry.id, relpath: null }),
      });
    }
    out[box.ul_id] = cards;
  }
  return out;
}

/** GET /directorybrowse?type=parse_mpi_param&mpi=...: a media param (documents: type lv or yv, media_id, relpath). */
export function parseMpiParam(mpi: string): { type: "lv" | "yv"; media_id: string | number; relpath: string | null } {
  const parsed = parseMediaLink(mpi);
  if (!parsed.ok) throw badRequest(parsed.error);
  const { path } = parsed;
  const relpath = path.type === "lv" && path.relpath ? decodeUrlSafeBase64Path(path.relpath) : path.relpath;
  return { type: path.type, media_id: path.mediaId, relpath };
}

/** An embedded video figure as a card: its data-value (clean: a YouTube watch URL, a /lv/ link or a stream URL) and caption; null when its video is gone. */
export async function shownEmbed(caller: Caller, value: string, caption: string): Promise<ShownCard | null> {
  if (value.startsWith("/media_lv_video_root/")) return { type: "lv", media_id: "", title: caption, relpath: "", thumbnail: "", play_url: value, key: value };
  const parsed = parseMediaLink(value);
  if (!parsed.ok) return null;
  const { path } = parsed;
  if (path.type === "yv") return shownOnline({ type: "yv", media_id: path.mediaId, title: caption || learnedTitle(path.mediaId), relpath: "" });
  const [card] =
    (
      await shownCards(caller, [
        { ul_id: "embed", videocard_data: [{ type: "lv", media_id: String(path.mediaId), title: caption, relpath: path.relpath ?? "" }] },
      ])
    ).embed ?? [];
  return card ?? null;
}
