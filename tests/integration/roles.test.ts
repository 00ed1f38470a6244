import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { call, cookieFrom } from "../helpers/http";
import { apiRoutes, paramsFor, routeModule } from "../helpers/routes";
import { startOembedFake, type OembedFake } from "../fixtures/oembed-fake";
import { db } from "@/lib/db";
import { createSession } from "@/lib/auth/session";
import { hashToken } from "@/lib/auth/tokens";
import { hashSecret } from "@/lib/accounts/keys";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import { NOT_LOGGED_IN } from "@/lib/http/errors";
import type { ApiRole, Roles } from "@/lib/auth/roles";
import { POST as isAdminCall } from "@/app/api/login/is_admin/route";
import { nth, valueAt } from "../helpers/checked";

// The role table: every route under app/api that can change something (found
// on disk, so new routes are walked too) is called with a request that works
// for the caller it is meant for (proved in a fresh world: the owner of home
// A, unless said otherwise), then with the very same request with no session,
// as a guest of A, as a visiting friend of A (an administrator at home), as
// another home's owner and as another home's administrator. Whoever
// its declaration (route() in lib/http/route.ts) does not allow gets the role refusal (401 without a
// session, 403 for a wrong role) and the database stays exactly as it was;
// another home's owner never touches home A's rows (its channels, categories,
// video links, media files, guests, settings) and never gets any of its names
// or numbers back. A guest sending garbage to an owner's call is refused as a
// guest (403), not judged as input (400): the role check comes first.

const CHANGING_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Values no schema accepts for each dynamic segment: far too long, and two segments for an optional catch-all. */
const garbageParams = (route: string) => paramsFor(route, (_name, catchAll) => (catchAll ? ["%%%".repeat(3000), "%%%"] : "%%%".repeat(3000)));

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64url");

// ---------------------------------------------------------------- The world

type CallerName = "none" | "guest" | "registeredGuest" | "otherOwner" | "otherAdmin" | "owner" | "friendOwner";
type SignedIn = Exclude<CallerName, "none">;

/** The roles the server gives each caller (an administrator is an owner the server counts as one). */
const ROLES_OF: Record<SignedIn, readonly ApiRole[]> = {
  guest: ["guest"],
  // Home B's owner is an administrator at home; visiting A they are only a registered guest.
  registeredGuest: ["registered_guest"],
  otherOwner: ["owner"],
  otherAdmin: ["owner", "admin"],
  owner: ["owner"],
  friendOwner: ["owner", "admin"],
};

/** Callers walked with every request: none of them is the owner of home A. */
const WALKED = ["none", "guest", "registeredGuest", "otherOwner", "otherAdmin"] as const;
/** Owners of a home other than A. */
const ELSEWHERE: readonly CallerName[] = ["otherOwner", "otherAdmin"];

const FRIEND_GUEST_TOKEN = "friend-guest-token-0123456789abcdefghijklmnop";
const FRIEND_INVITE_TOKEN = "friend-invite-token-0123456789abcdefghijklmno";
const PENDING_INVITE_TOKEN = "pending-pat-invite-0123456789abcdefghijklmno";
const PENDING_GUEST = "Pending Pat";
const GUEST = "Guest Gil";
/** An accepted guest with a PIN, for guest_login (Gil, the signed-in guest, accepted before PINs and has none). */
const PIN_GUEST = "Guest Gwen";
const GUEST_PIN = "8642";
/** Hashed once: argon2 is slow and every fresh world needs it. */
let guestPinHash: Promise<string> | undefined;
let invitePasscodeHash: Promise<string> | undefined;
const CATEGORY = "Cats A";
const VIDEO_1 = "aaaaaaaaaaa";
const VIDEO_2 = "bbbbbbbbbbb";
const CHANNEL_1 = "chanA1.json";
const INVITE_CODE = "abcdefghjkmnpqrstvwxyz0123456789";
const INVITE_PASSCODE = "open sesame";
const CHANNEL_2 = "chanA2.json";
const LENS_A = "11111111-1111-4111-8111-111111111111";

