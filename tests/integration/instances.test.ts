import { fork, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { io as connect, type Socket } from "socket.io-client";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { POST as register } from "@/app/api/tebeauth/register/route";
import { CHAT_NAMESPACE, type JoinedEvent, type SignalingMessage } from "@/lib/chat/protocol";
import { runOnce } from "@/lib/db/run-once";
import { db } from "@/lib/db";
import { nextEvent } from "../helpers/socket-events";
import { startNginx, type Balancer } from "../helpers/nginx";
import { hashToken } from "@/lib/auth/tokens";

// Several instances of the hosted face (issue 21): two app instances, each a
// process of its own, on one database and one Redis. A session made on A is
// valid on B; wrong passwords spread over A and B meet the limit at the same
// count as on one instance; socket.io events emitted on A reach a client of B;
// killing A in the middle of sign-ups loses none that it confirmed. nginx on
// loopback balances requests over both; a home agent connected to A answers
// a relayed request that arrived on B.
// Two processes cannot share an embedded PGlite: that part runs in the
// PostgreSQL pass only. The advisory lock runs on both (a no-op on PGlite).

const SERVER = process.env.TEST_DATABASE_URL;
const REDIS_URL = "redis://127.0.0.1:6379";
// Keys and channels of this run only (parallel test files share the Redis).
const PREFIX = `hems-test-${crypto.randomBytes(6).toString("hex")}:`;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe" });
});
afterAll(() => database.drop());

test("background work guarded by runOnce runs once at a time on PostgreSQL (on PGlite, one process: it just runs)", async () => {
  let held!: () => void;
  let release!: () => void;
  const lockHeld = new Promise<void>((resolve) => (held = resolve));
  const first = runOnce("test-job", () => new Promise<string>((resolve) => (held(), (release = () => resolve("first")))));
  await lockHeld;
  const second = await runOnce("test-job", async () => "second");
  release();
  expect(await first).toEqual({ ran: true, value: "first" });
  expect(second).toEqual(SERVER ? { ran: false } : { ran: true, value: "second" });
  // Released after the run: the next one proceeds.
  expect(await runOnce("test-job", async () => "third")).toEqual({ ran: true, value: "third" });
});

