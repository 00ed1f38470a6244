import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { apiRoutes, declarationOf, routeModule } from "../helpers/routes";
import { db } from "@/lib/db";
import { createSession } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import { CROSS_SITE_REFUSED, JSON_ONLY } from "@/lib/http/cross-site";
import { GET as deleteCategoryCall } from "@/app/api/yt/deleteytdir/[id]/route";
import { GET as newChannelCall } from "@/app/api/chnl/newchannel/[name]/route";
import { GET as listChannelsCall } from "@/app/api/chnl/listchannels/route";
import { POST as deleteAccountCall } from "@/app/api/tebeauth/delete_account/route";
import { nth, valueAt } from "../helpers/checked";

// Cross-site request forgery (issue 13, point 1), for every route under
// app/api that can change state (found on disk, so new routes are walked too):
// every POST, PUT, PATCH and DELETE handler, and the GET of each legacy call
// declared with `changesOnGet` (route() in lib/http/route.ts). Sent by a page of another site
// (Sec-Fetch-Site cross-site or same-site, or without it an Origin or Referer
// of another host), even with a session the route admits, the call is refused
// with 403 and the database does not change. Every call that reads a JSON body
// refuses one that is not sent as application/json with 415: a page of
// another site can send text/plain, form-encoded and multipart bodies without
// asking the server. The same requests from the app's own pages work.

type Handler = Parameters<typeof call>[0];
const UNSAFE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

/** What a page of another site makes the browser send (the test requests go to http://localhost). */
const FOREIGN: Array<[string, Record<string, string>]> = [
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", origin: "http://evil.example" }],
  ["Sec-Fetch-Site: same-site (another port of this host)", { "sec-fetch-site": "same-site", origin: "http://localhost:4000" }],
  ["an Origin of another port, no Sec-Fetch-Site", { origin: "http://localhost:4000" }],
  ["an opaque Origin, no Sec-Fetch-Site", { origin: "null" }],
  ["only a Referer of another site", { referer: "http://evil.example/attack.html" }],
];
/** The three body types a form or a no-cors fetch of another site can send. */
const FOREIGN_BODY_TYPES = ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"];
const SAME_ORIGIN = { "sec-fetch-site": "same-origin", origin: "http://localhost" };

const CATEGORY = "Cats A";

type World = { homeA: string; cookies: Record<"owner" | "guest" | "registered_guest", string> };

async function makeWorld(): Promise<World> {
  const home = async (name: string) => db().home.create({ data: { number: await allocateHomeNumber(db()), name, ownerName: name } });
  const [a, b] = [await home("Home A"), await home("Home B")];
  const ownerA = await db().user.create({ data: { homeId: a.id, email: "a@example.com" } });
  const ownerB = await db().user.create({ data: { homeId: b.id, email: "b@example.com" } });
  const guest = await db().guest.create({ data: { homeId: a.id, name: "Guest Gil", status: "accepted", guestTokenHash: hashToken("guest-gil-token") } });
  const friend = await db().guest.create({
    data: { homeId: a.id, name: "Friend Bo", status: "accepted", friendUserId: ownerB.id, homeNumber: b.number, guestTokenHash: hashToken("friend-token") },
  });
  const section = await db().section.create({ data: { homeId: a.id, name: CATEGORY, position: 0 } });
  await db().videoLink.create({ data: { sectionId: section.id, youtubeId: "aaaaaaaaaaa", title: "Kitten", position: 0 } });
  const channel = await db().channel.create({ data: { homeId: a.id, fileName: "chanA1.json", name: "Channel A", position: 0 } });
  await db().channelItem.create({ data: { channelId: channel.id, mediaPath: `/yv/aaaaaaaaaaa/${b64(CATEGORY)}`, title: "Kitten", position: 0 } });
  const session = async (...args: Parameters<typeof createSession>) => cookieFrom(await createSession(...args));
  return {
    homeA: a.id,
    cookies: {
      owner: await session({ role: "owner", homeId: a.id, userId: ownerA.id }),
      guest: await session({ role: "guest", homeId: a.id, guestId: guest.id }),
      registered_guest: await session({ role: "registered_guest", homeId: a.id, guestId: friend.id, userId: ownerB.id }),
    },
  };
}

