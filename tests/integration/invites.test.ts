import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call } from "../helpers/http";
import { b64, createInvite, freshAddress, makeLensWorld, validate, type LensWorld } from "../helpers/invites";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { thumbnailJobsSettled } from "@/lib/thumbnails/thumbnails";
import { INVITE_CODE_PATTERN, INVITE_ENDED, INVALID_PASSCODE, PLEASE_VALIDATE } from "@/lib/invites/schemas";
import { POST as createCall } from "@/app/api/invite_f2f/create/route";
import { GET as getCodeCall } from "@/app/api/invite_f2f/get_invite_code/route";
import { GET as getAllCall } from "@/app/api/invite_f2f/getall/[id]/route";
import { GET as loadCall } from "@/app/api/invite_f2f/loadinvite/[id]/route";
import { PATCH as updateCall } from "@/app/api/invite_f2f/update/[id]/route";
import { GET as renewCall } from "@/app/api/invite_f2f/renew/[id]/route";
import { GET as revokeCall } from "@/app/api/invite_f2f/revoke/[id]/route";
import { GET as statsCall } from "@/app/api/invite_f2f/stats/[id]/route";
import { GET as deleteAllCall } from "@/app/api/invite_f2f/deleteallinvites/[id]/route";
import { GET as logoutCall } from "@/app/api/invite_f2f/logoutinvite/[id]/route";
import { GET as mediaIdCall } from "@/app/api/invite_f2f/invite_mediaid/[id]/route";
import { GET as getPhotoCall } from "@/app/api/invite_f2f/getphoto/[relpath]/route";
import { GET as lvCall } from "@/app/api/media/lv/[...path]/route";

// The rules of lens invites on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): passcodes kept as hashes, one counted view per visitor
// session, exact counting under concurrency, attempt limits, and the ends of
// an invite (revoke, time, views) taking effect at the visitor's next request.

let database: TestDatabase;
let world: LensWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await makeLensWorld(database.dataDir);
}, 120_000);
afterAll(async () => {
  await thumbnailJobsSettled();
  await database.drop();
});

const asOwner = (handler: Parameters<typeof call>[0], path: string, id: string, extra: Parameters<typeof call>[2] = {}) =>
  call(handler, path, { cookie: world.owner.cookie, params: { id }, ...extra });
const mediaId = (code: string, cookie?: string) => call(mediaIdCall, `/api/invite_f2f/invite_mediaid/${code}`, { params: { id: code }, cookie });
const stream = (relpath: string, cookie?: string, range = "bytes=0-99") =>
  call(lvCall, `/media_lv_video_root/${b64(relpath)}`, { params: { path: [b64(relpath)] }, cookie, headers: { range } });
const inviteRow = (id: string) => db().invite.findUniqueOrThrow({ where: { id } });

describe("making invites", () => {
  test("create answers the documented row; the passcode is stored only as an argon2 hash; codes are long, random and not guest tokens", async () => {
    const row = await createInvite(world, { expiration: 48, view_count: 3, passcode: "  tulip 42 ", note: "for Ann" });
    expect(row).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        invite_code: expect.stringMatching(INVITE_CODE_PATTERN),
        expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
        expires_at_iso: expect.any(String),
        expires_at_raw: expect.any(Number),
        max_views: 3,
        view_count: 0,
        revoked: false,
        note: "for Ann",
      }),
    );
    expect(Math.abs((row as unknown as { expires_at_raw: number }).expires_at_raw - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);
    const stored = await inviteRow(row.id);
    expect(stored.passcodeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(stored)).not.toContain("tulip");
    // The passcode is trimmed like the editor trims it.
    expect((await validate(row.invite_code, "tulip 42")).status).toBe(200);

    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await call(getCodeCall, "/api/invite_f2f/get_invite_code", { cookie: world.owner.cookie })).json.data.invite_code);
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{32}$/);
  });

  test("the editor's rules: one expiry method at least, passcode of 4, positive numbers", async () => {
    const create = (body: object) => call(createCall, "/api/invite_f2f/create", { body, cookie: world.owner.cookie });
    const base = { resource_id: world.lensId, expiration: 1, view_count: 1, passcode: "abcd", note: "" };
    expect((await create({ ...base, expiration: null, view_count: null })).json.error).toBe("Select at least one expiration method (time or views).");
    expect((await create({ ...base, passcode: " abc " })).json.error).toBe("Passcode must be at least 4 characters.");
    expect((await create({ ...base, expiration: 0 })).json.error).toBe("Please enter a time greater than 0.");
    expect((await create({ ...base, view_count: 0 })).json.error).toBe("View limit must be a positive number.");
    expect((await create({ ...base, resource_id: "00000000-0000-0000-0000-000000000000" })).json).toEqual(
      expect.objectContaining({ status: false, error: "MediaLens not found." }),
    );
    expect((await create({ ...base, expiration: null })).status).toBe(200);
  });

  test("getall lists the lens's invites; loadinvite one; update changes what it is given", async () => {
    const row = await createInvite(world, { note: "listed" });
    const listed = (await asOwner(getAllCall, `/api/invite_f2f/getall/${world.lensId}`, world.lensId)).json.data as { id: string }[];
    expect(listed.map((r) => r.id)).toContain(row.id);
    expect((await asOwner(loadCall, `/api/invite_f2f/loadinvite/${row.id}`, row.id)).json.data).toEqual(
      expect.objectContaining({ id: row.id, note: "listed" }),
    );
    const updated = await asOwner(updateCall, `/api/invite_f2f/update/${row.id}`, row.id, {
      method: "PATCH",
      body: { payload: { view_count: 7, note: "edited", passcode: "new passcode" } },
    });
    expect(updated.json.data).toEqual(expect.objectContaining({ max_views: 7, note: "edited" }));
    expect((await validate(row.invite_code, "right passcode")).json.error).toBe(INVALID_PASSCODE.text);
    expect((await validate(row.invite_code, "new passcode")).status).toBe(200);
    // Both limits taken away is refused.
    const none = await asOwner(updateCall, `/api/invite_f2f/update/${row.id}`, row.id, {
      method: "PATCH",
      body: { payload: { view_count: null, expiration: null } },
    });
    expect(none.json.error).toBe("Select at least one expiration method (time or views).");
  });
});

