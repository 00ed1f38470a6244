import "server-only";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import type { Caller } from "../auth/session";
import { AppError, badRequest, forbidden, notFound } from "../http/errors";
import { serverError } from "../http/server-errors";
import { decodeUrlSafeBase64Path, findHomeEntry, homeFile, mediaItem, mediaRelpathOf, splitMediaPath } from "../media";
import { photoDetail, type PhotoDetail } from "../media/photo-detail";
import { resolveMediaPath } from "../media/resolve";
import * as q from "./queries";
import { BLOCK_TYPE, LENS_NOT_FOUND, type BlockType, type LensInput } from "./schemas";

// Media lenses: curated, ordered sets of a home's photos and videos, every call
// of /api_medialens_f2f. Only the home's owner lists, creates, changes and
// deletes them; the owner and a lens invitee (the invite's one lens, see
// lib/auth/caller.ts) read one. A block stores the media library's own plain
// relpath "<root>/<path>" (checked by lib/media when saved), so the players'
// calls and the invites' access checks compare the same strings.

export const OWNERS_ONLY = serverError("lens.ownersOnly");
export const WRONG_BLOCK_TYPE = serverError("lens.wrongBlockType");
export const NOT_IN_LENS = serverError("lens.notInLens");

/** How many block thumbnails a lens card cycles through on hover. */
export const CARD_THUMBNAILS = 8;

export type LensBlockView = {
  /** "2" photo, "3" video. */
  type: BlockType;
  relpath: string;
  /** The versioned thumbnail URL; "" when the file is gone. */
  thumbnail: string;
  title: string;
  /** The file is no longer in the library or on disk: players show a placeholder. */
  missing: boolean;
  /** The media file's id (the player keeps the viewer's resume position by it); null when missing. */
  file_id: number | null;
  /** A video the browser cannot play as it is: its HLS playlist (lib/transcode). */
  hls_url?: string;
};

export type LensBrief = {
  lens_id: string;
  title: string;
  description: string;
  /** ISO 8601. */
  updated_at: string;
  /** The first available block's thumbnail, or null. */
  cover_thumbnail_url: string | null;
  /** Up to CARD_THUMBNAILS thumbnails of available blocks (the card cycles them on hover). */
  thumbnails: string[];
  block_count: number;
};

export type LensView = Omit<LensBrief, "thumbnails"> & { blocks: LensBlockView[] };

const isBlockType = (type: string): type is BlockType => type === BLOCK_TYPE.photo || type === BLOCK_TYPE.video;

/** A stored block as it stands today: its thumbnail, or missing when its file has left the index or the disk. */
async function blockView(caller: Caller, block: q.BlockRow): Promise<LensBlockView> {
  const type = isBlockType(block.type) ? block.type : BLOCK_TYPE.photo;
  const gone = { type, relpath: block.relpath, thumbnail: "", title: block.title, missing: true, file_id: null };
  const entry = await findHomeEntry(caller, block.relpath);
  if (!entry || entry.type !== (type === BLOCK_TYPE.video ? "video" : "photo")) return gone;
  try {
    await resolveMediaPath(caller.homeId, block.relpath);
  } catch (error) {
    if (error instanceof AppError) return gone;
    throw error;
  }
  const item = mediaItem(entry);
  return {
    type,
    relpath: block.relpath,
    thumbnail: item.thumbnail,
    title: block.title,
    missing: false,
    file_id: entry.id,
    ...(item.hls_url ? { hls_url: item.hls_url } : {}),
  };
}

function brief(row: q.LensRow, blocks: LensBlockView[]): LensBrief {
  const thumbnails = blocks.filter((block) => !block.missing).map((block) => block.thumbnail);
  return {
    lens_id: row.id,
    title: row.title,
    description: row.description,
    updated_at: row.updatedAt.toISOString(),
    cover_thumbnail_url: thumbnails[0] ?? null,
    thumbnails: thumbnails.slice(0, CARD_THUMBNAILS),
    block_count: row.blocks.length,
  };
}