type World = {
  homeA: string;
  homeNumberA: string;
  photoId: number;
  videoId: number;
  /** Home A's media lens (the photo) and an invite to it (INVITE_CODE, INVITE_PASSCODE). */
  lensId: string;
  inviteId: string;
  articleId: string;
  agentTokenId: string;
  /** The channel items of CHANNEL_1, as stored. */
  channelItems: string[];
  /** Names, addresses and numbers of home A that no other home's owner may ever read. */
  homeASecrets: string[];
  cookies: Record<SignedIn, string>;
};

/**
 * Home A: its owner (not an administrator); an accepted guest without a PIN, one with a PIN, a pending
 * guest, an accepted friend (home B's owner, visiting A) and a pending friend
 * invite for B; a category with two video links; a media root with a photo and
 * a video; two channels (one holding a link and the photo) and the auto-play
 * configuration; a play in its history; the owner's settings. Home B: the
 * friend, an administrator. Home C: a stranger's home. Home D: another
 * administrator's home. C and D own nothing, so nothing of A's can be hit by
 * accident of a same name.
 */
async function makeWorld(): Promise<World> {
  const home = async (name: string, ownerName: string) => db().home.create({ data: { number: await allocateHomeNumber(db()), name, ownerName } });
  const [a, b, c, d] = [await home("Home A", "Alice A"), await home("Home B", "Bo B"), await home("Home C", "Cy C"), await home("Home D", "Di D")];
  const ownerA = await db().user.create({ data: { homeId: a.id, email: "a@example.com", name: "Alice A", language: "en" } });
  const ownerB = await db().user.create({ data: { homeId: b.id, email: "b@example.com", isAdmin: true } });
  const ownerC = await db().user.create({ data: { homeId: c.id, email: "c@example.com" } });
  const ownerD = await db().user.create({ data: { homeId: d.id, email: "d@example.com", isAdmin: true } });

  const guest = await db().guest.create({ data: { homeId: a.id, name: GUEST, status: "accepted", guestTokenHash: hashToken("guest-gil-token") } });
  await db().guest.create({ data: { homeId: a.id, name: PIN_GUEST, status: "accepted", pinHash: await (guestPinHash ??= hashSecret(GUEST_PIN)) } });
  await db().guest.create({
    data: {
      homeId: a.id,
      name: PENDING_GUEST,
      status: "pending",
      inviteTokenHash: hashToken(PENDING_INVITE_TOKEN),
      inviteExpiresAt: new Date(Date.now() + 3_600_000),
    },
  });
  const friend = await db().guest.create({
    data: { homeId: a.id, name: "Friend Bo", status: "accepted", friendUserId: ownerB.id, homeNumber: b.number, guestTokenHash: hashToken(FRIEND_GUEST_TOKEN) },
  });
  await db().guest.create({
    data: {
      homeId: a.id,
      name: "Friend Bo again",
      status: "pending",
      friendUserId: ownerB.id,
      homeNumber: b.number,
      inviteTokenHash: hashToken(FRIEND_INVITE_TOKEN),
      inviteExpiresAt: new Date(Date.now() + 3_600_000),
    },
  });

  const section = await db().section.create({ data: { homeId: a.id, name: CATEGORY, position: 0 } });
  await db().videoLink.create({ data: { sectionId: section.id, youtubeId: VIDEO_1, title: "Kitten Video A", position: 0 } });
  await db().videoLink.create({ data: { sectionId: section.id, youtubeId: VIDEO_2, title: "Puppy Video A", position: 1 } });

  const root = await db().mediaRoot.create({ data: { homeId: a.id, name: "photos", path: "/srv/home-a-photos" } });
  const mtime = new Date("2024-01-01T00:00:00Z");
  await db().mediaFile.create({ data: { rootId: root.id, relpath: "", parent: "", type: "folder", title: "photos", mtime, sortKey: -1 } });
  const photo = await db().mediaFile.create({
    data: { rootId: root.id, relpath: "a.jpg", parent: "", type: "photo", title: "Beach A", ext: "jpg", mtime, sortKey: 1, thumbState: "failed" },
  });
  const video = await db().mediaFile.create({
    data: { rootId: root.id, relpath: "b.mp4", parent: "", type: "video", title: "Party A", ext: "mp4", mtime, sortKey: 0, duration: 3, thumbState: "failed" },
  });

  const channelItems = [`/yv/${VIDEO_1}/${b64(CATEGORY)}`, `/lv/${photo.id}/${b64("photos/a.jpg")}`];
  const channel = await db().channel.create({ data: { homeId: a.id, fileName: CHANNEL_1, name: "Channel A One", position: 0 } });
  await db().channelItem.create({ data: { channelId: channel.id, mediaPath: nth(channelItems, 0), title: "Kitten Video A", position: 0 } });
  await db().channelItem.create({ data: { channelId: channel.id, mediaPath: nth(channelItems, 1), title: "Beach A", position: 1 } });
  await db().channel.create({ data: { homeId: a.id, fileName: CHANNEL_2, name: "Channel A Two", position: 1 } });
  await db().autoPlayConfig.create({ data: { homeId: a.id, channelOrder: [CHANNEL_1, CHANNEL_2], checked: [CHANNEL_1] } });
  await db().playHistory.create({ data: { homeId: a.id, kind: "yv", relpath: CATEGORY, youtubeId: VIDEO_1 } });
  const lens = await db().mediaLens.create({
    data: { id: LENS_A, homeId: a.id, title: "Lens A", description: "Beach", blocks: { create: [{ type: "2", relpath: "photos/a.jpg", title: "Beach A" }] } },
  });
  const invite = await db().invite.create({
    data: {
      code: INVITE_CODE,
      homeId: a.id,
      lensId: lens.id,
      passcodeHash: await (invitePasscodeHash ??= hashSecret(INVITE_PASSCODE)),
      maxViews: 5,
      durationHours: 24,
    },
  });
  const article = await db().article.create({ data: { homeId: a.id, title: "Article A", brief: "Article A", html: "<p>Article A</p>", ownerName: "Alice A" } });

  const agentToken = await db().agentToken.create({ data: { homeId: a.id, name: "Home server A", tokenHash: hashToken("agent-token-a") } });

  const session = async (...args: Parameters<typeof createSession>) => cookieFrom(await createSession(...args));
  return {
    homeA: a.id,
    homeNumberA: a.number,
    photoId: photo.id,
    videoId: video.id,
    lensId: lens.id,
    inviteId: invite.id,
    articleId: article.id,
    agentTokenId: agentToken.id,
    channelItems,
    homeASecrets: [
      a.id,
      a.number,
      "Home A",
      "Alice A",
      ownerA.email!,
      GUEST,
      PIN_GUEST,
      PENDING_GUEST,
      "Friend Bo",
      CATEGORY,
      "Kitten Video A",
      "Puppy Video A",
      "Channel A",
      "chanA",
      "Beach A",
      "Party A",
      "home-a-photos",
      "Lens A",
      INVITE_CODE,
      "Article A",
    ],
    cookies: {
      owner: await session({ role: "owner", homeId: a.id, userId: ownerA.id }),
      guest: await session({ role: "guest", homeId: a.id, guestId: guest.id }),
      registeredGuest: await session({ role: "registered_guest", homeId: a.id, guestId: friend.id, userId: ownerB.id }),
      friendOwner: await session({ role: "owner", homeId: b.id, userId: ownerB.id }),
      otherOwner: await session({ role: "owner", homeId: c.id, userId: ownerC.id }),
      otherAdmin: await session({ role: "owner", homeId: d.id, userId: ownerD.id }),
    },
  };
}

