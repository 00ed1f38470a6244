// lib/media's public surface for the other features (channels, collections,
// history, search, streaming, thumbnails, onboarding, the demo library,
// start-up): finding a home's files and roots, the media path convention, the
// item the browser shows, and the ffmpeg and sharp wrappers. Everything else
// in lib/media - above all its queries/ - is internal. Route handlers and
// pages of the media calls import the module they serve directly.
//
// Pure modules that client code may import as well stand on their own:
// schemas.ts (inputs and error texts), file-id.ts, scan-errors.ts,
// display-rules.ts and music-urls.ts.
//
// Named re-exports only: `export *` copies the names a module has when it is
// first read, which misses them when the modules import each other in a cycle.

export { thumbnailUrlOf, type DirFile } from "./browse";
export { DISPLAY_MAX_SIDE, DISPLAY_QUALITY, displayVersion } from "./display-rules";
export { extractFrame, ffmpegAvailable, ffmpegHasFilter, probe, runFfmpeg, type FfmpegPaths } from "./ffmpeg";
export { writeJpegRendition, writeWebpThumbnail } from "./images";
export { startHomeIndexer } from "./indexer-control";
export {
  FILE_NOT_FOUND,
  FILE_NOT_FOUND_ERROR,
  decodeUrlSafeBase64Path,
  encodeUrlSafeBase64Path,
  resolveInRealRoot,
  resolveInRoot,
  splitMediaPath,
} from "./paths";
export { channelLinkOf, findHomeEntry, homeEntryById, homeFile, mediaItem, mediaRelpathOf, streamUrlOf } from "./player";
export type { HomeEntry } from "./queries/lookup";
export { listHomeRoots } from "./queries/roots";
export { locateMediaPath } from "./resolve";
export { syncConfiguredRoots } from "./root-changes";
export { recentMediaRootByName } from "./roots";
