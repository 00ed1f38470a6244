// The environment the home server runs in (npm start, npm run serve, the browser tests' server).
// MALLOC_ARENA_MAX: glibc gives each thread that allocates (libvips' threads in
// sharp, making thumbnails) an arena of its own and keeps them; two arenas hold
// the server's RSS after its first start near 490 MB instead of 670 MB (thumbnails
// about 5 % slower, bench/media/thumbs-first.ts). A value already set is kept.
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: "2", ...env };
}
