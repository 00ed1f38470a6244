"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { Socket } from "socket.io-client";
import {
  CHAT_NAMESPACE,
  CHAT_SOCKET_OPTIONS,
  CHAT_UNAUTHORIZED,
  checkChatMessage,
  type ChatErrorEvent,
  type ChatUser,
  type JoinedEvent,
  type LeftEvent,
  type SignalingMessage,
} from "@/lib/chat/protocol";
import { PeerMesh } from "./peer-mesh";
import styles from "./ChatTestPage.module.css";

// /test/chat: who of this home is online, and messages to one of them over a
// WebRTC data channel. The socket only introduces the browsers to each other
// (lib/chat/signalling.ts); socket.io-client is loaded here, on demand, so
// no other page carries it.

type Status = "connecting" | "online" | "left" | "refused";
type Entry =
  { kind: "message"; id: number; mine: boolean; peerName: string; text: string } | { kind: "notice"; id: number; text: "joined" | "left"; name: string };
type Problem = "emptyMessage" | "noRecipient" | "notConnected" | "peerNotInRoom";

export function ChatTestPage({ stunUrls }: { stunUrls: string[] }) {
  const t = useTranslations("chatPage");
  const ids = useId();
  const [status, setStatus] = useState<Status>("connecting");
  const [me, setMe] = useState<ChatUser | null>(null);
  const [peers, setPeers] = useState<ChatUser[]>([]);
  const [linked, setLinked] = useState<ReadonlySet<string>>(new Set());
  const [entries, setEntries] = useState<Entry[]>([]);
  const [recipient, setRecipient] = useState("");
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const socketRef = useRef<Socket | null>(null);
  const meshRef = useRef<PeerMesh | null>(null);
  const nextId = useRef(0);
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let cancelled = false;
    let socket: Socket | undefined;
    // Names of the peers in the room, for messages and notices (the state above is for rendering).
    const names = new Map<string, string>();
    const mesh = new PeerMesh(
      stunUrls.map((urls) => ({ urls })),
      {
        signal: (to, data) => socket?.emit("signal", { to, data }),
        message: (from, text) => {
          setEntries((list) => [...list, { kind: "message", id: nextId.current++, mine: false, peerName: names.get(from) ?? "?", text }]);
        },
        link: (peer, open) =>
          setLinked((set) => {
            const next = new Set(set);
            if (open) next.add(peer);
            else next.delete(peer);
            return next;
          }),
      },
    );
    meshRef.current = mesh;
    const notice = (text: "joined" | "left", name: string) => setEntries((list) => [...list, { kind: "notice", id: nextId.current++, text, name }]);
    const gone = (event: LeftEvent) => {
      mesh.drop(event.user_id);
      if (event.user_id === socket?.id) return;
      if (names.delete(event.user_id)) notice("left", event.user_name);
      setPeers((list) => list.filter((p) => p.user_id !== event.user_id));
    };

    void import("socket.io-client").then(({ io }) => {
      if (cancelled) return;
      socket = io(CHAT_NAMESPACE, CHAT_SOCKET_OPTIONS);
      socketRef.current = socket;
      socket.on("connect", () => {
        setStatus("online");
        socket!.emit("join");
      });
      socket.on("connect_error", (error: Error) => {
        // No session: retrying will not help. Anything else: socket.io retries with back-off.
        if (error.message === CHAT_UNAUTHORIZED) setStatus("refused");
      });
      socket.on("disconnect", () => {
        mesh.close();
        names.clear();
        setPeers([]);
        setMe(null);
        setStatus((s) => (s === "online" ? "connecting" : s));
      });
      socket.on("joined", (event: JoinedEvent) => {
        if (event.user_id === socket!.id) {
          setMe({ user_id: event.user_id, user_name: event.user_name });
          const others = event.room_users.filter((u) => u.user_id !== socket!.id);
          names.clear();
          for (const peer of others) names.set(peer.user_id, peer.user_name);
          setPeers(others);
          for (const peer of others) void mesh.call(peer.user_id).catch(() => mesh.drop(peer.user_id));
          return;
        }
        names.set(event.user_id, event.user_name);
        setPeers((list) => [...list.filter((p) => p.user_id !== event.user_id), { user_id: event.user_id, user_name: event.user_name }]);
        notice("joined", event.user_name);
      });
      socket.on("left", gone);
      socket.on("disconnected", gone);
      socket.on("signaling_message", (message: SignalingMessage) => mesh.receive(message.from, message.data));
      socket.on("error", (event: ChatErrorEvent) => {
        if (event.code !== "peer_not_in_room" || !event.to) return;
        mesh.drop(event.to);
        names.delete(event.to);
        setPeers((list) => list.filter((p) => p.user_id !== event.to));
        setProblem("peerNotInRoom");
      });
    });
    return () => {
      cancelled = true;
      socket?.close();
      socketRef.current = null;
      mesh.close();
    };
  }, [stunUrls]);

  // Someone who left can no longer be the recipient.
  const chosen = peers.some((p) => p.user_id === recipient) ? recipient : "";

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [entries]);

  function send(event: FormEvent) {
    event.preventDefault();
    const checked = checkChatMessage(draft, chosen);
    if (!checked.ok) return setProblem(checked.problem);
    const peer = peers.find((p) => p.user_id === chosen)!;
    if (!meshRef.current?.send(chosen, checked.message)) return setProblem("notConnected");
    setEntries((list) => [...list, { kind: "message", id: nextId.current++, mine: true, peerName: peer.user_name, text: checked.message }]);
    setDraft("");
    setProblem(null);
  }

  function leave() {
    socketRef.current?.emit("leave");
    meshRef.current?.close();
    setPeers([]);
    setStatus("left");
  }

  function rejoin() {
    setStatus("online");
    socketRef.current?.emit("join");
  }

  const recipientName = peers.find((p) => p.user_id === chosen)?.user_name ?? "";
  const statusText = {
    connecting: t("connecting"),
    online: me ? t("you", { name: me.user_name }) : t("connecting"),
    left: t("youLeft"),
    refused: t("refused"),
  }[status];

  return (
    <div className={styles.page} data-testid="chat-page" data-status={status}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t("title")}</h1>
          <p className={styles.intro}>{t("intro")}</p>
        </div>
        <div className={styles.presence}>
          <p className={styles.status} role="status" data-testid="chat-status">
            {statusText}
          </p>
          {status === "online" && me ? (
            <button type="button" className="button" onClick={leave} data-testid="chat-leave">
              {t("leave")}
            </button>
          ) : null}
          {status === "left" ? (
            <button type="button" className="button button-primary" onClick={rejoin} data-testid="chat-join">
              {t("join")}
            </button>
          ) : null}
        </div>
      </header>

      <div className={styles.layout}>
        <section className={styles.panel} aria-labelledby={`${ids}-online`}>
          <h2 id={`${ids}-online`} className={styles.panelTitle}>
            {t("online")} <span className={styles.count}>{peers.length}</span>
          </h2>
          {peers.length === 0 ? (
            <p className={styles.empty} data-testid="chat-nobody">
              {status === "online" ? t("nobody") : "—"}
            </p>
          ) : (
            <ul className={styles.users} data-testid="chat-users">
              {peers.map((peer) => (
                <li key={peer.user_id} className={styles.user} data-testid="chat-user" data-linked={linked.has(peer.user_id)}>
                  <span className={styles.dot} data-linked={linked.has(peer.user_id)} aria-hidden="true" />
                  <span className={styles.userName} title={peer.user_name}>
                    {peer.user_name}
                  </span>
                  <span className={styles.link}>{linked.has(peer.user_id) ? t("linked") : t("linking")}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.panel} aria-labelledby={`${ids}-messages`}>
          <h2 id={`${ids}-messages`} className={styles.panelTitle}>
            {t("messages")}
          </h2>
          {entries.length === 0 ? <p className={styles.empty}>{t("noMessages")}</p> : null}
          <div className={styles.log} role="log" aria-live="polite" hidden={entries.length === 0}>
            <ol className={styles.logList} ref={logRef} data-testid="chat-log">
              {entries.map((entry) =>
                entry.kind === "notice" ? (
                  <li key={entry.id} className={styles.notice} data-testid="chat-notice">
                    {entry.text === "joined" ? t("joinedNotice", { name: entry.name }) : t("leftNotice", { name: entry.name })}
                  </li>
                ) : (
                  <li key={entry.id} className={styles.message} data-mine={entry.mine} data-testid="chat-message">
                    <span className={styles.from}>{entry.mine ? t("fromYou", { name: entry.peerName }) : t("toYou", { name: entry.peerName })}</span>
                    <span className={styles.text} data-testid="chat-message-text">
                      {entry.text}
                    </span>
                  </li>
                ),
              )}
            </ol>
          </div>

          <form className={styles.form} onSubmit={send} noValidate data-testid="chat-form">
            <label className={styles.field}>
              <span className={styles.label}>{t("recipient")}</span>
              <select
                className="input"
                value={chosen}
                onChange={(event) => (setRecipient(event.target.value), setProblem(null))}
                disabled={status !== "online"}
                data-testid="chat-recipient"
              >
                <option value="">{t("chooseRecipient")}</option>
                {peers.map((peer) => (
                  <option key={peer.user_id} value={peer.user_id}>
                    {peer.user_name}
                  </option>
                ))}
              </select>
            </label>
            <label className={`${styles.field} ${styles.grow}`}>
              <span className={styles.label}>{t("message")}</span>
              <input
                className="input"
                value={draft}
                maxLength={1000}
                autoComplete="off"
                placeholder={t("placeholder")}
                onChange={(event) => (setDraft(event.target.value), setProblem(null))}
                disabled={status !== "online"}
                data-testid="chat-input"
              />
            </label>
            <button type="submit" className={`button button-primary ${styles.send}`} disabled={status !== "online"} data-testid="chat-send">
              {t("send")}
            </button>
          </form>
          <p className={styles.problem} role="alert" data-testid="chat-error">
            {problem ? t(problem, { name: recipientName }) : null}
          </p>
        </section>
      </div>
    </div>
  );
}
