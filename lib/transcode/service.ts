import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Caller } from "../auth/caller";
import { getConfig } from "../config";
import { notFound } from "../http/errors";
import { validate } from "../http/parse";
import { FILE_NOT_FOUND_ERROR, decodeUrlSafeBase64Path, probe } from "../media";
import { resolveInRealRoot } from "../media/paths";
import { INVALID_PATH_ERROR } from "../media/schemas";
import { checkMediaAccess } from "../streaming/service";
import { Transcoder, transcodeBusy } from "./jobs";
import { PLAYLIST_NAME, segmentCount, segmentIndex, vodPlaylist } from "./paths";
import { isCopyableVideo } from "./playability";

// /api/media/hls/{url-safe base64 of the media relpath}/{index.m3u8 | <n>.ts}:
// a video as HLS, transcoded while it plays. Whoever may stream the file
// directly may have it transcoded, and nobody else: the access check is the
// direct stream's own (checkMediaAccess, lib/streaming/service.ts).

/** The two dynamic segments of the route, as the router gives them. */
export const HlsParams = z.object({ path: z.string().min(1, INVALID_PATH_ERROR.key), name: z.string().min(1) });

type VideoFacts = { duration: number; copyVideo: boolean };

// Probing takes tens of milliseconds: each segment request would pay it. Keyed by file version.
const facts = new Map<string, { version: string; facts: Promise<VideoFacts> }>();
const FACTS_KEPT = 256;

async function videoFacts(realPath: string): Promise<VideoFacts> {
  const stat = await fs.stat(realPath).catch(() => null);
  if (!stat?.isFile()) throw notFound(FILE_NOT_FOUND_ERROR);
  const version = `${stat.size}:${stat.mtimeMs}`;
  const known = facts.get(realPath);
  if (known?.version === version) return known.facts;
  const { ffmpegPath, ffprobePath } = getConfig();
  const read = probe(realPath, { ffmpegPath, ffprobePath }).then(
    (info) => {
      // Not a video a player can seek in: nothing to transcode.
      if (!info.videoCodec || !info.durationSeconds) throw notFound(FILE_NOT_FOUND_ERROR);
      return { duration: info.durationSeconds, copyVideo: isCopyableVideo(info) };
    },
    () => {
      throw notFound(FILE_NOT_FOUND_ERROR);
    },
  );
  read.catch(() => facts.delete(realPath));
  if (facts.size >= FACTS_KEPT) facts.delete(facts.keys().next().value!);
  facts.set(realPath, { version, facts: read });
  return read;
}

let current: Transcoder | undefined;

function transcoder(): Transcoder {
  if (!current) {
    const config = getConfig();
    current = new Transcoder({
      dir: path.join(config.dataDir, "transcode"),
      maxJobs: config.transcode.maxJobs,
      waitMs: config.transcode.waitMs,
      cacheBytes: config.transcode.cacheBytes,
      ffmpeg: { ffmpegPath: config.ffmpegPath },
    });
  }
  return current;
}

/** What runs now (tests, diagnostics). */
export function transcodeStats() {
  return current?.stats() ?? { running: 0, waiting: 0, jobs: 0 };
}

/** Stops every transcode and forgets the settings (tests change them through the environment). */
export async function resetTranscoder(): Promise<void> {
  const stopping = current;
  current = undefined;
  facts.clear();
  await stopping?.close();
}

/**
 * The playlist or one segment of a video as HLS. 401/403/404 as the direct
 * stream (checkMediaAccess); 404 for a name that is neither, a segment past
 * the end or a file that is not a video; 503 (player.transcodeBusy) when no
 * transcode slot frees up within TRANSCODE_WAIT_S.
 */
export async function hlsResponse(caller: Caller | null, rawParams: unknown, signal?: AbortSignal): Promise<Response> {
  const params = validate(HlsParams, rawParams);
  const relpath = decodeUrlSafeBase64Path(params.path);
  const { root, pathInRoot } = await checkMediaAccess(caller, { relpath });
  const realPath = await resolveInRealRoot(root.realPath, pathInRoot);
  const video = await videoFacts(realPath);
  const headers = { "Cache-Control": "private, no-cache", "X-Content-Type-Options": "nosniff" };
  if (params.name === PLAYLIST_NAME) {
    return new Response(vodPlaylist(video.duration), { headers: { ...headers, "Content-Type": "application/vnd.apple.mpegurl" } });
  }
  const index = segmentIndex(params.name);
  if (index === null || index >= segmentCount(video.duration)) throw notFound(FILE_NOT_FOUND_ERROR);
  // Each session plays its own transcode of a file (checkMediaAccess refused a caller without one).
  const file = await transcoder().segment(realPath, { input: realPath, copyVideo: video.copyVideo }, index, signal, caller?.sessionId);
  // Removed between its arrival and this read (replaced by a seek elsewhere, over the cap): ask again later.
  const bytes = await fs.readFile(file).catch(() => {
    throw transcodeBusy();
  });
  return new Response(bytes, { headers: { ...headers, "Content-Type": "video/mp2t", "Content-Length": String(bytes.length) } });
}
