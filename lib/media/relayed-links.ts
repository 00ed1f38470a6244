// The hosted (tebe) face's addresses of a home's files, which its agent relays
// (app/api/hems_f2f/browse): what relayed entries link to in place of the
// home's own addresses, and what the /hems pages open. Pure and client-safe.

/** A photo's or video's bytes (Range requests pass through): an <img> or <video> source. */
export function relayedFileUrl(homeNumber: string, relpath: string): string {
  return `/api_hems_f2f/browse/${homeNumber}/file?file_relpath=${encodeURIComponent(relpath)}`;
}
