import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { db } from "@/lib/db";
import { createSession } from "@/lib/auth/session";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import type { LoginUserType } from "@/lib/auth/roles";
import { BADGE_COLORS, DEFAULT_WALLPAPER, WALLPAPERS } from "@/lib/homesettings/constants";
import { GET as getWallpapers, POST as postGetWallpapers } from "@/app/api/tebeauth/getwallpapers/route";
import { GET as getCurrentWallpaper } from "@/app/api/tebeauth/getcurrentwallpaper/route";
import { POST as updateWallpaper } from "@/app/api/tebeauth/update_wallpaper/route";
import { POST as updateBadgeColor } from "@/app/api/tebeauth/update_badge_color/route";
import { POST as updateOwnerName } from "@/app/api/tebeauth/update_owner_name/route";
import { POST as updateHomeName, POST as updateUnitNumber } from "@/app/api/tebeauth/update_home_name/route";
import { GET as loginStatus } from "@/app/api/tebeauth/is_login/route";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe" });
});
afterAll(async () => {
  await database.drop();
});

let counter = 0;
async function makeOwner() {
  counter++;
  const home = await db().home.create({ data: { number: await allocateHomeNumber(db()), name: "Maple House", ownerName: "Mia" } });
  const user = await db().user.create({ data: { homeId: home.id, email: `settings${counter}@example.com` } });
  return { home, cookie: cookieFrom(await createSession({ role: "owner", homeId: home.id, userId: user.id })) };
}

async function visitor(homeId: string, role: Exclude<LoginUserType, "owner">) {
  const guest = await db().guest.create({ data: { homeId, name: `visitor${++counter}`, status: "accepted" } });
  return cookieFrom(await createSession({ role, homeId, guestId: guest.id }));
}

const homeRow = (id: string) =>
  db().home.findUniqueOrThrow({ where: { id }, select: { name: true, ownerName: true, number: true, badgeColor: true, wallpaper: true } });

type Handler = Parameters<typeof call>[0];

/** The owner's `body` to `path` is a 400 with `error`, and the home's row stays as it was. */
async function expectRefused(handler: Handler, path: string, body: unknown, error: string) {
  const { home, cookie } = await makeOwner();
  const before = await homeRow(home.id);
  const { status, json } = await call(handler, path, { body, cookie });
  expect(status).toBe(400);
  expect(json).toMatchObject({ status: false, error });
  expect(await homeRow(home.id)).toEqual(before);
}
const CHANGES: { name: string; handler: Handler; path: string; good: Record<string, unknown> }[] = [
  { name: "update_wallpaper", handler: updateWallpaper, path: "/api_tebeauth/update_wallpaper", good: { wallpaper_name: "wallpaper3_forest.jpg" } },
  { name: "update_badge_color", handler: updateBadgeColor, path: "/api_tebeauth/update_badge_color", good: { badge_color: BADGE_COLORS[4] } },
  { name: "update_owner_name", handler: updateOwnerName, path: "/api_tebeauth/update_owner_name", good: { owner_name: "Sam" } },
  { name: "update_home_name", handler: updateHomeName, path: "/api_tebeauth/update_home_name", good: { home_name: "Oak Lodge" } },
  { name: "update_unit_number", handler: updateUnitNumber, path: "/api_tebeauth/update_unit_number", good: { home_name: "Oak Lodge" } },
];

