import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { db } from "@/lib/db";
import { createSession } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import { NOT_LOGGED_IN } from "@/lib/http/errors";
import { routeAccess, type ApiRole } from "@/lib/auth/route-roles";

// The role table: every route under app/api that can change something (found
// on disk, so new routes are walked too) is called with no session, as a
// guest, as a visiting friend and as another home's owner. Whoever
// lib/auth/route-roles.ts does not allow is refused and the database stays
// exactly as it was; another home's owner never touches this home's rows and
// never gets any of its names or numbers back.

const API_DIR = path.join(process.cwd(), "app/api");
const CHANGING_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

function routeFolders(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, dir).split(path.sep).join("/")] : [];
  });
}

/** Placeholder values for dynamic segments; an optional catch-all is left out. */
function placeholderParams(route: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of route.split("/")) {
    const match = /^\[(\[)?(\.\.\.)?([^\]]+)\]\]?$/.exec(segment);
    if (!match) continue;
    const [, optional, catchAll, name] = match;
    if (optional) continue;
    params[name] = catchAll ? ["x"] : "x";
  }
  return params;
}

// ---------------------------------------------------------------- The world

type CallerName = "none" | "guest" | "registeredGuest" | "otherOwner" | "owner" | "friendOwner";
const ROLE_OF: Record<Exclude<CallerName, "none">, ApiRole> = {
  guest: "guest",
  registeredGuest: "registered_guest",
  otherOwner: "owner",
  owner: "owner",
  friendOwner: "owner",
};

const FRIEND_GUEST_TOKEN = "friend-guest-token-0123456789abcdefghijklmnop";
const FRIEND_INVITE_TOKEN = "friend-invite-token-0123456789abcdefghijklmno";
const PENDING_GUEST = "Pending Pat";

type World = {
  homeA: string;
  /** Names, addresses and numbers of home A that no other home's owner may ever read. */
  homeASecrets: string[];
  cookies: Record<Exclude<CallerName, "none">, string>;
};

/**
 * Home A: its owner (not an admin), an accepted guest, a pending guest, an
 * accepted friend (home B's owner, visiting A) and a pending friend invite for B.
 * Home C: a stranger's home.
 */
async function makeWorld(): Promise<World> {
  const home = async (name: string) => db().home.create({ data: { number: await allocateHomeNumber(db()), name, ownerName: name } });
  const [a, b, c] = [await home("Home A"), await home("Home B"), await home("Home C")];
  const ownerA = await db().user.create({ data: { homeId: a.id, email: "a@example.com" } });
  const ownerB = await db().user.create({ data: { homeId: b.id, email: "b@example.com" } });
  const ownerC = await db().user.create({ data: { homeId: c.id, email: "c@example.com" } });
  const guest = await db().guest.create({ data: { homeId: a.id, name: "Guest Gil", status: "accepted", guestTokenHash: hashToken("guest-gil-token") } });
  await db().guest.create({
    data: { homeId: a.id, name: PENDING_GUEST, status: "pending", inviteTokenHash: hashToken("pending-pat-invite"), inviteExpiresAt: new Date(Date.now() + 3_600_000) },
  });
  const friend = await db().guest.create({
    data: { homeId: a.id, name: "Friend Bo", status: "accepted", friendUserId: ownerB.id, homeNumber: b.number, guestTokenHash: hashToken(FRIEND_GUEST_TOKEN) },
  });
  await db().guest.create({
    data: {
      homeId: a.id, name: "Friend Bo again", status: "pending", friendUserId: ownerB.id, homeNumber: b.number,
      inviteTokenHash: hashToken(FRIEND_INVITE_TOKEN), inviteExpiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  const session = async (...args: Parameters<typeof createSession>) => cookieFrom(await createSession(...args));
  return {
    homeA: a.id,
    homeASecrets: [a.id, a.number, "Home A", ownerA.email!, guest.name, PENDING_GUEST, friend.name],
    cookies: {
      owner: await session({ role: "owner", homeId: a.id, userId: ownerA.id }),
      guest: await session({ role: "guest", homeId: a.id, guestId: guest.id }),
      registeredGuest: await session({ role: "registered_guest", homeId: a.id, guestId: friend.id, userId: ownerB.id }),
      friendOwner: await session({ role: "owner", homeId: b.id, userId: ownerB.id }),
      otherOwner: await session({ role: "owner", homeId: c.id, userId: ownerC.id }),
    },
  };
}

/**
 * A request each route accepts from the caller named in `okAs` (owner A by
 * default), so a refusal of the same request proves the role check. Routes
 * without one (added later) get an empty body and must still be refused.
 */
type Sample = { body?: unknown; params?: Record<string, string | string[]>; okAs?: CallerName };
const SAMPLES: Record<string, Sample> = {
  "tebeauth/add_guest": { body: { guest_name: "Newbie" } },
  "tebeauth/delete_guest": { body: { guest_name: PENDING_GUEST } },
  "ctx/update_config": { body: { language: "zh" } },
  "tebeauth/accept_invite_authenticated": { body: { invite_token: FRIEND_INVITE_TOKEN }, okAs: "friendOwner" },
  "tebeauth/login_friend_home_authenticated": { body: { guest_token: FRIEND_GUEST_TOKEN }, okAs: "friendOwner" },
  "tebeauth/guest_go_home": { body: { guest_token: FRIEND_GUEST_TOKEN }, okAs: "registeredGuest" },
};

// ---------------------------------------------------------------- Database snapshots

let tables: string[] = [];
type Snapshot = Map<string, string[]>;

async function snapshot(): Promise<Snapshot> {
  const sql = tables
    .map((t) => `SELECT '${t}' AS name, coalesce((SELECT json_agg(x)::text FROM "${t}" x), '[]') AS rows`)
    .join(" UNION ALL ");
  const result = await db().$queryRawUnsafe<{ name: string; rows: string }[]>(sql);
  return new Map(result.map((r) => [r.name, (JSON.parse(r.rows) as unknown[]).map((row) => JSON.stringify(row)).sort()]));
}

/** Home A's rows: the home and, transitively, every row that names one of them. */
function homeRowIds(snap: Snapshot, homeId: string): Set<string> {
  const ids = new Set([homeId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const rows of snap.values()) {
      for (const text of rows) {
        const id = (JSON.parse(text) as { id?: unknown }).id;
        if (typeof id === "string" && !ids.has(id) && [...ids].some((known) => text.includes(known))) {
          ids.add(id);
          grew = true;
        }
      }
    }
  }
  return ids;
}

/** Rows added, removed or changed between two snapshots that name home A. */
function changedHomeRows(before: Snapshot, after: Snapshot, homeIds: Set<string>): string[] {
  const changed: string[] = [];
  for (const [table, rows] of after) {
    const old = new Set(before.get(table));
    const now = new Set(rows);
    for (const row of [...rows.filter((r) => !old.has(r)), ...(before.get(table) ?? []).filter((r) => !now.has(r))]) {
      if ([...homeIds].some((id) => row.includes(id))) changed.push(`${table}: ${row}`);
    }
  }
  return changed;
}

// ---------------------------------------------------------------- The walk

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe" });
  const rows = await db().$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name::text AS table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name",
  );
  tables = rows.map((r) => r.table_name);
});
afterAll(async () => {
  await database.drop();
});