describe("validating", () => {
  test("a wrong passcode counts no view; the right one opens an httpOnly SameSite session cookie whose token is stored hashed, counted once", async () => {
    const row = await createInvite(world, { view_count: 5 });
    const wrong = await validate(row.invite_code, "wrong passcode");
    expect({ status: wrong.status, error: wrong.json.error, cookie: wrong.setCookie }).toEqual({ status: 403, error: "Invalid passcode", cookie: null });
    expect((await inviteRow(row.id)).viewCount).toBe(0);

    const right = await validate(row.invite_code, "right passcode");
    expect(right.json).toEqual({ status: true, data: { media_id: world.lensId, invite_code: row.invite_code } });
    expect(right.setCookie).toMatch(/^hems_invite=[A-Za-z0-9_-]{43};/);
    expect(right.setCookie).toMatch(/HttpOnly/i);
    expect(right.setCookie).toMatch(/SameSite=Strict/i);
    const token = right.cookie!.split("=")[1]!;
    const sessions = await db().inviteSession.findMany({ where: { inviteId: row.id } });
    expect(sessions).toEqual([expect.objectContaining({ tokenHash: hashToken(token), viewNumber: 1 })]);
    expect(JSON.stringify(sessions)).not.toContain(token);

    // The same visitor again (a reload of the gate, the viewer's calls): still one view.
    expect((await validate(row.invite_code, "right passcode", { cookie: right.cookie })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await mediaId(row.invite_code, right.cookie)).status).toBe(200);
    expect((await stream("Lib/in.mp4", right.cookie)).status).toBe(206);
    expect((await inviteRow(row.id)).viewCount).toBe(1);
    // Another visitor is another view.
    expect((await validate(row.invite_code, "right passcode")).status).toBe(200);
    expect((await inviteRow(row.id)).viewCount).toBe(2);
  });

  test("an unknown code is just a wrong passcode", async () => {
    const reply = await validate("zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz", "right passcode");
    expect({ status: reply.status, error: reply.json.error }).toEqual({ status: 403, error: "Invalid passcode" });
  });

  test("50 simultaneous validations of an invite with 10 views left: exactly 10 sessions", async () => {
    const row = await createInvite(world, { view_count: 12 });
    expect((await validate(row.invite_code, "right passcode")).status).toBe(200);
    expect((await validate(row.invite_code, "right passcode")).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 50 }, () => validate(row.invite_code, "right passcode")));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(replies.filter((r) => r.status !== 200).map((r) => [r.status, r.json.error])).toEqual(Array(40).fill([403, INVITE_ENDED.text]));
    expect(replies.filter((r) => r.cookie)).toHaveLength(10);
    const stored = await inviteRow(row.id);
    expect(stored.viewCount).toBe(12);
    const numbers = (await db().inviteSession.findMany({ where: { inviteId: row.id } })).map((s) => s.viewNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  }, 120_000);

  test("wrong passcodes are limited per address and per invite: 429 with Retry-After", async () => {
    const row = await createInvite(world);
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await validate(row.invite_code, `wrong ${i}`, { address })).status).toBe(403);
    const blocked = await validate(row.invite_code, "right passcode", { address });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Other addresses still get in...
    expect((await validate(row.invite_code, "right passcode")).status).toBe(200);
    // ...until the invite itself has had too many wrong passcodes, from anywhere.
    const other = await createInvite(world);
    for (let i = 0; i < 30; i++) expect((await validate(other.invite_code, `wrong ${i}`)).status).toBe(403);
    const limited = await validate(other.invite_code, "right passcode");
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await inviteRow(other.id)).viewCount).toBe(0);
  }, 120_000);
});

