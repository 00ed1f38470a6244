import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import type { AppConfig } from "../config";
import { registerChat } from "../chat/signalling";
import { registerAgentHub } from "../agent/hub";
import { redisClient } from "../redis";
import { progressRoom, setRealtimeServer } from "./hub";
import { refuseCrossSiteHandshake, sessionHomeOf } from "./socket-auth";

// socket.io on the custom server (server.ts): live progress and the chat's
// signalling. With REDIS_URL its rooms span every instance (Redis adapter):
// an event emitted on one instance reaches sockets connected to the others.
// Outside Next's bundles, so no "server-only".

export function attachRealtime(server: HttpServer, config: AppConfig): Server {
  const io = new Server(server, { path: "/socket.io", serveClient: false, allowRequest: refuseCrossSiteHandshake });
  if (config.redis) {
    // A subscribed connection takes no other commands: the shared one publishes, a copy listens.
    const pub = redisClient(config.redis.url);
    const sub = pub.duplicate();
    sub.on("error", () => undefined); // ioredis reconnects by itself
    io.adapter(createAdapter(pub, sub, { key: `${config.redis.prefix}socket.io` }));
  }
  io.on("connection", (socket) => {
    // A signed-in owner's socket hears its own home's progress, nobody else's.
    socket.on("subscribe:progress", async () => {
      const homeId = await sessionHomeOf(config, socket.handshake.headers.cookie).catch(() => null);
      if (homeId) await socket.join(progressRoom(homeId));
      socket.emit("subscribed:progress", { ok: Boolean(homeId) });
    });
  });
  registerChat(io); // the chat test page's signalling, namespace /chat (lib/chat)
  // Home agents connect to the hosted face (namespace /agent, lib/agent).
  if (config.deployType === "tebe") registerAgentHub(io, config);
  setRealtimeServer(io);
  return io;
}
