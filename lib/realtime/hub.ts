import type { Server } from "socket.io";

// The socket.io server lives in server.ts; Next's bundles reach it through
// globalThis (the same process, different module instances). Without the
// custom server (plain `next start`, Vercel) there is no hub and emits are no-ops.
const HUB = Symbol.for("hems.socket.io");

export function setRealtimeServer(io: Server): void {
  (globalThis as Record<symbol, unknown>)[HUB] = io;
}

export function realtimeServer(): Server | undefined {
  return (globalThis as Record<symbol, unknown>)[HUB] as Server | undefined;
}

/** Live progress of one home (scans, thumbnails) goes only to that home's signed-in sockets. */
export function progressRoom(homeId: string): string {
  return `progress:${homeId}`;
}

export function emitProgress(room: string, event: string, payload: unknown): void {
  realtimeServer()?.to(room).emit(event, payload);
}
