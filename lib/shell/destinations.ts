import { isFileIdText } from "../media/file-id";

// Where the shell sends people, as pure functions: the rotating ball's
// destination and what the home page `/` shows. The server computes both from
// what it knows about the viewer (lib/shell/server.ts) and passes them down.

export type DeployType = "home" | "tebe";

export type BallContext = {
  deployType: DeployType;
  signedIn: boolean;
  /** The viewer's home has at least one channel (a playlist). */
  hasChannels: boolean;
  ytEditMode: boolean;
};

/**
 * The rotating ball (documents: "a rotating ball returns to the home page").
 * In tebe view it goes to /tbrelogin when nobody is signed in, to the
 * auto-play landing /tbauch when a playlist exists and edit mode is off, and
 * to the owner's home /tbhome otherwise. On the home face (documents:
 * "/tblanding: the rotating ball goes here when logged in and not in tebe
 * view") it goes to /tblanding, which shows what `/` shows a signed-in viewer
 * (the auto-playing channel pages, or the hero), and to `/` when nobody is
 * signed in.
 */
export function rotatingBallHref(ctx: BallContext): string {
  if (ctx.deployType === "home") return ctx.signedIn ? "/tblanding" : "/";
  if (!ctx.signedIn) return "/tbrelogin";
  return ctx.hasChannels && !ctx.ytEditMode ? "/tbauch" : "/tbhome";
}

export type HomePageContext = {
  deployType: DeployType;
  signedIn: boolean;
  /** `?forceLanding=1`: logout and the site name ask for the landing page, not auto-play. */
  forceLanding: boolean;
  /** The viewer's auto-play channels (file names, in play order). */
  autoPlayChannels: readonly string[];
};

/** What `/` shows: the sign-in, the hero (landing) screen, or the two channel pages. */
export type HomePageView = "signIn" | "hero" | "channels";

/**
 * Auto-play is offered only to a signed-in user with a non-empty list of
 * auto-play channels, and not when the landing page was asked for. The tebe
 * face's `/` is its landing page.
 */
export function homePageView(ctx: HomePageContext): HomePageView {
  if (ctx.deployType === "tebe") return "hero";
  if (!ctx.signedIn) return "signIn";
  if (ctx.forceLanding || ctx.autoPlayChannels.length === 0) return "hero";
  return "channels";
}

/** `forceLanding` from the query: present with any value but "0" or "false" (`?forceLanding=1`, `?forceLanding`). */
export function isForcedLanding(value: string | string[] | undefined): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return false;
  return first !== "0" && first.toLowerCase() !== "false";
}

/**
 * The paphotoid / pavideoid / pafolderid query parameters (documents: "/ ...
 * optional paphotoid, pavideoid, pafolderid open a photo, video or folder
 * directly", also on the media views): the address that opens the item, if
 * any. Only a plain file id counts; a photo wins over a video over a folder.
 */
export function directOpenPath(query: Record<string, string | string[] | undefined>): string | null {
  const first = (name: string) => {
    const value = query[name];
    return typeof value === "string" && isFileIdText(value) ? value : null;
  };
  const photo = first("paphotoid");
  if (photo) return `/photo/${photo}`;
  const video = first("pavideoid");
  if (video) return `/video/${video}`;
  const folder = first("pafolderid");
  return folder ? `/folder/${folder}` : null;
}
