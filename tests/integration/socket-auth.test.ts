import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { sessionHomeOf } from "@/lib/realtime/socket-auth";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test("only a live owner session opens its home's progress room", async () => {
  const owner = await signedIn("owner");
  const guest = await signedIn("guest");
  expect(await sessionHomeOf(getConfig(), owner.cookie)).toBe(owner.homeId);
  expect(await sessionHomeOf(getConfig(), guest.cookie)).toBeNull();
  expect(await sessionHomeOf(getConfig(), "hems_session=owner.forged")).toBeNull();
  expect(await sessionHomeOf(getConfig(), undefined)).toBeNull();
  await db().session.updateMany({ where: { userId: owner.user!.id }, data: { expiresAt: new Date(Date.now() - 1) } });
  expect(await sessionHomeOf(getConfig(), owner.cookie)).toBeNull();
});

test("a socket.io handshake opened by another site's page is refused; this site's and header-less ones connect", async () => {
  const { createServer } = await import("node:http");
  const { Server } = await import("socket.io");
  const { io: connect } = await import("socket.io-client");
  const { refuseCrossSiteHandshake } = await import("@/lib/realtime/socket-auth");
  const server = createServer();
  const io = new Server(server, { path: "/socket.io", serveClient: false, allowRequest: refuseCrossSiteHandshake });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const tryConnect = (extraHeaders: Record<string, string>) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(base, { path: "/socket.io", transports: ["websocket"], extraHeaders, reconnection: false });
      socket.on("connect", () => (socket.close(), resolve(true)));
      socket.on("connect_error", () => (socket.close(), resolve(false)));
    });
  try {
    expect(await tryConnect({ "sec-fetch-site": "cross-site" })).toBe(false);
    expect(await tryConnect({ "sec-fetch-site": "same-site" })).toBe(false);
    expect(await tryConnect({ origin: "http://localhost:9" })).toBe(false);
    expect(await tryConnect({ "sec-fetch-site": "same-origin", origin: base })).toBe(true);
    expect(await tryConnect({})).toBe(true);
  } finally {
    await new Promise((resolve) => io.close(resolve));
  }
});