describe("the ends of an invite", () => {
  test("views: the limit refuses the next visitor; lowering it ends sessions past it at once", async () => {
    const row = await createInvite(world, { view_count: 2, expiration: null });
    const first = await validate(row.invite_code, "right passcode");
    const second = await validate(row.invite_code, "right passcode");
    const third = await validate(row.invite_code, "right passcode");
    expect([first.status, second.status, third.status]).toEqual([200, 200, 403]);
    expect(third.json.error).toBe(INVITE_ENDED.text);
    expect((await mediaId(row.invite_code, second.cookie)).status).toBe(200);
    await asOwner(updateCall, `/api/invite_f2f/update/${row.id}`, row.id, { method: "PATCH", body: { payload: { view_count: 1 } } });
    expect((await mediaId(row.invite_code, first.cookie)).status).toBe(200);
    const cut = await mediaId(row.invite_code, second.cookie);
    expect({ status: cut.status, error: cut.json.error }).toEqual({ status: 401, error: PLEASE_VALIDATE.text });
    expect((await stream("Lib/in.mp4", second.cookie)).status).toBe(401);
  });

  test("time: an expired invite refuses the right passcode and ends open sessions", async () => {
    const row = await createInvite(world, { expiration: 1, view_count: null });
    const visitor = await validate(row.invite_code, "right passcode");
    expect((await stream("Lib/in.mp4", visitor.cookie)).status).toBe(206);
    await db().invite.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await stream("Lib/in.mp4", visitor.cookie)).status).toBe(401);
    expect((await mediaId(row.invite_code, visitor.cookie)).status).toBe(401);
    expect((await validate(row.invite_code, "right passcode")).json.error).toBe(INVITE_ENDED.text);
  });

  test("revoke ends a stream under way at its next range request (no cached caller), and renew opens the invite again", async () => {
    const row = await createInvite(world);
    const visitor = await validate(row.invite_code, "right passcode");
    expect((await stream("Lib/in.mp4", visitor.cookie, "bytes=0-99")).status).toBe(206);
    expect((await stream("Lib/in.mp4", visitor.cookie, "bytes=100-199")).status).toBe(206);
    const revoked = await asOwner(revokeCall, `/api/invite_f2f/revoke/${row.id}`, row.id);
    expect(revoked.json.data).toEqual(expect.objectContaining({ revoked: true, status: "revoked" }));
    expect((await stream("Lib/in.mp4", visitor.cookie, "bytes=200-299")).status).toBe(401);
    expect((await mediaId(row.invite_code, visitor.cookie)).status).toBe(401);
    expect((await validate(row.invite_code, "right passcode")).json.error).toBe(INVITE_ENDED.text);
    expect(await db().inviteSession.count({ where: { inviteId: row.id } })).toBe(0);

    const renewed = await asOwner(renewCall, `/api/invite_f2f/renew/${row.id}`, row.id);
    expect(renewed.json.data).toEqual(expect.objectContaining({ revoked: false, view_count: 0, status: "active" }));
    // The revoked session stays ended; a new validation opens a new one.
    expect((await mediaId(row.invite_code, visitor.cookie)).status).toBe(401);
    expect((await validate(row.invite_code, "right passcode")).status).toBe(200);
  });

  test("logoutinvite ends the visitor's session and clears its cookie", async () => {
    const row = await createInvite(world);
    const visitor = await validate(row.invite_code, "right passcode");
    const out = await call(logoutCall, `/api/invite_f2f/logoutinvite/${row.invite_code}`, { params: { id: row.invite_code }, cookie: visitor.cookie });
    expect(out.json).toEqual({ status: true, data: true });
    expect(out.response.headers.get("set-cookie")).toMatch(/^hems_invite=;.*Max-Age=0/i);
    expect((await mediaId(row.invite_code, visitor.cookie)).status).toBe(401);
    expect((await inviteRow(row.id)).viewCount).toBe(1);
  });

  test("deleteallinvites and deleting the lens delete its invites and end their sessions", async () => {
    const lens = await db().mediaLens.create({ data: { homeId: world.homeId, title: "Other", blocks: { create: [{ type: "2", relpath: "Lib/in.jpg" }] } } });
    const make = async () => {
      const row = await createInvite({ ...world, lensId: lens.id });
      return { row, visitor: await validate(row.invite_code, "right passcode") };
    };
    const a = await make();
    await make();
    expect((await asOwner(deleteAllCall, `/api/invite_f2f/deleteallinvites/${lens.id}`, lens.id)).json.data).toEqual({ deleted: 2 });
    expect(await db().invite.count({ where: { lensId: lens.id } })).toBe(0);
    expect((await mediaId(a.row.invite_code, a.visitor.cookie)).status).toBe(401);
    const b = await make();
    await db().mediaLens.delete({ where: { id: lens.id } });
    expect(await db().invite.count({ where: { id: b.row.id } })).toBe(0);
    expect((await mediaId(b.row.invite_code, b.visitor.cookie)).status).toBe(401);
  });
});

