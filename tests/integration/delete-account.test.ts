import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { db } from "@/lib/db";
import { createSession } from "@/lib/auth/session";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import { resetConfigForTests } from "@/lib/config";
import { POST as deleteAccount } from "@/app/api/tebeauth/delete_account/route";
import { GET as loginStatus } from "@/app/api/tebeauth/is_login/route";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe" });
});
afterAll(async () => {
  process.env.DEPLOY_TYPE = "tebe";
  resetConfigForTests();
  await database.drop();
});

let counter = 0;

/** A home with one row in every table keyed to it, and sessions for its owner, a guest and a visiting friend. */
async function fullHome(label: string) {
  counter++;
  const home = await db().home.create({ data: { number: await allocateHomeNumber(db()), name: `${label} home`, ownerName: label } });
  const owner = await db().user.create({ data: { homeId: home.id, email: `${label}${counter}@example.com` } });
  const guest = await db().guest.create({ data: { homeId: home.id, name: `${label} guest`, status: "accepted" } });
  const root = await db().mediaRoot.create({ data: { homeId: home.id, name: "photos", path: `/srv/${label}` } });
  await db().mediaFile.create({ data: { rootId: root.id, relpath: "a.jpg", parent: "", type: "photo", title: "a", mtime: new Date() } });
  await db().scanState.create({ data: { rootId: root.id } });
  await db().playHistory.create({ data: { homeId: home.id, kind: "yv", youtubeId: "dQw4w9WgXcQ" } });
  const section = await db().section.create({ data: { homeId: home.id, name: "Music", links: { create: { youtubeId: "dQw4w9WgXcQ", title: "song" } } } });
  await db().channel.create({ data: { homeId: home.id, fileName: "abcdef.json", name: "Evening", items: { create: { mediaPath: "/yv/dQw4w9WgXcQ" } } } });
  await db().autoPlayConfig.create({ data: { homeId: home.id, channelOrder: ["abcdef.json"], checked: ["abcdef.json"] } });
  await db().article.create({ data: { homeId: home.id, title: "Hello", html: "<p>hi</p>" } });
  const lens = await db().mediaLens.create({ data: { homeId: home.id, title: "Trip", blocks: { create: { type: "2", relpath: "photos/a.jpg" } } } });
  await db().invite.create({ data: { code: `code-${label}-${counter}`, homeId: home.id, lensId: lens.id, passcodeHash: "x" } });
  const ownerCookie = cookieFrom(await createSession({ role: "owner", homeId: home.id, userId: owner.id }));
  const guestCookie = cookieFrom(await createSession({ role: "guest", homeId: home.id, guestId: guest.id }));
  return { home, owner, section, ownerCookie, guestCookie };
}

/** Every row keyed to a home, table by table. */
async function rowsOf(homeId: string) {
  const inHome = { homeId };
  return {
    homes: await db().home.count({ where: { id: homeId } }),
    users: await db().user.count({ where: inHome }),
    sessions: await db().session.count({ where: inHome }),
    guests: await db().guest.count({ where: inHome }),
    mediaRoots: await db().mediaRoot.count({ where: inHome }),
    mediaFiles: await db().mediaFile.count({ where: { root: inHome } }),
    scanStates: await db().scanState.count({ where: { root: inHome } }),
    playHistory: await db().playHistory.count({ where: inHome }),
    sections: await db().section.count({ where: inHome }),
    links: await db().videoLink.count({ where: { section: inHome } }),
    channels: await db().channel.count({ where: inHome }),
    channelItems: await db().channelItem.count({ where: { channel: inHome } }),
    autoPlay: await db().autoPlayConfig.count({ where: inHome }),
    articles: await db().article.count({ where: inHome }),
    lenses: await db().mediaLens.count({ where: inHome }),
    lensBlocks: await db().lensBlock.count({ where: { lens: inHome } }),
    invites: await db().invite.count({ where: inHome }),
  };
}

