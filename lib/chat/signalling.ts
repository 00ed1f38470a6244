import type { DefaultEventsMap, Namespace, Server, Socket } from "socket.io";
import { callerFromCookieHeader, type Caller } from "../auth/caller";
import { VIEWERS } from "../auth/roles";
import {
  CHAT_NAMESPACE,
  CHAT_UNAUTHORIZED,
  PRESENT_ROOM,
  SignalInput,
  type ChatErrorEvent,
  type ChatUser,
  type JoinedEvent,
  type SignalingMessage,
} from "./protocol";

// Chat signalling on the custom server (server.ts registers it): sockets of
// signed-in users of one home meet in that home's present_room and relay
// WebRTC offers, answers and candidates to each other; the messages
// themselves go peer to peer over a data channel and never pass here.
// Used outside Next's bundles, so no "server-only".

type ChatSocketData = { user: ChatUser; homeId: string; joined: boolean };
type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, ChatSocketData>;

/** One present_room per home: only users of the same home see each other. */
export function presentRoom(homeId: string): string {
  return `${PRESENT_ROOM}:${homeId}`;
}

/**
 * Who has joined a home's room, on every instance: socket.io asks the other
 * instances through its adapter (Redis with REDIS_URL), and a socket's data
 * travels with the answer.
 */
async function roomUsers(chat: Namespace, homeId: string): Promise<ChatUser[]> {
  const room = presentRoom(homeId);
  // An instance that does not answer in time: the users of this one at least.
  const sockets = await chat
    .in(room)
    .fetchSockets()
    .catch(() => chat.local.in(room).fetchSockets());
  return sockets.flatMap((socket) => {
    const data = socket.data as ChatSocketData;
    return data.joined ? [data.user] : [];
  });
}

/**
 * Whether `id` is a socket of this home that has joined, on whichever instance
 * it is connected to. Every socket is in a room named by its id; the id check
 * keeps a room name (a home's present_room) from passing as a peer.
 */
async function joinedPeer(chat: Namespace, id: string, homeId: string): Promise<boolean> {
  const found = await chat
    .in(id)
    .fetchSockets()
    .catch(() => []); // an instance that does not answer in time: nobody found
  const target = found.find((socket) => socket.id === id);
  const data = target?.data as ChatSocketData | undefined;
  return !!data?.joined && data.homeId === homeId;
}

export function registerChat(io: Server, findCaller: (cookie: string | undefined) => Promise<Caller | null> = callerFromCookieHeader): Namespace {
  const chat = io.of(CHAT_NAMESPACE);

  // A socket without a live session of a home (owner, guest or visiting friend) is refused at the handshake.
  chat.use((socket, next) => {
    findCaller(socket.handshake.headers.cookie)
      .catch(() => null)
      .then((caller) => {
        if (!caller || !(VIEWERS as readonly string[]).includes(caller.role)) return next(new Error(CHAT_UNAUTHORIZED));
        const data: ChatSocketData = { user: { user_id: socket.id, user_name: caller.name }, homeId: caller.homeId, joined: false };
        socket.data = data;
        next();
      });
  });

  chat.on("connection", (raw) => {
    const socket = raw as unknown as ChatSocket;
    const { user, homeId } = socket.data;
    const room = presentRoom(homeId);
    const fail = (error: ChatErrorEvent): void => {
      socket.emit("error", error);
    };

    socket.on("join", async () => {
      await socket.join(room);
      socket.data.joined = true;
      const users = await roomUsers(chat, homeId);
      const joined: JoinedEvent = { ...user, room_users: users, room_user_names: users.map((u) => u.user_name) };
      chat.to(room).emit("joined", joined);
    });

    socket.on("leave", async () => {
      if (!socket.data.joined) return;
      socket.data.joined = false;
      chat.to(room).emit("left", user);
      await socket.leave(room);
    });

    // One at a time per sender: the peer lookup is asynchronous, and an offer must not overtake its candidates.
    let signals = Promise.resolve();
    socket.on("signal", (input: unknown) => {
      signals = signals.then(() => relaySignal(input));
    });
    const relaySignal = async (input: unknown) => {
      const parsed = SignalInput.safeParse(input);
      if (!parsed.success) return fail({ code: "bad_signal" });
      if (!socket.data.joined) return fail({ code: "not_joined" });
      const { to, data } = parsed.data;
      // Someone not (or no longer) in this home's room: the sender hears `error`, nobody else hears anything.
      if (!(await joinedPeer(chat, to, homeId))) return fail({ code: "peer_not_in_room", to });
      const message: SignalingMessage = { from: user.user_id, from_name: user.user_name, data };
      chat.to(to).emit("signaling_message", message);
    };

    socket.on("disconnect", () => {
      if (socket.data.joined) chat.to(room).emit("disconnected", user);
      socket.data.joined = false;
    });
  });
  return chat;
}
