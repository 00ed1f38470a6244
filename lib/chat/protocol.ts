import { z } from "zod";

// The chat test page's signalling vocabulary (000 section 7: room
// present_room; events join, leave, signal, joined, left, disconnected,
// error, signaling_message), shared by the server (lib/chat/signalling.ts)
// and the page. No server imports: the page bundles it.

/** The socket.io namespace of chat; the default one carries live progress, which lets sockets in without a session. */
export const CHAT_NAMESPACE = "/chat";

/** The room's documented name; the server keeps one per home (presentRoom) so homes never see each other. */
export const PRESENT_ROOM = "present_room";

/** What a refused handshake's connect_error says. */
export const CHAT_UNAUTHORIZED = "unauthorized";

/** Client socket defaults (000 section 9): reconnect after 1 s, backing off to 5 s, factor 0.5; 20 s connect time-out. */
export const CHAT_SOCKET_OPTIONS = {
  path: "/socket.io",
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  timeout: 20_000,
} as const;

/** A chat user (000 section 4): user_id is one connection (a socket), so two tabs are two peers. */
export type ChatUser = { user_id: string; user_name: string };

/** `joined`: who joined, and everyone now in the room (the joiner included). */
export type JoinedEvent = ChatUser & { room_users: ChatUser[]; room_user_names: string[] };

/** `left` (asked to leave) and `disconnected` (the connection dropped). */
export type LeftEvent = ChatUser;

/** `signal` from a client: an opaque WebRTC description or candidate for one peer in the room. */
export const SignalInput = z.object({
  to: z.string().min(1).max(64),
  // A session description or ICE candidate; bounded so the relay cannot be used to push bulk data.
  data: z.unknown().refine((data) => data !== undefined && JSON.stringify(data).length <= 16_384, "too large"),
});
export type SignalInput = z.infer<typeof SignalInput>;

/** `signaling_message` to the addressed peer. */
export type SignalingMessage = { from: string; from_name: string; data: unknown };

/** `error` codes. */
export type ChatErrorCode = "not_joined" | "peer_not_in_room" | "bad_signal";
export type ChatErrorEvent = { code: ChatErrorCode; to?: string };

/** A chat message (000 section 4): from, message; it travels over the data channel. */
export type ChatMessage = { from: string; message: string };

export type MessageProblem = "emptyMessage" | "noRecipient";

/** 000 section 5: a message must be non-empty after trimming and a recipient must be chosen. */
export function checkChatMessage(
  message: string,
  recipient: string | null | undefined,
): { ok: true; message: string } | { ok: false; problem: MessageProblem } {
  const trimmed = message.trim();
  if (!trimmed) return { ok: false, problem: "emptyMessage" };
  if (!recipient) return { ok: false, problem: "noRecipient" };
  return { ok: true, message: trimmed };
}
