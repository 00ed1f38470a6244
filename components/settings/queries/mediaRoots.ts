import { queryOptions } from "@tanstack/react-query";
import { getJson, postJson, unwrap } from "@/lib/http/client";
import type { MediaRootView } from "@/lib/media/service";

/** GET /api_ctx/media_roots: the home's media folders with their source, counts and scan state. */
export const mediaRootsKey = ["ctx", "media_roots"] as const;

/** Asked again this often while a folder is waiting for or in the middle of its scan. */
const POLL_BUSY_MS = 2_000;

/** Before its first scan ("none"), waiting or scanning. */
export const isScanning = (root: MediaRootView) => ["none", "queued", "running"].includes(root.scan.status);

export const mediaRootsQuery = () =>
  queryOptions({
    queryKey: mediaRootsKey,
    queryFn: async () => unwrap(await getJson<MediaRootView[]>("/api_ctx/media_roots")),
    refetchInterval: (query) => ((query.state.data ?? []).some(isScanning) ? POLL_BUSY_MS : false),
  });

/** POST add_media_root / remove_media_root; a refusal throws an ApiError whose message is the server's text. */
export async function mediaRootCall<T>(url: "/api_ctx/add_media_root" | "/api_ctx/remove_media_root", body: unknown): Promise<T> {
  return unwrap(await postJson<T>(url, body));
}
