// Apart from the zod schemas (./schemas re-exports it): the add-to-channel
// dialog on every library page needs only this, not zod (31 KB gzipped).

/** Names travel as url-safe base64 without padding (decoded on the server by lib/media/paths). */
export function encodeChannelName(name: string): string {
  const bytes = new TextEncoder().encode(name);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
