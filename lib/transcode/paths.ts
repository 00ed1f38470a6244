// The HLS addresses and the playlist of a transcoded video: pure, so the
// browse rows (lib/media/browse.ts), the route handlers and the tests share them.

/** Every segment but the last is this long: seeks start a transcode on this grid. */
export const SEGMENT_SECONDS = 4;

export const PLAYLIST_NAME = "index.m3u8";
export const HLS_PREFIX = "/api/media/hls";

/** The playlist of a video, by the url-safe base64 of its media relpath; its segments sit beside it ("<n>.ts"). */
export function hlsPlaylistUrl(encodedRelpath: string): string {
  return `${HLS_PREFIX}/${encodedRelpath}/${PLAYLIST_NAME}`;
}

export function segmentCount(durationSeconds: number): number {
  return Math.max(1, Math.ceil(durationSeconds / SEGMENT_SECONDS - 1e-6));
}

/** A VOD playlist listing every segment up front, computed from the duration: the player can seek anywhere before anything is transcoded. */
export function vodPlaylist(durationSeconds: number): string {
  const count = segmentCount(durationSeconds);
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-PLAYLIST-TYPE:VOD", "#EXT-X-MEDIA-SEQUENCE:0"];
  // Copied video cuts at its own keyframes: a segment may run past the grid, and the target must cover it.
  lines.push(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS * 3}`);
  for (let n = 0; n < count; n++) {
    const length = Math.min(SEGMENT_SECONDS, durationSeconds - n * SEGMENT_SECONDS);
    lines.push(`#EXTINF:${Math.max(length, 0.001).toFixed(3)},`, `${n}.ts`);
  }
  lines.push("#EXT-X-ENDLIST", "");
  return lines.join("\n");
}

/** The segment index of a name like "12.ts", or null. */
export function segmentIndex(name: string): number | null {
  const match = /^(0|[1-9]\d{0,6})\.ts$/.exec(name);
  return match ? Number(match[1]) : null;
}