describe("wallpapers", () => {
  test("getwallpapers lists the 6 shipped wallpapers and the current one (the default for a new home), for GET and POST", async () => {
    const { cookie } = await makeOwner();
    for (const handler of [getWallpapers, postGetWallpapers]) {
      const { status, json } = await call(handler, "/api_tebeauth/getwallpapers", { cookie });
      expect(status).toBe(200);
      expect(json).toEqual({ status: true, data: { wallpapers: [...WALLPAPERS], current: DEFAULT_WALLPAPER } });
    }
    expect(WALLPAPERS.length).toBeGreaterThanOrEqual(6);
  });

  test("update_wallpaper stores the choice; getcurrentwallpaper and getwallpapers answer it", async () => {
    const { home, cookie } = await makeOwner();
    const set = await call(updateWallpaper, "/api_tebeauth/update_wallpaper", { body: { wallpaper_name: "wallpaper2_ocean.jpg" }, cookie });
    expect(set.status).toBe(200);
    expect(set.json.data).toMatchObject({ wallpaper_name: "wallpaper2_ocean.jpg" });
    expect((await homeRow(home.id)).wallpaper).toBe("wallpaper2_ocean.jpg");
    expect((await call(getCurrentWallpaper, "/api_tebeauth/getcurrentwallpaper", { cookie })).json).toEqual({
      status: true,
      data: { current: "wallpaper2_ocean.jpg" },
    });
    expect((await call(getWallpapers, "/api_tebeauth/getwallpapers", { cookie })).json.data.current).toBe("wallpaper2_ocean.jpg");
  });

  test("a stored wallpaper that is no longer shipped falls back to the default", async () => {
    const { home, cookie } = await makeOwner();
    await db().home.update({ where: { id: home.id }, data: { wallpaper: "wallpaper9_gone.jpg" } });
    expect((await call(getCurrentWallpaper, "/api_tebeauth/getcurrentwallpaper", { cookie })).json.data.current).toBe(DEFAULT_WALLPAPER);
    expect((await call(getWallpapers, "/api_tebeauth/getwallpapers", { cookie })).json.data.current).toBe(DEFAULT_WALLPAPER);
  });

  test("guests and visiting friends see the home's wallpaper", async () => {
    const { home } = await makeOwner();
    await db().home.update({ where: { id: home.id }, data: { wallpaper: "wallpaper4_aurora.jpg" } });
    for (const role of ["guest", "registered_guest"] as const) {
      const cookie = await visitor(home.id, role);
      expect((await call(getCurrentWallpaper, "/api_tebeauth/getcurrentwallpaper", { cookie })).json.data.current).toBe("wallpaper4_aurora.jpg");
    }
  });

  test.each([
    ["an unknown file", { wallpaper_name: "evil.jpg" }],
    ["a path", { wallpaper_name: "../../etc/passwd" }],
    ["no name", {}],
    ["a number", { wallpaper_name: 3 }],
  ])("update_wallpaper with %s is 400 'Please choose one of the wallpapers.' and changes nothing", async (_label, body) => {
    await expectRefused(updateWallpaper, "/api_tebeauth/update_wallpaper", body, "Please choose one of the wallpapers.");
  });
});

describe("badge colour", () => {
  test("update_badge_color takes each of the 9 palette colours (any letter case); login_status shows it", async () => {
    const { home, cookie } = await makeOwner();
    expect(BADGE_COLORS).toHaveLength(9);
    for (const colour of BADGE_COLORS) {
      const { status, json } = await call(updateBadgeColor, "/api_tebeauth/update_badge_color", { body: { badge_color: colour.toUpperCase() }, cookie });
      expect(status).toBe(200);
      expect(json.data).toEqual({ badge_color: colour });
      expect((await homeRow(home.id)).badgeColor).toBe(colour);
    }
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie })).json.data.badge_color).toBe(BADGE_COLORS[8]);
  });

  test.each([
    ["a colour outside the palette", { badge_color: "#123456" }],
    ["not a colour", { badge_color: "red; x" }],
    ["nothing", {}],
  ])("update_badge_color with %s is 400 and changes nothing", async (_label, body) => {
    await expectRefused(updateBadgeColor, "/api_tebeauth/update_badge_color", body, "Please choose a badge colour from the palette.");
  });
});

