import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { signedIn } from "../helpers/accounts";
import { presentRoom, registerChat } from "@/lib/chat/signalling";
import { CHAT_NAMESPACE, CHAT_UNAUTHORIZED, type ChatErrorEvent, type JoinedEvent, type LeftEvent, type SignalingMessage } from "@/lib/chat/protocol";
import { db } from "@/lib/db";
import { nextEvent } from "../helpers/socket-events";

// The chat signalling rules against a real socket.io server and client, with
// sessions in a real database: no session, no socket; only users of one home
// see each other; a signal to someone absent gets `error`; a dropped
// connection is announced to the room.

let database: TestDatabase;
let http: HttpServer;
let io: Server;
let base: string;
const opened: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  http = createServer();
  io = new Server(http, { path: "/socket.io", serveClient: false });
  registerChat(io);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(async () => {
  await new Promise((resolve) => io.close(resolve));
  await database.drop();
});

function open(cookie?: string): Socket {
  const socket = connect(`${base}${CHAT_NAMESPACE}`, {
    path: "/socket.io",
    transports: ["websocket"],
    reconnection: false,
    extraHeaders: cookie ? { cookie } : {},
  });
  opened.push(socket);
  return socket;
}

/** Connects with this cookie and joins the room; resolves with the socket and its own `joined`. */
async function joinAs(cookie: string): Promise<{ socket: Socket; joined: JoinedEvent }> {
  const socket = open(cookie);
  await nextEvent(socket, "connect");
  const mine = nextEvent<JoinedEvent>(socket, "joined", (event) => event.user_id === socket.id);
  socket.emit("join");
  return { socket, joined: await mine };
}

test("a socket without a live session is refused at the handshake", async () => {
  const owner = await signedIn("owner");
  const refusedWith = async (cookie?: string) => {
    const socket = open(cookie);
    return Promise.race([nextEvent<Error>(socket, "connect_error").then((error) => error.message), nextEvent(socket, "connect").then(() => "connected")]);
  };
  expect(await refusedWith()).toBe(CHAT_UNAUTHORIZED);
  expect(await refusedWith("hems_session=owner.forged")).toBe(CHAT_UNAUTHORIZED);
  expect(await refusedWith(owner.cookie)).toBe("connected");
  await db().session.updateMany({ where: { userId: owner.user!.id }, data: { expiresAt: new Date(Date.now() - 1) } });
  expect(await refusedWith(owner.cookie)).toBe(CHAT_UNAUTHORIZED);
});

test("users of one home see each other in present_room; another home's users do not", async () => {
  const owner = await signedIn("owner");
  const guest = await signedIn("guest", owner.homeId);
  const stranger = await signedIn("owner");

  const a = await joinAs(owner.cookie);
  expect(a.joined.room_users).toEqual([{ user_id: a.socket.id, user_name: owner.user!.name }]);

  const aHearsB = nextEvent<JoinedEvent>(a.socket, "joined");
  const b = await joinAs(guest.cookie);
  const expectedRoom = [
    { user_id: a.socket.id, user_name: owner.user!.name },
    { user_id: b.socket.id, user_name: guest.guest!.name },
  ];
  expect(b.joined.room_users).toEqual(expect.arrayContaining(expectedRoom));
  expect(b.joined.room_users).toHaveLength(2);
  expect(b.joined.room_user_names.sort()).toEqual([owner.user!.name, guest.guest!.name].sort());
  expect((await aHearsB).user_id).toBe(b.socket.id);

  // The stranger's room holds only the stranger, and the home's sockets hear nothing of it.
  let leaked = false;
  for (const s of [a.socket, b.socket]) s.on("joined", () => (leaked = true));
  const c = await joinAs(stranger.cookie);
  expect(c.joined.room_users).toEqual([{ user_id: c.socket.id, user_name: stranger.user!.name }]);

  // Signals reach the addressed peer of the same home, with who sent them.
  const bGets = nextEvent<SignalingMessage>(b.socket, "signaling_message");
  a.socket.emit("signal", { to: b.socket.id, data: { type: "description", sdp: "offer" } });
  expect(await bGets).toEqual({ from: a.socket.id, from_name: owner.user!.name, data: { type: "description", sdp: "offer" } });

  // ...but not across homes: the stranger hears `error`, the peer hears nothing.
  let crossed = false;
  a.socket.on("signaling_message", () => (crossed = true));
  const refused = nextEvent<ChatErrorEvent>(c.socket, "error");
  c.socket.emit("signal", { to: a.socket.id, data: { type: "candidate" } });
  expect(await refused).toEqual({ code: "peer_not_in_room", to: a.socket.id });
  // A room's name is no peer: a signal addressed to the home's own present_room reaches nobody.
  const roomRefused = nextEvent<ChatErrorEvent>(b.socket, "error");
  b.socket.emit("signal", { to: presentRoom(owner.homeId), data: { type: "candidate" } });
  expect(await roomRefused).toEqual({ code: "peer_not_in_room", to: presentRoom(owner.homeId) });
  // A round trip on a's own connection: anything sent to a before it has arrived.
  const roundTrip = nextEvent<ChatErrorEvent>(a.socket, "error");
  a.socket.emit("signal", { to: "nobody", data: {} });
  await roundTrip;
  expect(crossed).toBe(false);
  expect(leaked).toBe(false);
});

