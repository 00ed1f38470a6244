import type { Caller } from "../auth/session";
import { hashToken } from "../auth/tokens";
import { getConfig } from "../config";
import { notFound } from "../http/errors";
import { agentStatus, askHome, relayFile, relayHeld, type AgentStatus, type RelayedFile } from "../agent/relay";
import { imageResponse, photoDisplayForCaller, thumbnailForCaller, type ThumbnailImage } from "../thumbnails/service";
import { hlsResponse } from "../transcode/service";
import { PLAYLIST_NAME } from "../transcode/paths";
import {
  dirFiles,
  dirFilesBrief,
  dirFilesRoot,
  dirInfo,
  FILE_TYPE,
  firstRootFolder,
  homeFolder,
  type DirFile,
  type DirInfo,
  type MediaRootSummary,
  type ThumbnailForm,
} from "./browse";
import { decodeUrlSafeBase64Path, encodeUrlSafeBase64Path } from "./paths";
import { relayedFileUrl } from "./relayed-links";
import { LAST_PAGE } from "./schemas";
import { homeFile, streamUrlOf } from "./player";
import { listFolderRange } from "./queries/listing";
import { findHomeNumber } from "./queries/roots";

// The home browse calls of /api_hems_f2f/: {id} is a home number, and only the
// caller's own home answers; any other number is a 404 (whether or not that
// home exists). The home face answers from its own roots; the hosted (tebe)
// face has none and asks the home's agent (lib/agent), which answers with the
// local* functions below at home. Through the agent, thumbnails of photos and
// videos travel inline (base64); links of the home's own (folder covers'
// /api/thumbs URLs, videos' /api/media/hls playlists) are rewritten to the
// relayed calls (thumb, hls).

export const HOME_NOT_FOUND = "Home not found.";

async function requireOwnHome(caller: Caller, homeNumber: string): Promise<void> {
  const own = await findHomeNumber(caller.homeId);
  if (own === null || own !== homeNumber) throw notFound(HOME_NOT_FOUND);
}

const throughAgent = () => getConfig().deployType === "tebe";

/** GET agent/{id}/online: the home face is its own agent, always online; the hosted face says whether the home's agent is connected. */
export async function agentOnline(caller: Caller, homeNumber: string): Promise<AgentStatus> {
  await requireOwnHome(caller, homeNumber);
  return throughAgent() ? agentStatus(caller.homeId) : { online: true, since: null };
}

/** GET browse/{id}/media: the home's media roots. */
export async function browseMedia(caller: Caller, homeNumber: string): Promise<MediaRootSummary[]> {
  await requireOwnHome(caller, homeNumber);
  return throughAgent() ? askHome(caller.homeId, { call: "media" }) : dirFilesRoot(caller);
}

export type SubdirsPage = { dir_info: DirInfo; dir_files: DirFile[]; page: number; page_size: number; next_page: number };

/** GET browse/{id}/subdirs?relpath&page&page_size: one page of a folder's entries (folders first); no relpath: the first root. */
export async function browseSubdirs(
  caller: Caller,
  homeNumber: string,
  relpath: string | undefined,
  page: number,
  pageSize: number,
  thumbs: ThumbnailForm,
): Promise<SubdirsPage> {
  await requireOwnHome(caller, homeNumber);
  if (!throughAgent()) return localSubdirs(caller, relpath, page, pageSize, thumbs);
  const relayed = await askHome<SubdirsPage>(caller.homeId, { call: "subdirs", relpath, page, page_size: pageSize });
  return { ...relayed, dir_files: relayed.dir_files.map((file) => withRelayedLinks(file, homeNumber)) };
}

/**
 * The home's own links in an entry as the hosted face's relayed calls: a
 * folder's cover (/api/thumbs/{id}) as the thumb call, a photo's or video's
 * stream as the file call (a grid's video plays in place with it), and the
 * HLS playlist of a video that needs transcoding as the hls call (its hls_url
 * tells the page to play it with HLS, as on the home face).
 */
function withRelayedLinks(file: DirFile, homeNumber: string): DirFile {
  const thumbnail = file.thumbnail.startsWith("/api/thumbs/") ? `/api_hems_f2f/browse/${homeNumber}/thumb/${file.id}` : file.thumbnail;
  const stream = file.file_type === FILE_TYPE.folder ? {} : { file_name_url: relayedFileUrl(homeNumber, file.media_name_relpath) };
  const hls = file.hls_url ? { hls_url: `/api_hems_f2f/browse/${homeNumber}/hls/${file.en_file_relpath}/${PLAYLIST_NAME}` } : {};
  return { ...file, thumbnail, ...stream, ...hls };
}