// ---------------------------------------------------------------- The samples

/**
 * One request per route, aimed at home A's rows where the route changes or
 * reads some. Every route under app/api that can change something has one: a
 * route added without a sample fails this file.
 */
type Sample = {
  body?: unknown;
  params?: Record<string, string | string[]>;
  /**
   * Who the request works for (owner A unless said), proved in a fresh world:
   * 200, status true, and (unless the route only reads) some row changed.
   * null: an open call whose success needs what this file does not set up; `why` says where it is proved.
   */
  okAs?: CallerName | null;
  why?: string;
  /** Others the request works for as well (any viewer records a play). */
  alsoOkAs?: CallerName[];
  /**
   * Another home's owner (or administrator) sending it, when the role table
   * lets owners call the route: "own-home" when the request only ever acts in
   * the caller's own home (it then works there: 200); otherwise the refusal
   * statuses (403 or 404 unless said). Home A's rows never change either way.
   */
  elsewhere?: "own-home" | number[];
};

const OPEN = (why: string): Sample => ({ body: {}, okAs: null, why });

const channelSamples = (w: World): Record<string, Sample> => ({
  addchannelvideo: { body: { file_name: CHANNEL_1, video_relpath: `/yv/${VIDEO_2}/${b64(CATEGORY)}` } },
  deletechannel: { body: { file_name: CHANNEL_1 } },
  deletechannelvideo: { body: { file_name: CHANNEL_1, video_relpath: w.channelItems[0] } },
  "newchannel/[name]": { params: { name: b64("Brand New Channel") }, elsewhere: "own-home" },
  // A file name the caller's home does not have is an invalid configuration (400), whoever sends it.
  setautoplaylistconfig: { body: { autoplay_channels: [CHANNEL_2], channel_order: [CHANNEL_2, CHANNEL_1] }, elsewhere: [400] },
  setchannelrandomstate: { body: { file_name: CHANNEL_1, random: true } },
  updatechannellist: { body: { file_name: CHANNEL_1, media_list: [...w.channelItems].reverse() } },
  updatechannelname: { body: { file_name: CHANNEL_1, new_name: b64("Renamed Channel") } },
  getchannelplaylist: { body: { file_name: CHANNEL_1 } },
  getchannelrandomstate: { body: { file_name: CHANNEL_1 } },
  getautoplaylistconfig: { body: {}, elsewhere: "own-home" },
  getautoplaylists: { body: {}, elsewhere: "own-home" },
  listchannels: { body: {}, elsewhere: "own-home" },
});

