import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getConfig } from "../config";
import { callerFromCookieHeader, type Caller } from "../auth/session";
import { autoPlayConfig, listChannels } from "../channels/service";
import { needsFirstRunSetup } from "../accounts/setup";
import { getSettings } from "../settings/service";
import { guestNeedsPin } from "../guests/service";
import { ownerTagName } from "../homesettings/service";
import { homePageView, rotatingBallHref, type HomePageView } from "./destinations";
import type { ShellContext } from "./tiles";
import type { UserSettings, Viewer } from "./viewer";

export type ShellProps = ShellContext & {
  viewer: Viewer | null;
  settings: UserSettings;
  /** Where the menu bar's rotating ball goes (rotatingBallHref). */
  ballHref: string;
};

/** The caller behind this request's session cookie, read once per request (the shell, the page and its data share it). */
export const getCaller = cache(async (): Promise<Caller | null> => callerFromCookieHeader((await cookies()).toString()));

/** What every page's shell needs, read once per request on the server (layout and page share it). */
export const getShellProps = cache(async (): Promise<ShellProps> => {
  const config = getConfig();
  const caller = await getCaller();
  // A tebe owner signs in by email: the tag shows their owner or home name once set.
  const name = caller && config.deployType === "tebe" ? await ownerTagName(caller) : caller?.name;
  const viewer = caller ? { name: name ?? caller.name, loginUserType: caller.role, isAdmin: caller.isAdmin } : null;
  const settings = await getSettings(caller);
  // Only tebe view's ball depends on the channels; the home face is spared the query.
  const hasChannels = config.deployType === "tebe" && caller !== null && !settings.ytEditMode ? Object.keys(await listChannels(caller)).length > 0 : false;
  return {
    deployType: config.deployType,
    appEnv: config.appEnv,
    isAdmin: viewer?.isAdmin ?? false,
    viewer,
    settings,
    ballHref: rotatingBallHref({ deployType: config.deployType, signedIn: caller !== null, hasChannels, ytEditMode: settings.ytEditMode }),
  };
});

/** A guest who accepted before PINs existed: the layout asks them to choose one. */
export const getGuestNeedsPin = cache(async (): Promise<boolean> => guestNeedsPin(await getCaller()));

export type HomePage =
  | { view: "setup" | "signIn" }
  /** canAutoPlay: the landing was forced although auto-play channels exist (the hero offers them). */
  | { view: "hero"; canAutoPlay: boolean }
  | { view: "channels"; channels: string[] };

/** What `/` shows for this request (homePageView), with the auto-play channels it plays. */
export async function loadHomePage(forceLanding: boolean): Promise<HomePage> {
  const { deployType } = getConfig();
  const caller = await getCaller();
  if (deployType === "home" && !caller && (await needsFirstRunSetup())) return { view: "setup" };
  const autoPlayChannels = deployType === "home" && caller ? (await autoPlayConfig(caller)).autoplay_channels : [];
  const view: HomePageView = homePageView({ deployType, signedIn: caller !== null, forceLanding, autoPlayChannels });
  if (view === "channels") return { view, channels: autoPlayChannels };
  return view === "hero" ? { view, canAutoPlay: autoPlayChannels.length > 0 } : { view };
}
