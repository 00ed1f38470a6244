import "server-only";
import { clearedSessionCookie, type Caller } from "../auth/session";
import type { RequestContext } from "../http/request-context";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { getConfig } from "../config";
import { forbidden, notFound } from "../http/errors";
import { log } from "../log";
import { clearedKnownUserCookie } from "../tebeauth/cookies";
import type { WithCookies } from "../http/reply";
import { DEFAULT_HOME_NAME, WALLPAPERS, currentWallpaper } from "./constants";
import { deleteHomeCompletely, findPersonalisation, updateHome } from "./queries";
import { OWNER_ONLY_SETTINGS } from "./schemas";

// The owner's personalisation of a home (the /api_tebeauth settings calls:
// wallpaper, badge colour, owner and home names) and deleting the account
// with its home. Reading the wallpaper is for anyone in the home (guests see
// it on the home screen); every change is for the home's owner only.
// Every function checks the caller's role on its first line.

export const OWNER_ONLY_DELETE = "Only the owner of this home can delete it.";
export const DELETE_NOT_ON_HOME_FACE = "This server's home cannot be deleted here.";
const HOME_NOT_FOUND = "This home no longer exists.";

async function homeOf(caller: Caller) {
  const home = await findPersonalisation(caller.homeId);
  if (!home) throw notFound(HOME_NOT_FOUND);
  return home;
}

export type Personalisation = {
  home_name: string;
  owner_name: string;
  home_number: string;
  badge_color: string;
  wallpaper: string;
};

/** What /tbsettings edits: the owner's home as it is now. */
export async function getPersonalisation(caller: Caller): Promise<Personalisation> {
  assertRole(caller, OWNER, OWNER_ONLY_SETTINGS);
  const home = await homeOf(caller);
  return {
    home_name: home.name,
    owner_name: home.ownerName,
    home_number: home.number,
    badge_color: home.badgeColor,
    wallpaper: currentWallpaper(home.wallpaper),
  };
}

/** GET getwallpapers: the shipped wallpapers and the home's current one. */
export async function getWallpapers(caller: Caller): Promise<{ wallpapers: string[]; current: string }> {
  const home = await homeOf(caller);
  return { wallpapers: [...WALLPAPERS], current: currentWallpaper(home.wallpaper) };
}

/** GET getcurrentwallpaper: data.current. */
export async function getCurrentWallpaper(caller: Caller): Promise<{ current: string }> {
  return { current: currentWallpaper((await homeOf(caller)).wallpaper) };
}

/**
 * What the tebe home screen (/tbhome) shows of the home the caller is in:
 * its current wallpaper and its name. A guest or visiting friend sees the
 * home they visit.
 */
export async function getHomeScreen(caller: Caller): Promise<{ wallpaper: string; home_name: string }> {
  const home = await homeOf(caller);
  return { wallpaper: currentWallpaper(home.wallpaper), home_name: home.name };
}

/**
 * The name the menu bar shows for a tebe owner: the owner name once set, else
 * the home's name once it is more than the default, else the sign-in email.
 */
export async function ownerTagName(caller: Caller): Promise<string> {
  if (caller.role !== "owner") return caller.name;
  const home = await findPersonalisation(caller.homeId);
  const homeName = home?.name.trim() ?? "";
  return home?.ownerName.trim() || (homeName && homeName !== DEFAULT_HOME_NAME ? homeName : "") || caller.name;
}

/** POST update_wallpaper {wallpaper_name} (one of the shipped wallpapers, checked by the schema). */
export async function updateWallpaper(caller: Caller, wallpaperName: string): Promise<{ wallpaper_name: string; current: string }> {
  assertRole(caller, OWNER, OWNER_ONLY_SETTINGS);
  const home = await updateHome(caller.homeId, { wallpaper: wallpaperName });
  return { wallpaper_name: home.wallpaper, current: home.wallpaper };
}

/** POST update_badge_color {badge_color} (one of the palette's colours, checked by the schema). */
export async function updateBadgeColor(caller: Caller, badgeColor: string): Promise<{ badge_color: string }> {
  assertRole(caller, OWNER, OWNER_ONLY_SETTINGS);
  const home = await updateHome(caller.homeId, { badgeColor });
  return { badge_color: home.badgeColor };
}

/** POST update_owner_name {owner_name} (trimmed, at most 20 characters, may be empty). */
export async function updateOwnerName(caller: Caller, ownerName: string): Promise<{ owner_name: string }> {
  assertRole(caller, OWNER, OWNER_ONLY_SETTINGS);
  const home = await updateHome(caller.homeId, { ownerName });
  return { owner_name: home.ownerName };
}

/**
 * POST update_home_name {home_name}, and its legacy spelling update_unit_number
 * {home_name}: the name changes, the 10-digit home number never does.
 */
export async function updateHomeName(caller: Caller, homeName: string): Promise<{ home_name: string; home_number: string }> {
  assertRole(caller, OWNER, OWNER_ONLY_SETTINGS);
  const home = await updateHome(caller.homeId, { name: homeName });
  return { home_name: home.name, home_number: home.number };
}

/**
 * POST delete_account {consent: true}: the owner deletes their account and
 * everything of their home, and nothing of any other home; the session ends.
 * The home face's one household is configured by its environment, so it is
 * not deleted from a page.
 */
export async function deleteOwnAccount(caller: Caller, ctx: RequestContext): Promise<WithCookies<{ home_number: string }>> {
  assertRole(caller, OWNER, OWNER_ONLY_DELETE);
  if (getConfig().deployType !== "tebe") throw forbidden(DELETE_NOT_ON_HOME_FACE);
  const home = await homeOf(caller);
  await deleteHomeCompletely(caller.homeId);
  log.info({ homeId: caller.homeId }, "account deleted by its owner");
  return { data: { home_number: home.number }, cookies: [clearedSessionCookie(ctx), clearedKnownUserCookie(ctx)] };
}