async function freshWorld(): Promise<World> {
  await db().$executeRawUnsafe(`TRUNCATE TABLE ${tables.map((t) => `"${t}"`).join(", ")} CASCADE`);
  return makeWorld();
}

type Handler = Parameters<typeof call>[0];
let clientCounter = 0;

async function callAs(handler: Handler, route: string, method: string, world: World, who: CallerName, sample?: Sample) {
  clientCounter++;
  return call(handler, `/api/${route}`, {
    method,
    body: method === "GET" ? undefined : (sample?.body ?? {}),
    params: sample?.params ?? placeholderParams(route),
    cookie: who === "none" ? undefined : world.cookies[who],
    headers: { "x-hems-client-ip": `10.9.${Math.floor(clientCounter / 250)}.${clientCounter % 250}` },
  });
}

function allows(callers: "anyone" | readonly ApiRole[], who: CallerName): boolean {
  if (callers === "anyone") return true;
  if (who === "none") return false;
  // Every owner of the world is a plain owner: "admin" routes refuse them all.
  return callers.includes(ROLE_OF[who]);
}

const walked = routeFolders().flatMap((route) => [route]);

test("the walk finds the guest calls and the catch-all", () => {
  expect(walked).toEqual(expect.arrayContaining(["tebeauth/add_guest", "tebeauth/delete_guest", "tebeauth/guest_go_home", "[...path]"]));
});

describe.each(walked)("%s", (route) => {
  test("every caller the role table does not allow is refused and changes nothing", async () => {
    const mod = (await import(path.join(API_DIR, route, "route"))) as Record<string, Handler | undefined>;
    const access = routeAccess(route);
    const methods = [...CHANGING_METHODS, ...(access.changesOnGet ? (["GET"] as const) : [])].filter((m) => typeof mod[m] === "function");
    const sample = SAMPLES[route];
    for (const method of methods) {
      const handler = mod[method]!;
      const world = await freshWorld();
      const homeIds = homeRowIds(await snapshot(), world.homeA);
      for (const who of ["none", "guest", "registeredGuest", "otherOwner", "owner"] as const) {
        const allowed = allows(access.callers, who);
        // An allowed call that may change something is checked only for another home's owner (and the sample call below).
        if (allowed && !access.readsOnly && (who !== "otherOwner" || access.callers === "anyone")) continue;
        const before = await snapshot();
        const reply = await callAs(handler, route, method, world, who, sample);
        const after = await snapshot();
        const where = `${method} ${route} as ${who}: ${reply.status} ${JSON.stringify(reply.json)}`;
        if (!allowed) {
          // Not allowed: a refusal, and not one row of the database changed.
          if (who === "none") expect({ where, status: reply.status, error: reply.json?.error }).toEqual({ where, status: 401, error: NOT_LOGGED_IN });
          else if (sample) expect({ where, status: reply.status }).toEqual({ where, status: 403 });
          else expect({ where, refused: [400, 403, 404].includes(reply.status) }).toEqual({ where, refused: true });
          expect({ where, status: reply.json?.status }).toEqual({ where, status: false });
          expect({ where, after }).toEqual({ where, after: before });
        } else if (access.readsOnly) {
          expect({ where, after }).toEqual({ where, after: before });
        } else {
          // An owner of another home may act in their own home, never in this one, and reads nothing of it.
          expect({ where, changed: changedHomeRows(before, after, homeIds) }).toEqual({ where, changed: [] });
        }
        if (who === "otherOwner") {
          const leaked = world.homeASecrets.filter((secret) => JSON.stringify(reply.json ?? "").includes(secret));
          expect({ where, leaked }).toEqual({ where, leaked: [] });
        }
      }
      if (sample) {
        // The same request from the caller it is meant for works: the refusals above were the role check.
        const reply = await callAs(handler, route, method, world, sample.okAs ?? "owner", sample);
        expect({ route, status: reply.status, ok: reply.json?.status }).toEqual({ route, status: 200, ok: true });
      }
    }
  });
});
