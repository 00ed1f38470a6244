// The home side of bench/relay/relay.ts (not a test; forked by it with
// --conditions=react-server --import tsx): a home-face server started exactly
// as `npm start` starts it (bootstrap: its own embedded database in DATA_DIR,
// MEDIA_ROOTS scanned by the background indexer, the home agent connecting
// out to AGENT_UPSTREAM_URL with AGENT_TOKEN), plus, for the references:
//   - the home face's own subdirs route behind node:http (the "direct" listing);
//   - a bare socket.io-client on BARE_URL (namespace /bare) that answers
//     {start, length} reads of BARE_FILE with the bytes, as the agent's "read"
//     answers but without its checks or the relay (the "bare transport");
//   - IPC: "status" (indexing and thumbnails of FOLDER), "stop-indexer" (the
//     background indexer stopped once the measured pages are ready), "local"
//     (localSubdirs timed in this process).

import fs from "node:fs";
import { promisify } from "node:util";
import { io } from "socket.io-client";
import { bootstrap } from "../../lib/bootstrap";
import { getConfig } from "../../lib/config";
import { db } from "../../lib/db";
import { createSession } from "../../lib/auth/session";
import type { Caller } from "../../lib/auth/caller";
import { localSubdirs } from "../../lib/media/home-browse";
import { stopMediaIndexer } from "../../lib/media/indexer";
import { GET as subdirsRoute } from "../../app/api/hems_f2f/browse/[id]/subdirs/route";
import { serveRoutes } from "./serve";

export type HomeReady = { port: number; cookie: string; homeNumber: string };
export type HomeCall =
  { op: "status"; firstKeys: number } | { op: "stop-indexer" } | { op: "local"; relpath: string; pages: number[]; pageSize: number; count: number };
export type HomeRequest = HomeCall & { id: number };
/** Photos of FOLDER: listed, metadata still pending, thumbnails made, and thumbnails made among the first `firstKeys` of the listing. */
export type HomeStatus = { listed: number; pendingMetadata: number; readyThumbnails: number; readyFirst: number };
export type HomeReply = { id: number; result: unknown };

const read = promisify(fs.read);

async function main(): Promise<void> {
  const config = getConfig();
  await bootstrap(config);
  const home = await db().home.findFirstOrThrow();
  const user = await db().user.create({ data: { homeId: home.id, name: "bench", isAdmin: true } });
  const cookie = (await createSession({ role: "owner", homeId: home.id, userId: user.id })).split(";")[0]!;
  const caller: Caller = { sessionId: "bench", role: "owner", homeId: home.id, userId: user.id, guestId: null, name: "bench", isAdmin: true };

  const { port } = await serveRoutes({ subdirs: subdirsRoute }, `/api_hems_f2f/browse/${home.number}`, { id: home.number });

  // The bare transport's answering end: one descriptor, each read into a fresh buffer (as the agent's readBytes does).
  const bare = io(new URL("/bare", process.env.BARE_URL).toString(), { transports: ["websocket"] });
  const fd = fs.openSync(process.env.BARE_FILE!, "r");
  bare.on("read", (call: { start: number; length: number }, ack: (bytes: Buffer) => void) => {
    const buffer = Buffer.allocUnsafe(call.length);
    const fill = async () => {
      let filled = 0;
      while (filled < call.length) {
        const { bytesRead } = await read(fd, buffer, filled, call.length - filled, call.start + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === call.length ? buffer : buffer.subarray(0, filled);
    };
    void fill().then(ack);
  });

  const folder = process.env.FOLDER!;
  process.on("message", (message: HomeRequest) => {
    const answer = async (): Promise<unknown> => {
      switch (message.op) {
        case "status": {
          const where = { parent: folder, type: "photo" as const };
          const [listed, pendingMetadata, readyThumbnails, readyFirst] = await Promise.all([
            db().mediaFile.count({ where: { ...where, sortKey: { gte: 0 } } }),
            db().mediaFile.count({ where: { ...where, metaState: "pending" } }),
            db().mediaFile.count({ where: { ...where, thumbState: "ready" } }),
            db().mediaFile.count({ where: { ...where, thumbState: "ready", sortKey: { gte: 0, lt: message.firstKeys } } }),
          ]);
          return { listed, pendingMetadata, readyThumbnails, readyFirst } satisfies HomeStatus;
        }
        case "stop-indexer":
          // The rest of the thumbnail pass would compete with the measurements: an idle indexer is the steady state.
          await stopMediaIndexer();
          return null;
        case "local": {
          const times: number[] = [];
          for (let i = 0; i < message.count; i++) {
            const t = performance.now();
            // The route would send it as JSON: count that too.
            JSON.stringify(await localSubdirs(caller, message.relpath, message.pages[i % message.pages.length]!, message.pageSize, "base64"));
            times.push(performance.now() - t);
          }
          return times;
        }
      }
    };
    void answer().then((result) => process.send?.({ id: message.id, result } satisfies HomeReply));
  });

  process.on("SIGTERM", () => process.exit(0));
  process.send?.({ port, cookie, homeNumber: home.number } satisfies HomeReady);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
