import { call, cookieFrom } from "../helpers/http";
import { createSession } from "@/lib/auth/session";
import { signedIn } from "../helpers/accounts";
import { createInvite, lensWorldForFile, validate } from "../helpers/invites";
import { db } from "@/lib/db";
import { GET as getCall, POST as saveCall } from "@/app/api/myfilex/resume/[id]/route";
import { GET as progressCall } from "@/app/api/myfilex/resumes/route";

// Resume where you stopped (lib/resume): each viewer's position per video,
// kept on the server; owners, guests and friends apart; a lens invitee for its
// invite session and its lens only; cleared in the first seconds and near the end.

const world = lensWorldForFile();
let inVideo: number;
let outVideo: number;
let photo: number;

beforeAll(async () => {
  inVideo = world.ids["Lib/in.mp4"]!;
  outVideo = world.ids["Lib/Sub/out.mp4"]!;
  photo = world.ids["Lib/in.jpg"]!;
});

const save = (cookie: string, id: number | string, body: unknown) => call(saveCall, `/api/myfilex/resume/${id}`, { cookie, body, params: { id: String(id) } });
const get = (cookie: string, id: number | string) => call(getCall, `/api/myfilex/resume/${id}`, { cookie, params: { id: String(id) } });
const progress = (cookie: string, ids: string) => call(progressCall, `/api/myfilex/resumes?ids=${ids}`, { cookie });

describe("a viewer's position", () => {
  test("is kept, read back and replaced", async () => {
    const owner = await signedIn("owner", world.homeId);
    expect((await get(owner.cookie, outVideo)).json.data).toBeNull();
    expect((await save(owner.cookie, outVideo, { position: 754.5, duration: 1800 })).json.data).toEqual({ kept: true });
    expect((await get(owner.cookie, outVideo)).json.data).toMatchObject({ position: 754.5, duration: 1800 });
    await save(owner.cookie, outVideo, { position: 800, duration: 1800 });
    expect((await get(owner.cookie, outVideo)).json.data).toMatchObject({ position: 800 });
    expect(await db().resumePosition.count({ where: { fileId: outVideo, userId: owner.user!.id } })).toBe(1);
  });

  test("follows the owner to another device (another session of the same user)", async () => {
    const phone = await signedIn("owner", world.homeId);
    await save(phone.cookie, outVideo, { position: 120, duration: 600 });
    // The laptop's own cookie: a second sign-in of the same user.
    const laptop = cookieFrom(await createSession({ role: "owner", homeId: world.homeId, userId: phone.user!.id }));
    expect((await get(laptop, outVideo)).json.data).toMatchObject({ position: 120, duration: 600 });
  });

  test("is cleared in the first seconds and in the last 5 %", async () => {
    const owner = await signedIn("owner", world.homeId);
    await save(owner.cookie, outVideo, { position: 300, duration: 1000 });
    expect((await save(owner.cookie, outVideo, { position: 960, duration: 1000 })).json.data).toEqual({ kept: false });
    expect((await get(owner.cookie, outVideo)).json.data).toBeNull();
    await save(owner.cookie, outVideo, { position: 300, duration: 1000 });
    expect((await save(owner.cookie, outVideo, { position: 2, duration: 1000 })).json.data).toEqual({ kept: false });
    expect((await get(owner.cookie, outVideo)).json.data).toBeNull();
    // Just before the last 5 %: kept.
    expect((await save(owner.cookie, outVideo, { position: 949, duration: 1000 })).json.data).toEqual({ kept: true });
  });

  test("is each viewer's own: owners, guests and friends apart", async () => {
    const owner = await signedIn("owner", world.homeId);
    const guest = await signedIn("guest", world.homeId);
    const friend = await signedIn("registered_guest", world.homeId);
    await save(owner.cookie, outVideo, { position: 100, duration: 1000 });
    await save(guest.cookie, outVideo, { position: 200, duration: 1000 });
    await save(friend.cookie, outVideo, { position: 300, duration: 1000 });
    expect((await get(owner.cookie, outVideo)).json.data.position).toBe(100);
    expect((await get(guest.cookie, outVideo)).json.data.position).toBe(200);
    expect((await get(friend.cookie, outVideo)).json.data.position).toBe(300);
    expect(await db().resumePosition.findFirst({ where: { guestId: guest.guest!.id }, select: { viewer: true } })).toEqual({
      viewer: `guest:${guest.guest!.id}`,
    });
  });

  test("the folder's progress: the watched share of partly watched videos only", async () => {
    const owner = await signedIn("owner", world.homeId);
    await save(owner.cookie, outVideo, { position: 250, duration: 1000 });
    const reply = await progress(owner.cookie, `${outVideo},${inVideo},${photo}`);
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual({ [String(outVideo)]: 0.25 });
  });
});

