import "server-only";
import { getConfig } from "../config";
import { log } from "../log";
import { thumbnailFor, watchUrl } from "./links";

// Title and thumbnail of a video from YouTube's oEmbed endpoint
// (YOUTUBE_OEMBED_URL; tests point it at tests/fixtures/oembed-fake.ts).
// YouTube answers 401/403 for videos whose owner disallows embedding and 404
// for unknown or private ones; a failure is reported, never thrown.

const TIMEOUT_MS = 5000;
const TITLE_MAX = 300;

export type VideoInfo = { title: string; thumbnail: string };
export type OembedResult = { ok: true; info: VideoInfo } | { ok: false; fallback: VideoInfo };

export async function fetchVideoInfo(youtubeId: string): Promise<OembedResult> {
  const { oembedUrl, thumbnailUrl } = getConfig().youtube;
  const fallback = { title: youtubeId, thumbnail: thumbnailFor(thumbnailUrl, youtubeId) };
  const url = new URL(oembedUrl);
  url.searchParams.set("url", watchUrl(youtubeId));
  url.searchParams.set("format", "json");
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
    if (!res.ok) {
      log.info({ youtubeId, status: res.status }, "oembed refused");
      return { ok: false, fallback };
    }
    const body = (await res.json()) as { title?: unknown; thumbnail_url?: unknown };
    const title = typeof body.title === "string" && body.title.trim() ? body.title.trim().slice(0, TITLE_MAX) : youtubeId;
    // Only an http(s) thumbnail is kept; anything else is YouTube's standard one.
    const thumbnail = typeof body.thumbnail_url === "string" && /^https?:\/\//.test(body.thumbnail_url) ? body.thumbnail_url : fallback.thumbnail;
    return { ok: true, info: { title, thumbnail } };
  } catch (error) {
    log.info({ youtubeId, err: error instanceof Error ? error.message : String(error) }, "oembed failed");
    return { ok: false, fallback };
  }
}