test("invite_mediaid gives the lens's id; getphoto a lens photo with ?invite_code of the session's own invite only", async () => {
  const row = await createInvite(world);
  const other = await createInvite(world);
  const visitor = await validate(row.invite_code, "right passcode");
  expect((await mediaId(row.invite_code)).json.error).toBe(PLEASE_VALIDATE.text);
  expect((await mediaId(other.invite_code, visitor.cookie)).status).toBe(401);
  expect((await mediaId(row.invite_code, visitor.cookie)).json.data).toEqual({ media_id: world.lensId });
  const photo = (code: string) =>
    call(getPhotoCall, `/api/invite_f2f/getphoto/${b64("Lib/in.jpg")}?invite_code=${code}`, { params: { relpath: b64("Lib/in.jpg") }, cookie: visitor.cookie });
  const detail = await photo(row.invite_code);
  expect(detail.json.data).toEqual(expect.objectContaining({ img64: expect.stringMatching(/^data:image\/jpeg;base64,/), file_name: "in.jpg" }));
  expect((await photo(other.invite_code)).status).toBe(403);
});

test("stats: views used and left, time left, first and last view", async () => {
  const row = await createInvite(world, { expiration: 10, view_count: 4 });
  const stats = async () => (await asOwner(statsCall, `/api/invite_f2f/stats/${row.id}`, row.id)).json.data;
  expect(await stats()).toEqual(
    expect.objectContaining({ status: "active", views_used: 0, views_left: 4, max_views: 4, first_view_at: null, last_view_at: null }),
  );
  const before = Date.now();
  await validate(row.invite_code, "right passcode");
  await validate(row.invite_code, "right passcode");
  const after = await stats();
  expect(after).toEqual(expect.objectContaining({ views_used: 2, views_left: 2 }));
  expect(after.time_left_seconds).toBeGreaterThan(10 * 3600 - 120);
  expect(after.time_left_seconds).toBeLessThanOrEqual(10 * 3600);
  expect(Date.parse(after.first_view_at)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(after.last_view_at)).toBeGreaterThanOrEqual(Date.parse(after.first_view_at));
});

test("only the home's owner manages invites: guests, other homes' owners, invitees and anonymous callers are refused and change nothing", async () => {
  const row = await createInvite(world);
  const invitee = await validate(row.invite_code, "right passcode");
  const calls: [Parameters<typeof call>[0], string, string, Parameters<typeof call>[2]?][] = [
    [getCodeCall, "get_invite_code", ""],
    [getAllCall, "getall", world.lensId],
    [loadCall, "loadinvite", row.id],
    [statsCall, "stats", row.id],
    [revokeCall, "revoke", row.id],
    [renewCall, "renew", row.id],
    [deleteAllCall, "deleteallinvites", world.lensId],
    [updateCall, "update", row.id, { method: "PATCH", body: { payload: { note: "hacked" } } }],
  ];
  const before = await inviteRow(row.id);
  for (const [handler, name, id, extra] of calls) {
    for (const [who, cookie, expected] of [
      ["anonymous", undefined, [401]],
      ["guest", world.guest.cookie, [403]],
      ["invitee", invitee.cookie, [403]],
      ["stranger", world.stranger.cookie, [404]],
    ] as const) {
      const reply = await call(handler, `/api/invite_f2f/${name}/${id}`, { params: { id }, cookie, ...extra });
      expect({ name, who, status: reply.status, ok: reply.json.status }).toEqual({
        name,
        who,
        status: name === "get_invite_code" && who === "stranger" ? 200 : expected[0],
        ok: name === "get_invite_code" && who === "stranger",
      });
    }
  }
  expect(await inviteRow(row.id)).toEqual(before);
});