const videoSamples = (): Record<string, Sample> => ({
  "saveytdir/[name]/[[...id]]": { params: { name: b64("New Category") }, elsewhere: "own-home" },
  "updateytdir/[id]/[name]": { params: { id: b64(CATEGORY), name: b64("Dogs A") } },
  "deleteytdir/[id]": { params: { id: b64(CATEGORY) } },
  "saveyt/[link]/[[...x]]": { params: { link: b64("https://www.youtube.com/watch?v=ccccccccccc"), x: [b64(CATEGORY)] } },
  "deleteyt/[id]/[[...x]]": { params: { id: VIDEO_1, x: [b64(CATEGORY)] } },
  ytvreorder: { body: { en_relpath: b64(CATEGORY), youtube_ids: [VIDEO_2, VIDEO_1] } },
  ytvideolist: { body: { en_relpath: b64(CATEGORY) } },
});

const prefixed = (prefixes: string[], samples: Record<string, Sample>) =>
  Object.fromEntries(prefixes.flatMap((prefix) => Object.entries(samples).map(([route, sample]) => [`${prefix}/${route}`, sample])));

function samplesFor(w: World): Record<string, Sample> {
  return {
    ...prefixed(["chnl", "channel"], channelSamples(w)),
    ...prefixed(["yt", "tebeplay"], videoSamples()),

    // Guests and friends.
    "tebeauth/add_guest": { body: { guest_name: "Newbie" }, elsewhere: "own-home" },
    "tebeauth/delete_guest": { body: { guest_name: PENDING_GUEST } },
    "tebeauth/accept_invite_authenticated": { body: { invite_token: FRIEND_INVITE_TOKEN }, okAs: "friendOwner" },
    "tebeauth/login_friend_home_authenticated": { body: { guest_token: FRIEND_GUEST_TOKEN }, okAs: "friendOwner" },
    "tebeauth/guest_go_home": { body: { guest_token: FRIEND_GUEST_TOKEN }, okAs: "registeredGuest" },
    "tebeauth/get_guest_list": { body: {}, elsewhere: "own-home" },
    "tebeauth/get_full_guest_list": { body: {}, elsewhere: "own-home" },
    "tebeauth/get_full_friend_list": { body: {}, elsewhere: "own-home" },
    "tebeauth/guest_invited_homes": { body: {}, elsewhere: "own-home" },
    "tebeauth/accept_invite": { body: { invite_token: PENDING_INVITE_TOKEN, guest_name: PENDING_GUEST, pin: "1234" }, okAs: "none" },
    "tebeauth/guest_login": { body: { guest_name: PIN_GUEST, home_number: w.homeNumberA, pin: GUEST_PIN }, okAs: "none" },
    "tebeauth/set_guest_pin": { body: { pin: "2468" }, okAs: "guest" },

    // Settings and the account.
    "tebeauth/update_badge_color": { body: { badge_color: "#4f8ef7" }, elsewhere: "own-home" },
    "tebeauth/update_home_name": { body: { home_name: "Renamed Home" }, elsewhere: "own-home" },
    "tebeauth/update_unit_number": { body: { home_name: "Renamed Home" }, elsewhere: "own-home" },
    "tebeauth/update_owner_name": { body: { owner_name: "Al" }, elsewhere: "own-home" },
    "tebeauth/update_wallpaper": { body: { wallpaper_name: "wallpaper2_ocean.jpg" }, elsewhere: "own-home" },
    "tebeauth/delete_account": { body: { consent: true }, elsewhere: "own-home" },
    "ctx/update_config": { body: { language: "zh" }, elsewhere: "own-home" },
    // Media folders: a home-face feature, refused on the tebe face this file runs (success: tests/integration/media-roots.test.ts).
    "ctx/add_media_root": { body: { name: "extra", path: "/srv/extra" }, okAs: null, why: "home face only; tests/integration/media-roots.test.ts" },
    "ctx/remove_media_root": { body: { name: "photos" }, okAs: null, why: "home face only; tests/integration/media-roots.test.ts" },
    "ctx/connect_agent": {
      body: { upstream_url: "http://127.0.0.1:9", token: "a".repeat(43) },
      okAs: null,
      why: "home face only; tests/integration/agent-relay.test.ts",
    },
    "ctx/disconnect_agent": { body: {}, okAs: null, why: "home face only; tests/integration/agent-relay.test.ts" },
    "tebeauth/getwallpapers": { body: {}, elsewhere: "own-home" },
    "tebeauth/getcurrentwallpaper": { body: {}, elsewhere: "own-home" },

    // Who is signed in.
    "tebeauth/is_login": { body: {}, elsewhere: "own-home" },
    "tebeauth/islogin": { body: {}, elsewhere: "own-home" },
    "tebeauth/login_status": { body: {}, elsewhere: "own-home" },
    "tebeauth/is_login_details": { body: {}, elsewhere: "own-home" },
    "tebeauth/profile": { body: {}, elsewhere: "own-home" },
    "tebeauth/logout": { body: {} },
    "session/check_logout": OPEN("tests/integration/platform.test.ts (signing out ends the session)"),
    "login/is_admin": { body: { username: "a@example.com" }, okAs: "none" },
    "tebeauth/is_admin": { body: { username: "a@example.com" }, okAs: "none" },
    "tebeauth/bnx": { body: {}, okAs: "none" },
    "tebeauth/deploy_type": { body: {}, okAs: "none" },
    "tebeauth/is_tebe_server": { body: {}, okAs: "none" },
    "tebeauth/check_user_id": { body: {}, okAs: "none" },

    // Search: rows written without search terms (as here) are rebuilt by the first caller who asks whether the index is ready.
    ...prefixed(["gidx_f2f", "gidx_yt"], {
      search: { body: { query: b64("Kitten") }, alsoOkAs: ["guest", "registeredGuest"], elsewhere: "own-home" },
      is_gidx_ready: { params: {}, elsewhere: "own-home" },
      gidx_status: { params: {}, elsewhere: "own-home" },
      start_gidx: { params: {}, elsewhere: "own-home" },
    }),

    // Plays and the media files of the home.
    "his_f2f/phs": { body: { relpath_file: "photos/a.jpg" }, alsoOkAs: ["guest", "registeredGuest"] },
    "his_yt/phs": { body: { yt_id: VIDEO_1, relpath: CATEGORY }, alsoOkAs: ["guest", "registeredGuest"], elsewhere: "own-home" },
    "myfilex/trackplayedvideo/[id]": { params: { id: String(w.photoId) }, alsoOkAs: ["guest", "registeredGuest"] },
    "myfilex/resume/[id]": { params: { id: String(w.videoId) }, body: { position: 60, duration: 600 }, alsoOkAs: ["guest", "registeredGuest"] },
    "myfilex/getpastevideoinfo": { body: { type: "lv", file_name: String(w.photoId), relpath: b64("photos/a.jpg") } },
    "myfilex/isphotoroot": { body: { relpath: "photos" } },
    "myfilex/lvvideolist": { body: { relpath: "photos" } },

    // Media lenses: the owner's only (another home's owner does not find home A's lens nor its photo: 404).
    "medialens_f2f/create": { body: { description: "New lens", blocks: [{ type: "2", relpath: "photos/a.jpg" }] } },
    "medialens_f2f/update/[id]": { params: { id: LENS_A }, body: { description: "Changed", title: "Lens A2", blocks: [] } },
    "medialens_f2f/delete/[id]": { params: { id: LENS_A } },

    // Media lens invites: the owner manages them; a visitor opens one with its passcode.
    "invite_f2f/create": { body: { resource_id: w.lensId, expiration: 24, view_count: 3, passcode: "abcd", note: "for Bo" } },
    "invite_f2f/update/[id]": { params: { id: w.inviteId }, body: { payload: { note: "changed" } } },
    "invite_f2f/renew/[id]": { params: { id: w.inviteId } },
    "invite_f2f/revoke/[id]": { params: { id: w.inviteId } },
    "invite_f2f/deleteallinvites/[id]": { params: { id: w.lensId } },
    "invite_f2f/validateinvite/[id]": { params: { id: INVITE_CODE }, body: { passcode: INVITE_PASSCODE }, okAs: "none" },
    "invite_f2f/logoutinvite/[id]": { params: { id: INVITE_CODE }, okAs: null, why: "ends the caller's own invite session; tests/integration/invites.test.ts" },
    // Home agents: the owner makes and revokes their tokens.
    "hems_f2f/agent/tokens": { body: { name: "Home server" }, elsewhere: "own-home" },
    "hems_f2f/agent/tokens/[tokenId]": { params: { tokenId: w.agentTokenId } },
    // Articles: everyone of the home reads, only its owner writes.
    "article/savenewarticle": { body: { relpath: "", article_content: "<p>New article</p>", brief: "", medias: [] }, elsewhere: "own-home" },
    "article/updatearticle": { body: { file_id: w.articleId, relpath: "", article_content: "<p>Changed</p>", medias: [] } },
    "article/getarticle": { body: { file_id: w.articleId, relpath: "" }, alsoOkAs: ["guest", "registeredGuest"] },
    "article/getpastedytvideoinfo": { body: { type: 1, ytid: VIDEO_1 }, elsewhere: "own-home" },
    "legacy/textmanager": { body: { type: "save_article", article_path: "", article_id: w.articleId, article_title: "t", article: "<p>Legacy</p>" } },

    // Signing in and registering: the credentials decide.
    "session/check_username": { body: { username: "demo" }, okAs: "none" },
    "tebeauth/register": { body: { email: "new-owner@example.com", password: "a long password" }, okAs: "none" },
    "tebeauth/demoregister": { body: { email: "demo-owner@example.com", password: "a long password" }, okAs: "none" },
    "session/check_password": OPEN("tests/integration/signin.test.ts (the home face's name-and-key owner)"),
    setup: OPEN("tests/integration/setup.test.ts (the home face's first run)"),
    "tebeauth/login": OPEN("tests/integration/tebeauth.test.ts (an email account with a password)"),
    "tebeauth/unregister": OPEN("tests/integration/tebeauth.test.ts (an email account with a password)"),
    "tebeauth/demounregister": OPEN("tests/integration/tebeauth.test.ts (an email account with a password)"),
    "tebeauth/login_with_token": OPEN("tests/integration/tebeauth-google-flow.test.ts (a local OpenID Connect provider)"),
    "tebeauth/preregister_with_token": OPEN("tests/integration/tebeauth-google-flow.test.ts (a local OpenID Connect provider)"),
    "tebeauth/register_with_token": OPEN("tests/integration/onboarding.test.ts (a pending Google registration)"),
    "auth/[...nextauth]": { params: { nextauth: ["session"] }, okAs: null, why: "next-auth's own routes; tests/integration/tebeauth-google-flow.test.ts" },
    "[...path]": { params: { path: ["no", "such", "call"] }, okAs: null, why: "answers every unknown call with a 404 envelope" },
  };
}