let tables: string[] = [];
async function snapshot(): Promise<string> {
  const sql = tables.map((t) => `SELECT '${t}' AS name, coalesce((SELECT json_agg(x ORDER BY x::text)::text FROM "${t}" x), '[]') AS rows`).join(" UNION ALL ");
  return JSON.stringify(await db().$queryRawUnsafe(sql));
}

let database: TestDatabase;
let world: World;
beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe" });
  const rows = await db().$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name::text AS table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name",
  );
  tables = rows.map((r) => r.table_name);
  world = await makeWorld();
});
afterAll(() => database.drop());

/** A session the route admits: none for open calls, the owner's where owners may call, else the first role it names. */
function admittedCookie(route: string, method: string): string | undefined {
  const callers = declarationOf(route, method)!.roles;
  if (callers === "anyone") return undefined;
  const role = callers.includes("owner") || callers.includes("admin") ? "owner" : callers[0];
  return world.cookies[role as keyof World["cookies"]];
}

/** A value for each dynamic segment of the route folder. */
function paramsOf(route: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of route.split("/")) {
    const match = /^\[(\[)?(\.\.\.)?([^\]]+)\]\]?$/.exec(segment);
    if (match) params[nth(match, 3)] = match[2] ? [b64(CATEGORY)] : b64(CATEGORY);
  }
  return params;
}

/** Every route on disk and every alias spelling of one (lib/http/api-aliases.json, rewrites of next.config.mjs). */
const routes = apiRoutes();
/** [route, method] of every handler that can change state: every unsafe method, and each GET declared `changesOnGet`. */
const changing = routes.flatMap((route) => {
  const mod = routeModule(route);
  const methods = [...UNSAFE_METHODS, "GET"].filter((m) => typeof mod[m] === "function" && (m !== "GET" || declarationOf(route, m)?.changesOnGet));
  return methods.map((method) => [route, method] as const);
});
/** Routes that read a JSON body (a POST declared with a body schema). */
const jsonRoutes = routes.filter((route) => !!declarationOf(route, "POST")?.body);

test("the walk finds the legacy GET calls that write, the settings and account calls, sign-in and next-auth", () => {
  const found = changing.map(([route, method]) => `${method} ${route}`);
  expect(found).toEqual(
    expect.arrayContaining([
      "GET yt/deleteytdir/[id]",
      "GET tebeplay/deleteytdir/[id]",
      "GET chnl/newchannel/[name]",
      "GET channel/newchannel/[name]",
      "GET yt/saveyt/[link]/[[...x]]",
      "GET myfilex/trackplayedvideo/[id]",
      "POST ctx/add_media_root",
      "POST tebeauth/delete_account",
      "POST session/check_password",
      "GET session/check_logout",
      "POST auth/[...nextauth]",
      "POST [...path]",
    ]),
  );
  // The 13 legacy calls, signing out, the search index calls that may start a rebuild (3 under each of 2 prefixes),
  // and the lens and invite calls that delete, renew, revoke or end a visit (5).
  expect(found).toEqual(
    expect.arrayContaining([
      "GET medialens_f2f/delete/[id]",
      "GET invite_f2f/deleteallinvites/[id]",
      "GET invite_f2f/renew/[id]",
      "GET invite_f2f/revoke/[id]",
      "GET invite_f2f/logoutinvite/[id]",
    ]),
  );
  expect(found.filter((entry) => entry.startsWith("GET "))).toHaveLength(25);
  expect(jsonRoutes).toEqual(expect.arrayContaining(["ctx/add_media_root", "tebeauth/delete_account", "chnl/deletechannel", "tebeauth/guest_go_home"]));
});

describe.each(changing)("%s %s", (route, method) => {
  test("sent by a page of another site: 403 with the clear error, nothing changed", async () => {
    const mod = routeModule(route) as Record<string, Handler | undefined>;
    expect({ route, method, exported: typeof mod[method] }).toEqual({ route, method, exported: "function" });
    for (const [what, headers] of FOREIGN) {
      const before = await snapshot();
      const reply = await call(mod[method]!, `/api/${route}`, {
        method,
        body: method === "GET" ? undefined : { consent: true, name: "etcpw", path: "/etc" },
        params: route === "auth/[...nextauth]" ? { nextauth: ["signout"] } : paramsOf(route),
        cookie: admittedCookie(route, method),
        headers,
      });
      const where = `${method} ${route}, ${what}`;
      expect({ where, status: reply.status, error: reply.json?.error, ok: reply.json?.status }).toEqual({
        where,
        status: 403,
        error: CROSS_SITE_REFUSED,
        ok: false,
      });
      expect({ where, unchanged: (await snapshot()) === before }).toEqual({ where, unchanged: true });
    }
  });
});

