import type { LoginUserType } from "./roles";

// Who may call each API route that can change something: every POST, PUT,
// PATCH or DELETE handler under app/api, plus the legacy GET calls that write.
// Keyed by the route's folder under app/api. Each route's service enforces its
// rule on its first line; tests/integration/roles.test.ts finds every route on
// disk, calls it as each role and checks the refusals against this table.
// A route that is not listed is for the home's owner only.

/** The session roles, plus "admin": an owner the server counts as an administrator. */
export type ApiRole = LoginUserType | "admin";

export type RouteAccess = {
  /** "anyone": no session needed (signing in, accepting an invite); otherwise the roles that may call it. */
  callers: "anyone" | readonly ApiRole[];
  /** A POST that only carries a body for a read: it changes nothing, whoever calls. */
  readsOnly?: boolean;
  /**
   * A legacy GET that writes (its GET is walked like a POST). Its handler passes
   * `{ changesOnGet: true }` to handle(), which refuses it from another site like
   * a POST (tests/integration/cross-site.test.ts checks every one).
   */
  changesOnGet?: boolean;
};

const VIEWERS: readonly ApiRole[] = ["owner", "registered_guest", "guest"];

function withPrefixes(prefixes: string[], routes: Record<string, RouteAccess>): Record<string, RouteAccess> {
  return Object.fromEntries(prefixes.flatMap((prefix) => Object.entries(routes).map(([route, access]) => [`${prefix}/${route}`, access])));
}
/** /api_chnl (owner variant) and /api_channel (multi-home variant) serve the same calls. */
const forBothChannelPrefixes = (routes: Record<string, RouteAccess>) => withPrefixes(["chnl", "channel"], routes);
/** /api_gidx_f2f (home files) and /api_gidx_yt (video links) serve the same search calls. */
const forBothSearchPrefixes = (routes: Record<string, RouteAccess>) => withPrefixes(["gidx_f2f", "gidx_yt"], routes);
/** /api_yt (home face) and /api_tebeplay (tebe view) serve the same calls. */
const forBothVideoPrefixes = (routes: Record<string, RouteAccess>) => withPrefixes(["yt", "tebeplay"], routes);

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // Answers every unknown API path with a 404 envelope.
  "[...path]": { callers: "anyone", readsOnly: true },
  // next-auth's OAuth dance (Google sign-in).
  "auth/[...nextauth]": { callers: "anyone" },

  // Signing in, registering, accepting an invite: the credentials decide.
  "session/check_username": { callers: "anyone", readsOnly: true },
  "session/check_password": { callers: "anyone" },
  setup: { callers: "anyone" },
  "tebeauth/login": { callers: "anyone" },
  "tebeauth/logout": { callers: "anyone" },
  // GET /check_logout ends the session: another site must not sign the owner out.
  "session/check_logout": { callers: "anyone", changesOnGet: true },
  "tebeauth/register": { callers: "anyone" },
  "tebeauth/unregister": { callers: "anyone" },
  "tebeauth/demoregister": { callers: "anyone" },
  "tebeauth/demounregister": { callers: "anyone" },
  "tebeauth/login_with_token": { callers: "anyone" },
  "tebeauth/preregister_with_token": { callers: "anyone" },
  "tebeauth/register_with_token": { callers: "anyone" },
  "tebeauth/accept_invite": { callers: "anyone" },
  "tebeauth/guest_login": { callers: "anyone" },
  // A guest who accepted before PINs existed chooses one from their session.
  "tebeauth/set_guest_pin": { callers: ["guest"] },

  // Reads that accept POST as well.
  "login/is_admin": { callers: "anyone", readsOnly: true },
  "tebeauth/is_admin": { callers: "anyone", readsOnly: true },
  "tebeauth/bnx": { callers: "anyone", readsOnly: true },
  "tebeauth/deploy_type": { callers: "anyone", readsOnly: true },
  "tebeauth/is_tebe_server": { callers: "anyone", readsOnly: true },
  "tebeauth/check_user_id": { callers: "anyone", readsOnly: true },
  "tebeauth/is_login": { callers: VIEWERS, readsOnly: true },
  "tebeauth/islogin": { callers: VIEWERS, readsOnly: true },
  "tebeauth/login_status": { callers: VIEWERS, readsOnly: true },
  "tebeauth/is_login_details": { callers: VIEWERS, readsOnly: true },
  "tebeauth/profile": { callers: VIEWERS, readsOnly: true },
  "myfilex/isphotoroot": { callers: VIEWERS, readsOnly: true },
  "myfilex/lvvideolist": { callers: VIEWERS, readsOnly: true },
  "tebeauth/get_guest_list": { callers: ["owner"], readsOnly: true },
  "tebeauth/get_full_guest_list": { callers: ["owner"], readsOnly: true },
  "tebeauth/get_full_friend_list": { callers: ["owner"], readsOnly: true },
  "tebeauth/guest_invited_homes": { callers: ["owner"], readsOnly: true },

  "tebeauth/getwallpapers": { callers: VIEWERS, readsOnly: true },
  "tebeauth/getcurrentwallpaper": { callers: VIEWERS, readsOnly: true },
  // What a pasted channel link is: a read of the home's own files, like browsing them.
  "myfilex/getpastevideoinfo": { callers: VIEWERS, readsOnly: true },
  ...forBothChannelPrefixes({
    getautoplaylistconfig: { callers: VIEWERS, readsOnly: true },
    getautoplaylists: { callers: VIEWERS, readsOnly: true },
    listchannels: { callers: VIEWERS, readsOnly: true },
    getchannelplaylist: { callers: VIEWERS, readsOnly: true },
    getchannelrandomstate: { callers: VIEWERS, readsOnly: true },
    "newchannel/[name]": { callers: ["owner"], changesOnGet: true },
  }),
  ...forBothVideoPrefixes({
    ytvideolist: { callers: VIEWERS, readsOnly: true },
    "saveytdir/[name]/[[...id]]": { callers: ["owner"], changesOnGet: true },
    "updateytdir/[id]/[name]": { callers: ["owner"], changesOnGet: true },
    "deleteytdir/[id]": { callers: ["owner"], changesOnGet: true },
    "saveyt/[link]/[[...x]]": { callers: ["owner"], changesOnGet: true },
    "deleteyt/[id]/[[...x]]": { callers: ["owner"], changesOnGet: true },
  }),

  // Everyone in a home searches it; a rebuild on demand is the owner's. Asking
  // whether the index is ready (or its status) starts the rebuild of rows
  // written before search existed, whoever asks first.
  ...forBothSearchPrefixes({
    search: { callers: VIEWERS, readsOnly: true },
    is_gidx_ready: { callers: VIEWERS, changesOnGet: true },
    gidx_status: { callers: VIEWERS, changesOnGet: true },
    start_gidx: { callers: ["owner"], changesOnGet: true },
  }),

  // Playing a file records it in the home's history, whoever watches.
  "his_f2f/phs": { callers: VIEWERS },
  "his_yt/phs": { callers: VIEWERS },
  "myfilex/trackplayedvideo/[id]": { callers: VIEWERS, changesOnGet: true },

  // Friends: an owner accepts and visits as their own account; the visitor goes back home.
  "tebeauth/accept_invite_authenticated": { callers: ["owner"] },
  "tebeauth/login_friend_home_authenticated": { callers: ["owner"] },
  "tebeauth/guest_go_home": { callers: ["registered_guest"] },
};

export const OWNER_ONLY: RouteAccess = { callers: ["owner"] };

/** The declared access of a route folder (relative to app/api); owner-only when not listed. */
export function routeAccess(route: string): RouteAccess {
  return ROUTE_ACCESS[route] ?? OWNER_ONLY;
}