describe("access", () => {
  test("signed out: 401, nothing stored", async () => {
    const before = await db().resumePosition.count();
    expect((await save("", outVideo, { position: 100, duration: 1000 })).status).toBe(401);
    expect((await get("", outVideo)).status).toBe(401);
    expect((await progress("", String(outVideo))).status).toBe(401);
    expect(await db().resumePosition.count()).toBe(before);
  });

  test("another home's owner cannot read or write this home's video, nor see its progress", async () => {
    expect((await save(world.stranger.cookie, outVideo, { position: 100, duration: 1000 })).status).toBe(404);
    expect((await get(world.stranger.cookie, outVideo)).status).toBe(404);
    const owner = await signedIn("owner", world.homeId);
    await save(owner.cookie, outVideo, { position: 100, duration: 1000 });
    // Even a position of the stranger's own viewer row on this file would not show: the file is not of their home.
    expect((await progress(world.stranger.cookie, String(outVideo))).json.data).toEqual({});
  });

  test("a photo has no position", async () => {
    const owner = await signedIn("owner", world.homeId);
    expect((await save(owner.cookie, photo, { position: 100, duration: 1000 })).status).toBe(404);
  });

  test("a lens invitee keeps positions for its lens's videos, in its own invite session only", async () => {
    const { invite_code } = await createInvite(world);
    const first = (await validate(invite_code, "right passcode")).cookie!;
    const second = (await validate(invite_code, "right passcode")).cookie!;
    expect((await save(first, inVideo, { position: 42, duration: 600 })).json.data).toEqual({ kept: true });
    expect((await get(first, inVideo)).json.data).toMatchObject({ position: 42 });
    expect((await get(second, inVideo)).json.data).toBeNull();
    // Outside the lens: refused, nothing stored.
    const before = await db().resumePosition.count();
    expect((await save(first, outVideo, { position: 42, duration: 600 })).status).toBe(403);
    expect((await get(first, outVideo)).status).toBe(403);
    expect(await db().resumePosition.count()).toBe(before);
    expect((await progress(first, `${inVideo},${outVideo}`)).json.data).toEqual({ [String(inVideo)]: 0.07 });
  });
});

describe("bad input: a clear 400, nothing stored", () => {
  test.each([
    ["a negative position", { position: -1, duration: 100 }],
    ["no duration", { position: 10 }],
    ["a zero duration", { position: 10, duration: 0 }],
    ["a position past the end", { position: 500, duration: 100 }],
    ["a duration over a day", { position: 10, duration: 90_000 }],
    ["a text position", { position: "10", duration: 100 }],
  ])("%s", async (_, body) => {
    const owner = await signedIn("owner", world.homeId);
    const before = await db().resumePosition.count();
    const reply = await save(owner.cookie, outVideo, body);
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe("The position must be a number of seconds from 0 to the video's length (at most a day).");
    expect(reply.response.headers.get("X-Message-Key")).toBe("resume.invalidPosition");
    expect(await db().resumePosition.count()).toBe(before);
  });

  test.each([
    ["empty", ""],
    ["not numbers", "abc"],
    ["an empty item", "1,,2"],
    ["a negative id", "-3"],
    ["201 ids", Array.from({ length: 201 }, (_, i) => i + 1).join(",")],
  ])("ids: %s", async (_, ids) => {
    const owner = await signedIn("owner", world.homeId);
    const reply = await progress(owner.cookie, ids);
    expect(reply.status).toBe(400);
    expect(reply.json.error).toBe("The ids must be 1 to 200 file ids separated by commas.");
  });

  test("a bad file id", async () => {
    const owner = await signedIn("owner", world.homeId);
    expect((await save(owner.cookie, "x1", { position: 10, duration: 100 })).status).toBe(400);
  });
});