// ---------------------------------------------------------------- Database snapshots

let tables: string[] = [];
type Snapshot = Map<string, string[]>;

async function snapshot(): Promise<Snapshot> {
  const sql = tables.map((t) => `SELECT '${t}' AS name, coalesce((SELECT json_agg(x)::text FROM "${t}" x), '[]') AS rows`).join(" UNION ALL ");
  const result = await db().$queryRawUnsafe<{ name: string; rows: string }[]>(sql);
  return new Map(result.map((r) => [r.name, (JSON.parse(r.rows) as unknown[]).map((row) => JSON.stringify(row)).sort()]));
}

/** Home A's rows: the home and, transitively, every row that names one of them. */
function homeRowIds(snap: Snapshot, homeId: string): Set<string> {
  const ids = new Set([homeId]);
  for (let grew = true; grew;) {
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
let oembed: OembedFake;
beforeAll(async () => {
  oembed = await startOembedFake({ ccccccccccc: "A New Video" });
  database = await createTestDatabase({ DEPLOY_TYPE: "tebe", YOUTUBE_OEMBED_URL: oembed.url });
  const rows = await db().$queryRawUnsafe<{ table_name: string }[]>(
    "SELECT table_name::text AS table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY table_name",
  );
  tables = rows.map((r) => r.table_name);
});
afterAll(async () => {
  await database.drop();
  await oembed.close();
});

async function freshWorld(): Promise<World> {
  await db().$executeRawUnsafe(`TRUNCATE TABLE ${tables.map((t) => `"${t}"`).join(", ")} CASCADE`);
  return makeWorld();
}

type Handler = Parameters<typeof call>[0];
let clientCounter = 0;

async function callAs(
  handler: Handler,
  route: string,
  method: string,
  world: World,
  who: CallerName,
  request: { body?: unknown; rawBody?: string; params?: Record<string, string | string[]> },
) {
  clientCounter++;
  return call(handler, `/api/${route}`, {
    method,
    body: method === "GET" || request.rawBody !== undefined ? undefined : (request.body ?? {}),
    rawBody: method === "GET" ? undefined : request.rawBody,
    params: request.params ?? {},
    cookie: who === "none" ? undefined : world.cookies[who],
    headers: { "x-hems-client-ip": `10.9.${Math.floor(clientCounter / 250) % 250}.${clientCounter % 250}` },
  });
}

function allows(callers: Roles, who: CallerName): boolean {
  if (callers === "anyone") return true;
  if (who === "none") return false;
  return ROLES_OF[who].some((role) => callers.includes(role));
}

/** Every route on disk and every alias spelling of one (lib/http/api-aliases.json). */
const walked = apiRoutes();

test("the walk finds the guest calls, the settings calls, the channel and category calls and the catch-all", () => {
  expect(walked).toEqual(
    expect.arrayContaining([
      "tebeauth/add_guest",
      "tebeauth/delete_guest",
      "tebeauth/guest_go_home",
      "tebeauth/update_wallpaper",
      "chnl/deletechannel",
      "yt/saveyt/[link]/[[...x]]",
      "his_yt/phs",
      "[...path]",
    ]),
  );
});

test("every sample names a route on disk or an alias of one", async () => {
  const world = await freshWorld();
  const stale = Object.keys(samplesFor(world)).filter((route) => !walked.includes(route));
  expect(stale).toEqual([]);
});

test("a visiting friend who is an administrator at home is no administrator in the home they visit", async () => {
  const world = await freshWorld();
  const ask = (who: SignedIn) => call(isAdminCall, "/api/login/is_admin", { body: { username: "b@example.com" }, cookie: world.cookies[who] });
  expect((await ask("friendOwner")).json).toEqual({ status: true, data: true });
  expect((await ask("registeredGuest")).json).toEqual({ status: true, data: false });
});

describe.each(walked)("%s", (route) => {
  test("works for its caller; every caller the role table does not allow gets the role refusal; nothing of home A changes", async () => {
    const mod = routeModule(route);
    const methods = [...CHANGING_METHODS, "GET"].filter((m) => typeof mod[m] === "function" && (m !== "GET" || mod[m].declaration?.changesOnGet));
    if (methods.length === 0) return;

    for (const method of methods) {
      const handler = mod[method] as Handler;
      // Every handler states who may call it; the walk judges it by that declaration.
      const declaration = mod[method]?.declaration;
      expect({ route, method, declared: !!declaration }).toEqual({ route, method, declared: true });
      const access = { callers: declaration!.roles, readsOnly: declaration!.readsOnly };

      // 1. In a fresh world the request works for the caller it is meant for.
      let world = await freshWorld();
      const sample = samplesFor(world)[route];
      expect({ route, hasSample: !!sample }).toEqual({ route, hasSample: true });
      if (!sample) return; // unreachable: the expectation above failed
      if (sample.okAs === null) {
        expect({ route, why: typeof sample.why }).toEqual({ route, why: "string" });
      } else {
        for (const [i, who] of [sample.okAs ?? "owner", ...(sample.alsoOkAs ?? [])].entries()) {
          if (i > 0) world = await freshWorld();
          const before = await snapshot();
          const reply = await callAs(handler, route, method, world, who, valueAt(samplesFor(world), route));
          const after = await snapshot();
          expect({ route, method, who, status: reply.status, ok: reply.json?.status, error: reply.json?.error }).toEqual({
            route,
            method,
            who,
            status: 200,
            ok: true,
            error: undefined,
          });
          if (!access.readsOnly)
            expect({ route, who, changedSomething: JSON.stringify([...after]) !== JSON.stringify([...before]) }).toEqual({
              route,
              who,
              changedSomething: true,
            });
          else expect({ route, who, after }).toEqual({ route, who, after: before });
        }
      }
      if (access.callers === "anyone" && !access.readsOnly) continue; // open calls: the credentials decide, not the session.

      // 2. The same request from everyone else, in a fresh world.
      world = await freshWorld();
      const request = valueAt(samplesFor(world), route);
      const homeIds = homeRowIds(await snapshot(), world.homeA);
      for (const who of WALKED) {
        const allowed = allows(access.callers, who);
        const elsewhere = ELSEWHERE.includes(who);
        if (allowed && !elsewhere && !access.readsOnly) continue; // a viewer of home A allowed to change it (his_*): proved in step 1.
        const before = await snapshot();
        const reply = await callAs(handler, route, method, world, who, request);
        const after = await snapshot();
        const where = `${method} ${route} as ${who}: ${reply.status} ${JSON.stringify(reply.json)}`;
        if (!allowed) {
          // The role refusal, and not one row of the database changed.
          const expected = who === "none" ? { status: 401, error: NOT_LOGGED_IN } : { status: 403, error: reply.json?.error };
          expect({ where, status: reply.status, error: reply.json?.error }).toEqual({ where, ...expected });
          expect({ where, status: reply.json?.status }).toEqual({ where, status: false });
          expect({ where, after }).toEqual({ where, after: before });
        } else if (elsewhere && access.callers !== "anyone") {
          // Another home's owner: works only in their own home, or is refused; home A is never touched.
          if (request.elsewhere === "own-home") expect({ where, status: reply.status }).toEqual({ where, status: 200 });
          else
            expect({ where, refused: (request.elsewhere ?? [403, 404]).includes(reply.status), ok: reply.json?.status }).toEqual({
              where,
              refused: true,
              ok: false,
            });
          expect({ where, changed: changedHomeRows(before, after, homeIds) }).toEqual({ where, changed: [] });
        }
        if (access.readsOnly) expect({ where, after }).toEqual({ where, after: before });
        if (elsewhere) {
          const leaked = world.homeASecrets.filter((secret) => JSON.stringify(reply.json ?? "").includes(secret));
          expect({ where, leaked }).toEqual({ where, leaked: [] });
        }
      }

      // 3. Garbage from a caller the role table does not allow: still the role refusal, not a 400.
      for (const who of WALKED) {
        if (allows(access.callers, who)) continue;
        const before = await snapshot();
        const reply = await callAs(handler, route, method, world, who, { rawBody: "{not json", params: garbageParams(route) });
        const where = `garbage ${method} ${route} as ${who}: ${reply.status} ${JSON.stringify(reply.json)}`;
        const expected = who === "none" ? 401 : 403;
        expect({ where, status: reply.status }).toEqual({ where, status: expected });
        expect({ where, after: await snapshot() }).toEqual({ where, after: before });
      }
    }
  });
});