describe("delete_account", () => {
  test("removes everything of the owner's home in one go, nothing of another home, and ends the session", async () => {
    const doomed = await fullHome("alpha");
    const kept = await fullHome("beta");
    // Each owner is also a friend of the other home, with a visiting session there.
    const alphaInBeta = await db().guest.create({ data: { homeId: kept.home.id, name: "alpha friend", status: "accepted", friendUserId: doomed.owner.id } });
    const betaInAlpha = await db().guest.create({ data: { homeId: doomed.home.id, name: "beta friend", status: "accepted", friendUserId: kept.owner.id } });
    await createSession({ role: "registered_guest", homeId: kept.home.id, guestId: alphaInBeta.id, userId: doomed.owner.id });
    await createSession({ role: "registered_guest", homeId: doomed.home.id, guestId: betaInAlpha.id, userId: kept.owner.id });
    const keptBefore = await rowsOf(kept.home.id);
    const doomedBefore = await rowsOf(doomed.home.id);
    expect(Object.values(doomedBefore).every((n) => n > 0)).toBe(true);

    const { status, json, response } = await call(deleteAccount, "/api_tebeauth/delete_account", { body: { consent: true }, cookie: doomed.ownerCookie });
    expect(status).toBe(200);
    expect(json).toEqual({ status: true, data: { home_number: doomed.home.number } });
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.some((c) => /^hems_session=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(setCookies.some((c) => /^hems_registered=;/.test(c))).toBe(true);

    expect(Object.values(await rowsOf(doomed.home.id)).every((n) => n === 0)).toBe(true);
    // The other home keeps everything except the friend entry (and its visiting session) of the deleted account.
    expect(await rowsOf(kept.home.id)).toEqual({ ...keptBefore, guests: keptBefore.guests - 1, sessions: keptBefore.sessions - 1 });
    expect(await db().guest.findUnique({ where: { id: alphaInBeta.id } })).toBeNull();
    expect(await db().user.findUnique({ where: { id: kept.owner.id } })).not.toBeNull();
    // The old cookies no longer sign anyone in; the other home's still do.
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: doomed.ownerCookie })).status).toBe(401);
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: doomed.guestCookie })).status).toBe(401);
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie: kept.ownerCookie })).status).toBe(200);
  });

  test.each([
    ["no body", undefined],
    ["consent false", { consent: false }],
    ["consent as a string", { consent: "true" }],
  ])("without ticking the consent box (%s) it is 400 and deletes nothing", async (_label, body) => {
    const home = await fullHome("gamma");
    const before = await rowsOf(home.home.id);
    const { status, json } = await call(deleteAccount, "/api_tebeauth/delete_account", { body: body ?? {}, cookie: home.ownerCookie });
    expect(status).toBe(400);
    expect(json).toMatchObject({ status: false, error: "Please tick the box to confirm that you want to delete your account." });
    expect(await rowsOf(home.home.id)).toEqual(before);
  });

  test("guests and visiting friends cannot delete the home (403), and nothing is deleted", async () => {
    const home = await fullHome("delta");
    const friendOwner = await fullHome("epsilon");
    const friend = await db().guest.create({ data: { homeId: home.home.id, name: "visiting", status: "accepted", friendUserId: friendOwner.owner.id } });
    const friendCookie = cookieFrom(await createSession({ role: "registered_guest", homeId: home.home.id, guestId: friend.id, userId: friendOwner.owner.id }));
    const before = await rowsOf(home.home.id);
    for (const cookie of [home.guestCookie, friendCookie]) {
      const { status, json } = await call(deleteAccount, "/api_tebeauth/delete_account", { body: { consent: true }, cookie });
      expect(status).toBe(403);
      expect(json).toMatchObject({ status: false, error: "Only the owner of this home can delete it." });
    }
    expect(await rowsOf(home.home.id)).toEqual(before);
    expect(await db().home.count({ where: { id: friendOwner.home.id } })).toBe(1);
  });

  test("without a session it is 401 'You are not login!'", async () => {
    const { status, json, response } = await call(deleteAccount, "/api_tebeauth/delete_account", { body: { consent: true } });
    expect(status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toMatchObject({ status: false, error: "You are not login!" });
  });

  test("the home face's one household is not deleted from a page", async () => {
    const home = await fullHome("zeta");
    process.env.DEPLOY_TYPE = "home";
    resetConfigForTests();
    try {
      const before = await rowsOf(home.home.id);
      const { status, json } = await call(deleteAccount, "/api_tebeauth/delete_account", { body: { consent: true }, cookie: home.ownerCookie });
      expect(status).toBe(403);
      expect(json).toMatchObject({ status: false, error: "This server's home cannot be deleted here." });
      expect(await rowsOf(home.home.id)).toEqual(before);
    } finally {
      process.env.DEPLOY_TYPE = "tebe";
      resetConfigForTests();
    }
  });
});