/** GET browse/{id}/thumb/{file id}: a thumbnail of the home (a folder: its cover), through the agent on the hosted face. */
export async function browseThumb(caller: Caller, homeNumber: string, fileId: number): Promise<ThumbnailImage> {
  await requireOwnHome(caller, homeNumber);
  if (!throughAgent()) return thumbnailForCaller(caller, fileId);
  const image = await askHome<ThumbnailImage>(caller.homeId, { call: "thumb", file_id: fileId });
  return { ...image, body: Buffer.from(image.body) };
}

export async function localSubdirs(caller: Caller, relpath: string | undefined, page: number, pageSize: number, thumbs: ThumbnailForm): Promise<SubdirsPage> {
  const folder = relpath === undefined ? await firstRootFolder(caller) : await homeFolder(caller, relpath);
  const start = page * pageSize;
  const rows = await listFolderRange(folder.rootId, folder.pathInRoot, start, pageSize + 1);
  const onPage = rows.filter((row) => row.sortKey < start + pageSize);
  return {
    dir_info: dirInfo(folder),
    dir_files: await dirFiles(folder, onPage, thumbs),
    page,
    page_size: pageSize,
    next_page: onPage.length < rows.length ? page + 1 : LAST_PAGE,
  };
}

/** GET browse/{id}/subdirsbrief?relpath: the folder's first page, brief (as dirfilesbrief). */
export async function browseSubdirsBrief(caller: Caller, homeNumber: string, relpath: string | undefined, thumbs: ThumbnailForm) {
  await requireOwnHome(caller, homeNumber);
  if (throughAgent()) return askHome<Awaited<ReturnType<typeof dirFilesBrief>>>(caller.homeId, { call: "subdirsbrief", relpath });
  return localSubdirsBrief(caller, relpath, thumbs);
}

export async function localSubdirsBrief(caller: Caller, relpath: string | undefined, thumbs: ThumbnailForm) {
  const folder = relpath === undefined ? await firstRootFolder(caller) : await homeFolder(caller, relpath);
  return dirFilesBrief(caller, encodeUrlSafeBase64Path(folder.mediaRelpath), thumbs);
}

/** The viewer's headers a file reply depends on (the rest stay on the hosted side). */
const FORWARDED_HEADERS = ["range", "if-range", "if-none-match", "if-modified-since"];

/**
 * GET browse/{id}/file?file_relpath: the home face redirects to the file's
 * stream URL; the hosted face streams it through the home's agent, with the
 * viewer's Range.
 */
export async function browseFile(
  caller: Caller,
  homeNumber: string,
  fileRelpath: string,
  request: { method: "GET" | "HEAD"; headers: Headers },
): Promise<{ redirect: string } | RelayedFile> {
  await requireOwnHome(caller, homeNumber);
  if (!throughAgent()) return { redirect: streamUrlOf(await homeFile(caller, fileRelpath)) };
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return relayFile(caller.homeId, fileRelpath, { method: request.method, headers });
}

/**
 * GET browse/{id}/hls/{url-safe base64 relpath}/{index.m3u8 | <n>.ts}: a video
 * as HLS, transcoded while it plays (lib/transcode). The home face answers it
 * itself; the hosted face asks the agent, for this viewer (a hash of its
 * session, so each viewer keeps its own transcode at home), and streams the
 * answer. The home checks the path and the name again.
 */
export async function browseHls(caller: Caller, homeNumber: string, path: string, name: string, signal: AbortSignal): Promise<Response> {
  await requireOwnHome(caller, homeNumber);
  if (!throughAgent()) return hlsResponse(caller, { path, name }, signal);
  const reply = await relayHeld(caller.homeId, { call: "hls", relpath: decodeUrlSafeBase64Path(path), name, viewer: hashToken(caller.sessionId) }, signal);
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

/**
 * GET browse/{id}/display/{file id}?v: a photo's display rendition (a JPEG of
 * at most 1600 px; lib/media/display-rules.ts), as /api/photos/{id}/display
 * answers it at home; through the agent on the hosted face.
 */
export async function browseDisplay(caller: Caller, homeNumber: string, fileId: number, version: string | undefined, headers: Headers): Promise<Response> {
  await requireOwnHome(caller, homeNumber);
  if (!throughAgent()) return imageResponse(await photoDisplayForCaller(caller, fileId, version), { headers }, "private, no-cache");
  const ifNoneMatch = headers.get("if-none-match");
  const reply = await relayHeld(caller.homeId, { call: "display", file_id: fileId, v: version, headers: ifNoneMatch ? { "if-none-match": ifNoneMatch } : {} });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
