// The environment the home server runs in (npm start, npm run serve, the browser tests' server).
// MALLOC_ARENA_MAX: glibc gives each thread that allocates (libvips' threads in
// sharp, making thumbnails) an arena of its own and keeps them; two arenas hold
// the server's RSS after its first start near 490 MB instead of 670 MB (thumbnails
// about 5 % slower, bench/media/thumbs-first.ts). A value already set is kept.
// --max-old-space-size: V8 sizes its heap from the machine's memory and lets it
// fill with garbage under load (100 connections on a 10,000-photo folder: heap
// 438 MB, RSS 742 MB). Capped, it collects sooner: heap 239 MB, RSS 529 MB, the
// same requests/s within this machine's noise (bench/web/load.mjs). A
// NODE_OPTIONS that already sets it is kept.
export const HEAP_CAP_MB = 384;

export function serverEnv(env) {
  const nodeOptions = env.NODE_OPTIONS ?? "";
  const heapCap = nodeOptions.includes("--max-old-space-size") ? "" : ` --max-old-space-size=${HEAP_CAP_MB}`;
  return { MALLOC_ARENA_MAX: "2", ...env, NODE_OPTIONS: `${nodeOptions}${heapCap}`.trim() };
}