(SERVER ? describe : describe.skip)("two instances on one PostgreSQL and one Redis", () => {
  type Instance = { child: ChildProcess; base: string; dataDir: string };
  const instances: Instance[] = [];
  const sockets: Socket[] = [];
  const homeAgents: ChildProcess[] = [];
  let balancer: Balancer;
  const email = "two-instances@example.com";
  const password = "right-password";

  function start(): Promise<Instance> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-instance-"));
    const child = fork(path.join(__dirname, "../helpers/instance.ts"), {
      execArgv: ["--conditions=react-server", "--import", "tsx"],
      env: {
        ...process.env,
        NODE_OPTIONS: "",
        DATA_DIR: dataDir,
        DEPLOY_TYPE: "tebe",
        APP_ENV: "production",
        AUTH_SECRET: "instances-test-secret-of-32-characters!",
        REDIS_URL,
        REDIS_PREFIX: PREFIX,
        TRUST_PROXY: "loopback",
        LOG_LEVEL: "silent",
      },
    });
    return new Promise((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`instance exited with ${code}`)));
      child.once("message", (message: { port: number }) => resolve({ child, base: `http://127.0.0.1:${message.port}`, dataDir }));
    });
  }

  beforeAll(async () => {
    const registered = await call(register, "/api_tebeauth/register", { body: { email, password }, headers: { "x-hems-client-ip": "10.21.9.9" } });
    expect(registered.status).toBe(200);
    instances.push(...(await Promise.all([start(), start()])));
    balancer = await startNginx(instances.map((instance) => instance.base));
  });
  afterAll(async () => {
    balancer?.stop();
    for (const agent of homeAgents) agent.kill("SIGKILL");
    for (const socket of sockets) socket.close();
    for (const { child, dataDir } of instances) {
      child.removeAllListeners("exit");
      child.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];

  function login(instance: Instance, body: { email: string; password: string }, ip: string) {
    return fetch(`${instance.base}/api_tebeauth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });
  }

  async function ownerCookie(): Promise<string> {
    const response = await login(a(), { email, password }, "10.21.9.8");
    expect(response.status).toBe(200);
    return cookieFrom(response.headers.getSetCookie().find((c) => c.startsWith("hems_session="))!);
  }

  function open(instance: Instance, namespace: string, cookie: string): Promise<Socket> {
    const socket = connect(`${instance.base}${namespace}`, { path: "/socket.io", transports: ["websocket"], reconnection: false, extraHeaders: { cookie } });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  test("a session made on A is valid on B", async () => {
    const cookie = await ownerCookie();
    const onB = await fetch(`${b().base}/api_tebeauth/is_login`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect((await fetch(`${b().base}/api_tebeauth/is_login`)).status).toBe(401);
  });

  test("wrong passwords spread over A and B meet the limit at the same count as on one instance", async () => {
    /** Attempts (a new unknown address each, so only the per-address limit counts) until the first 429; null if 30 pass. */
    async function attemptsUntilRefused(ip: string, on: (n: number) => Instance): Promise<number | null> {
      for (let n = 1; n <= 30; n++) {
        const response = await login(on(n), { email: `nobody${n}@example.com`, password: "wrong-password" }, ip);
        if (response.status === 429) return n;
        expect(response.status).toBe(400); // wrong email or password
      }
      return null;
    }
    // Two addresses, so both runs go at once.
    const [alone, spread] = await Promise.all([attemptsUntilRefused("10.21.0.1", a), attemptsUntilRefused("10.21.0.2", (n) => (n % 2 ? a() : b()))]);
    expect(alone).toBe(21); // 20 failures per address (lib/auth/sign-in-attempts.ts)
    expect(spread).toBe(alone);
  });

  test("socket.io events emitted on A reach a client connected to B: live progress and chat signalling", async () => {
    const cookie = await ownerCookie();
    const { homeId } = await db().user.findUniqueOrThrow({ where: { email }, select: { homeId: true } });

    // Progress: the owner's socket on B subscribes; a scan's event emitted on A reaches it.
    const onB = await open(b(), "/", cookie);
    const subscribed = nextEvent<{ ok: boolean }>(onB, "subscribed:progress");
    onB.emit("subscribe:progress");
    expect(await subscribed).toEqual({ ok: true });
    const heard = nextEvent<{ seen: number }>(onB, "scan:progress");
    a().child.send({ emitProgress: { homeId, payload: { seen: 42 } } });
    expect(await heard).toEqual({ seen: 42 });

    // Chat: one user on A and one on B meet in the home's room and signal each other.
    const chatA = await open(a(), CHAT_NAMESPACE, cookie);
    const chatB = await open(b(), CHAT_NAMESPACE, cookie);
    const aJoined = nextEvent<JoinedEvent>(chatA, "joined", (event) => event.user_id === chatA.id);
    chatA.emit("join");
    await aJoined;
    const bJoined = nextEvent<JoinedEvent>(chatB, "joined", (event) => event.user_id === chatB.id);
    const aHearsB = nextEvent<JoinedEvent>(chatA, "joined", (event) => event.user_id === chatB.id);
    chatB.emit("join");
    expect((await bJoined).room_users.map((u) => u.user_id).sort()).toEqual([chatA.id, chatB.id].sort());
    await aHearsB;
    const signalled = nextEvent<SignalingMessage>(chatB, "signaling_message");
    chatA.emit("signal", { to: chatB.id, data: { type: "description", sdp: "offer" } });
    expect(await signalled).toEqual({ from: chatA.id, from_name: expect.any(String), data: { type: "description", sdp: "offer" } });
  });

  test("behind nginx, requests are spread over A and B and a session works whichever answers", async () => {
    const cookie = await ownerCookie();
    const answeredBy = new Set<string>();
    for (let n = 0; n < 6; n++) {
      const response = await fetch(`${balancer.base}/api_tebeauth/is_login`, { headers: { cookie } });
      expect(response.status).toBe(200);
      answeredBy.add(response.headers.get("x-test-instance")!);
    }
    expect(answeredBy.size).toBe(2);
    // The client's address reaches the instances through the balancer (TRUST_PROXY=loopback): limits count clients, not nginx.
    const refusedAt = async (ip: string) => {
      for (let n = 1; n <= 30; n++) {
        const response = await fetch(`${balancer.base}/api_tebeauth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify({ email: `nobody-nginx${n}@example.com`, password: "wrong-password" }),
        });
        if (response.status === 429) return n;
      }
      return null;
    };
    expect(await refusedAt("10.21.5.1")).toBe(21);
    expect(await refusedAt("10.21.5.2")).toBe(21);
  });

  test("a relayed request arriving on B reaches the home agent connected to A", async () => {
    const cookie = await ownerCookie();
    const { homeId, home } = await db().user.findUniqueOrThrow({ where: { email }, select: { homeId: true, home: { select: { number: true } } } });
    const token = crypto.randomBytes(32).toString("base64url");
    await db().agentToken.create({ data: { homeId, name: "Home server", tokenHash: hashToken(token) } });
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-instance-media-"));
    const bytes = crypto.randomBytes(3 * 1024 * 1024 + 99);
    fs.writeFileSync(path.join(mediaDir, "song.mp3"), bytes);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_OPTIONS: "",
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hems-instance-home-")),
      DEPLOY_TYPE: "home",
      APP_ENV: "local",
      MEDIA_ROOTS: `Media=${mediaDir}`,
      DEMO: "false",
      AGENT_UPSTREAM_URL: a().base,
      AGENT_TOKEN: token,
      LOG_LEVEL: "silent",
    };
    delete env.DATABASE_URL; // the household's own embedded database
    const agent = fork(path.join(__dirname, "../helpers/home-agent.ts"), { execArgv: ["--conditions=react-server", "--import", "tsx"], env });
    homeAgents.push(agent);
    await new Promise((resolve) => agent.once("message", resolve));

    const onB = (call: string, query = "", headers: Record<string, string> = {}) =>
      fetch(`${b().base}/api_hems_f2f/${call === "online" ? "agent" : "browse"}/${home.number}/${call}${query}`, { headers: { cookie, ...headers } });
    const deadline = Date.now() + 20_000;
    let status = await (await onB("online")).json();
    while (!status.data.online && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await (await onB("online")).json();
    }
    expect(status.data.online).toBe(true);
    const part = await onB("file", `?file_relpath=${encodeURIComponent("Media/song.mp3")}`, { range: `bytes=100-${2 * 1024 * 1024}` });
    expect(part.headers.get("x-test-instance")).toBe(String(b().child.pid));
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 2 * 1024 * 1024 + 1))).toBe(true);
    agent.kill("SIGKILL");
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  // Last: it kills A.
  test("killing A in the middle of sign-ups loses none it confirmed, and B keeps answering", async () => {
    const emails = Array.from({ length: 40 }, (_, n) => `load-${n}@example.com`);
    const onA = (n: number) => n % 2 === 1;
    const signUps = emails.map(async (mail, n) => {
      try {
        const response = await fetch(`${(onA(n) ? a() : b()).base}/api_tebeauth/register`, {
          method: "POST",
          // An address each: the sign-up limit per address stays out of the way.
          headers: { "content-type": "application/json", "x-forwarded-for": `10.22.0.${n + 1}` },
          body: JSON.stringify({ email: mail, password }),
        });
        return { mail, status: response.status };
      } catch {
        return { mail, status: 0 }; // the connection died with A
      }
    });
    // A dies once its first sign-up is committed, with the others still on their way.
    const onAEmails = emails.filter((_, n) => onA(n));
    while ((await db().user.count({ where: { email: { in: onAEmails } } })) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    a().child.kill("SIGKILL");
    const replies = await Promise.all(signUps);

    const stored = new Set((await db().user.findMany({ where: { email: { in: emails } }, select: { email: true } })).map((user) => user.email));
    const confirmed = replies.filter((reply) => reply.status === 200).map((reply) => reply.mail);
    expect(confirmed.filter((mail) => !stored.has(mail))).toEqual([]);
    expect(replies.filter((_, n) => !onA(n)).map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(replies.filter((_, n) => onA(n)).some((reply) => reply.status !== 200)).toBe(true);
    // B still signs in an account A confirmed before it died.
    const madeOnA = confirmed.find((mail) => onAEmails.includes(mail)) ?? onAEmails.find((mail) => stored.has(mail))!;
    expect((await login(b(), { email: madeOnA, password }, "10.22.1.1")).status).toBe(200);
  });
});