describe.each(jsonRoutes)("%s", (route) => {
  test("a JSON body not sent as application/json: 415 with the clear error, nothing changed", async () => {
    const mod = routeModule(route) as Record<string, Handler>;
    for (const type of FOREIGN_BODY_TYPES) {
      const before = await snapshot();
      const reply = await call(valueAt(mod, "POST"), `/api/${route}`, {
        method: "POST",
        rawBody: JSON.stringify({ consent: true, name: "etcpw", path: "/etc/=/..", file_name: "chanA1.json" }),
        cookie: admittedCookie(route, "POST"),
        headers: { "content-type": type, ...SAME_ORIGIN },
      });
      const where = `${route} as ${type}`;
      expect({ where, status: reply.status, error: reply.json?.error }).toEqual({ where, status: 415, error: JSON_ONLY });
      expect({ where, unchanged: (await snapshot()) === before }).toEqual({ where, unchanged: true });
    }
  });
});

describe("the app's own pages", () => {
  test("a read sent by another site is not refused (the browser keeps its answer from that site)", async () => {
    const reply = await call(listChannelsCall, "/api/chnl/listchannels", { cookie: world.cookies.owner, headers: nth(FOREIGN, 0)[1] });
    expect(reply.status).toBe(200);
  });

  test("the legacy GET calls that write work from the app's own pages and from the address bar", async () => {
    const created = await call(newChannelCall, "/api/chnl/newchannel/x", {
      params: { name: b64("Made Here") },
      cookie: world.cookies.owner,
      headers: SAME_ORIGIN,
    });
    expect({ status: created.status, ok: created.json.status }).toEqual({ status: 200, ok: true });
    expect(await db().channel.count({ where: { homeId: world.homeA, name: "Made Here" } })).toBe(1);

    const typed = await call(newChannelCall, "/api/chnl/newchannel/x", {
      params: { name: b64("Typed In") },
      cookie: world.cookies.owner,
      headers: { "sec-fetch-site": "none" },
    });
    expect(typed.status).toBe(200);

    const refused = await call(deleteCategoryCall, "/api/yt/deleteytdir/x", {
      params: { id: b64(CATEGORY) },
      cookie: world.cookies.owner,
      headers: nth(FOREIGN, 0)[1],
    });
    expect(refused.status).toBe(403);
    expect(await db().section.count({ where: { homeId: world.homeA, name: CATEGORY } })).toBe(1);
    const deleted = await call(deleteCategoryCall, "/api/yt/deleteytdir/x", {
      params: { id: b64(CATEGORY) },
      cookie: world.cookies.owner,
      headers: SAME_ORIGIN,
    });
    expect({ status: deleted.status, ok: deleted.json.status }).toEqual({ status: 200, ok: true });
    expect(await db().section.count({ where: { homeId: world.homeA, name: CATEGORY } })).toBe(0);
  });

  test("deleting the account: refused as text/plain or from another site, done as JSON from the app's own page", async () => {
    const consent = JSON.stringify({ consent: true });
    const send = (headers: Record<string, string>) =>
      call(deleteAccountCall, "/api/tebeauth/delete_account", { method: "POST", rawBody: consent, cookie: world.cookies.owner, headers });
    // A no-cors fetch from another site: text/plain, and the browser says where it comes from.
    expect((await send({ "content-type": "text/plain;charset=UTF-8", "sec-fetch-site": "same-site", origin: "http://localhost:4000" })).status).toBe(403);
    expect((await send({ "content-type": "text/plain;charset=UTF-8", ...SAME_ORIGIN })).status).toBe(415);
    expect(await db().home.count({ where: { id: world.homeA } })).toBe(1);
    expect((await send({ "content-type": "application/json", ...SAME_ORIGIN })).status).toBe(200);
    expect(await db().home.count({ where: { id: world.homeA } })).toBe(0);
  });
});