test("a signal to someone not in the room gets the error event", async () => {
  const owner = await signedIn("owner");
  const guest = await signedIn("guest", owner.homeId);
  const a = await joinAs(owner.cookie);

  const absent = nextEvent<ChatErrorEvent>(a.socket, "error");
  a.socket.emit("signal", { to: "no-such-peer", data: { type: "candidate" } });
  expect(await absent).toEqual({ code: "peer_not_in_room", to: "no-such-peer" });

  // Connected but never joined: not in the room either, and may not signal.
  const idle = open(guest.cookie);
  await nextEvent(idle, "connect");
  const notIn = nextEvent<ChatErrorEvent>(a.socket, "error");
  a.socket.emit("signal", { to: idle.id, data: {} });
  expect(await notIn).toEqual({ code: "peer_not_in_room", to: idle.id });
  const notJoined = nextEvent<ChatErrorEvent>(idle, "error");
  idle.emit("signal", { to: a.socket.id, data: {} });
  expect(await notJoined).toEqual({ code: "not_joined" });

  // A malformed signal.
  const bad = nextEvent<ChatErrorEvent>(a.socket, "error");
  a.socket.emit("signal", { to: "", data: "x".repeat(20_000) });
  expect(await bad).toEqual({ code: "bad_signal" });
});

test("leaving is announced as left, a dropped connection as disconnected; neither may be signalled after", async () => {
  const owner = await signedIn("owner");
  const guest = await signedIn("guest", owner.homeId);
  const friend = await signedIn("registered_guest", owner.homeId);
  const a = await joinAs(owner.cookie);
  const b = await joinAs(guest.cookie);
  const c = await joinAs(friend.cookie);

  const left = nextEvent<LeftEvent>(a.socket, "left");
  b.socket.emit("leave");
  expect(await left).toEqual({ user_id: b.socket.id, user_name: guest.guest!.name });
  const toLeaver = nextEvent<ChatErrorEvent>(a.socket, "error");
  a.socket.emit("signal", { to: b.socket.id, data: {} });
  expect(await toLeaver).toEqual({ code: "peer_not_in_room", to: b.socket.id });

  const cId = c.socket.id;
  const dropped = nextEvent<LeftEvent>(a.socket, "disconnected");
  c.socket.close();
  expect(await dropped).toEqual({ user_id: cId, user_name: friend.guest!.name });
  const toDropped = nextEvent<ChatErrorEvent>(a.socket, "error");
  a.socket.emit("signal", { to: cId, data: {} });
  expect(await toDropped).toEqual({ code: "peer_not_in_room", to: cId });
});