/** The lens a reader may see: the owner's home's, or exactly the invitee's own lens. 404 for anything else of the home. */
async function readableLens(caller: Caller, lensId: string): Promise<q.LensRow> {
  assertRole(caller, ["owner", "lens_invitee"], OWNERS_ONLY);
  if (caller.role === "lens_invitee" && caller.lensId !== lensId) throw forbidden(OWNERS_ONLY);
  const lens = await q.findLens(caller.homeId, lensId);
  if (!lens) throw notFound(LENS_NOT_FOUND);
  return lens;
}

/** The relpaths of a lens's blocks, in order (the invites' access checks use them). */
export async function lensBlockPaths(lensId: string): Promise<string[]> {
  return q.lensBlockRelpaths(lensId);
}

export async function allLenses(caller: Caller): Promise<LensBrief[]> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const rows = await q.listLenses(caller.homeId);
  return Promise.all(
    rows.map(async (row) => {
      // A card needs only the first few available blocks: look at a few more than it shows, not at every block.
      const views = await Promise.all(row.blocks.slice(0, CARD_THUMBNAILS * 2).map((block) => blockView(caller, block)));
      return brief(row, views);
    }),
  );
}

export async function loadLens(caller: Caller, lensId: string): Promise<LensView> {
  const row = await readableLens(caller, lensId);
  const blocks = await Promise.all(row.blocks.map((block) => blockView(caller, block)));
  const { thumbnails: _thumbnails, ...rest } = brief(row, blocks);
  return { ...rest, blocks };
}

export async function loadLensBrief(caller: Caller, lensId: string): Promise<LensBrief> {
  const row = await readableLens(caller, lensId);
  const views = await Promise.all(row.blocks.slice(0, CARD_THUMBNAILS * 2).map((block) => blockView(caller, block)));
  return brief(row, views);
}

/**
 * The blocks to store: each a photo or video of the caller's home (lib/media
 * checks the syntax, so traversal spellings are 400 'Invalid path.', and
 * finds the file: 404 'File not found.'), of the type it claims.
 */
async function checkedData(caller: Caller, input: LensInput): Promise<q.LensData> {
  const blocks: q.BlockRow[] = [];
  for (const block of input.blocks) {
    const kind = block.type === BLOCK_TYPE.video ? "video" : "photo";
    const entry = await homeFile(caller, block.relpath);
    if (entry.type !== kind) throw badRequest(WRONG_BLOCK_TYPE);
    // The index's own spelling of the path, the one the players and the invites compare.
    blocks.push({ type: block.type, relpath: mediaRelpathOf(entry), title: block.title || mediaItem(entry).file_title });
  }
  return { title: input.title ?? "", description: input.description, blocks };
}

export async function createLens(caller: Caller, input: LensInput): Promise<{ lens_id: string }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const data = await checkedData(caller, input);
  return { lens_id: await q.createLens(caller.homeId, data) };
}

export async function updateLens(caller: Caller, lensId: string, input: LensInput): Promise<{ lens_id: string }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  if (!(await q.findLens(caller.homeId, lensId))) throw notFound(LENS_NOT_FOUND);
  const data = await checkedData(caller, input);
  if (!(await q.updateLens(caller.homeId, lensId, data))) throw notFound(LENS_NOT_FOUND);
  return { lens_id: lensId };
}

export async function deleteLens(caller: Caller, lensId: string): Promise<{ lens_id: string }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  if (!(await q.deleteLens(caller.homeId, lensId))) throw notFound(LENS_NOT_FOUND);
  return { lens_id: lensId };
}

/**
 * getphoto/{encodedRelpath}: a photo's detail (img64, file_name,
 * create_time_original, create_time). The owner may ask for any photo of the
 * home (the editor previews before it saves); a lens invitee only for a photo
 * of its lens's blocks.
 */
export async function lensPhoto(caller: Caller, encodedRelpath: string): Promise<PhotoDetail> {
  assertRole(caller, ["owner", "lens_invitee"], OWNERS_ONLY);
  const relpath = decodeUrlSafeBase64Path(encodedRelpath);
  splitMediaPath(relpath); // syntax first: a traversal spelling is a 400 for everyone
  if (caller.role === "lens_invitee") {
    if (!caller.lensId || !(await lensBlockPaths(caller.lensId)).includes(relpath)) throw forbidden(NOT_IN_LENS);
  }
  return photoDetail(caller, relpath);
}