describe("owner and home names", () => {
  test("update_owner_name trims, allows 20 characters and an empty name; login_status and profile follow", async () => {
    const { home, cookie } = await makeOwner();
    const twenty = "Ω".repeat(20);
    const { status, json } = await call(updateOwnerName, "/api_tebeauth/update_owner_name", { body: { owner_name: `  ${twenty}  ` }, cookie });
    expect(status).toBe(200);
    expect(json.data).toEqual({ owner_name: twenty });
    expect((await call(loginStatus, "/api_tebeauth/login_status", { cookie })).json.data.owner_name).toBe(twenty);
    const cleared = await call(updateOwnerName, "/api_tebeauth/update_owner_name", { body: { owner_name: "   " }, cookie });
    expect(cleared.json.data).toEqual({ owner_name: "" });
    expect((await homeRow(home.id)).ownerName).toBe("");
  });

  test("update_home_name and update_unit_number change the name, never the 10-digit home number", async () => {
    const { home, cookie } = await makeOwner();
    const first = await call(updateHomeName, "/api_tebeauth/update_home_name", { body: { home_name: " Oak Lodge " }, cookie });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ home_name: "Oak Lodge", home_number: home.number });
    const second = await call(updateUnitNumber, "/api_tebeauth/update_unit_number", { body: { home_name: "Unit 7" }, cookie });
    expect(second.json.data).toEqual({ home_name: "Unit 7", home_number: home.number });
    expect(await homeRow(home.id)).toMatchObject({ name: "Unit 7", number: home.number });
  });

  test.each([
    [updateOwnerName, "/api_tebeauth/update_owner_name", { owner_name: "x".repeat(21) }, "Owner Name cannot exceed 20 characters."],
    [updateHomeName, "/api_tebeauth/update_home_name", { home_name: "x".repeat(21) }, "Home Name cannot exceed 20 characters."],
    [updateUnitNumber, "/api_tebeauth/update_unit_number", { home_name: "y".repeat(30) }, "Home Name cannot exceed 20 characters."],
    [updateHomeName, "/api_tebeauth/update_home_name", { home_name: "   " }, "Please enter a Home Name."],
    [updateHomeName, "/api_tebeauth/update_home_name", {}, "Please enter a Home Name."],
  ])("%#: bad names are 400 with the documented text and change nothing", async (handler, path, body, error) => {
    await expectRefused(handler as Handler, path as string, body, error);
  });

  test("a body that is not JSON is 400 and changes nothing", async () => {
    const { home, cookie } = await makeOwner();
    const before = await homeRow(home.id);
    const { status } = await call(updateHomeName, "/api_tebeauth/update_home_name", {
      rawBody: "{nope",
      headers: { "content-type": "application/json" },
      cookie,
      method: "POST",
    });
    expect(status).toBe(400);
    expect(await homeRow(home.id)).toEqual(before);
  });
});

describe("who may change settings", () => {
  test.each(CHANGES.map((c) => [c.name, c] as const))("%s: guests and visiting friends are refused (403) and nothing changes", async (_name, change) => {
    const { home } = await makeOwner();
    const before = await homeRow(home.id);
    for (const role of ["guest", "registered_guest"] as const) {
      const cookie = await visitor(home.id, role);
      const { status, json } = await call(change.handler, change.path, { body: change.good, cookie });
      expect(status).toBe(403);
      expect(json).toMatchObject({ status: false, error: "Only the owner of this home can change its settings." });
    }
    expect(await homeRow(home.id)).toEqual(before);
  });

  test.each([
    ...CHANGES.map((c) => [c.name, c.handler, c.path, c.good] as const),
    ["getwallpapers", getWallpapers as Handler, "/api_tebeauth/getwallpapers", undefined] as const,
    ["getcurrentwallpaper", getCurrentWallpaper as Handler, "/api_tebeauth/getcurrentwallpaper", undefined] as const,
  ])("%s without a session is 401 'You are not login!'", async (_name, handler, path, body) => {
    const { status, json, response } = await call(handler, path, { body });
    expect(status).toBe(401);
    expect(response.statusText).toBe("UNAUTHORIZED");
    expect(json).toEqual({ status: false, error: "You are not login!", message: "You are not login!" });
  });

  test("an owner changes only their own home", async () => {
    const mine = await makeOwner();
    const other = await makeOwner();
    const otherBefore = await homeRow(other.home.id);
    for (const change of CHANGES) expect((await call(change.handler, change.path, { body: change.good, cookie: mine.cookie })).status).toBe(200);
    expect(await homeRow(mine.home.id)).toMatchObject({ name: "Oak Lodge", ownerName: "Sam", badgeColor: BADGE_COLORS[4], wallpaper: "wallpaper3_forest.jpg" });
    expect(await homeRow(other.home.id)).toEqual(otherBefore);
  });
});
