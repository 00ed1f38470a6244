import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getConfig } from "../config";
import { callerFromCookieHeader } from "../auth/session";
import { getSettings } from "../settings/service";
import type { ShellContext } from "./tiles";
import type { UserSettings, Viewer } from "./viewer";

export type ShellProps = ShellContext & { viewer: Viewer | null; settings: UserSettings };

/** What every page's shell needs, read once per request on the server (layout and page share it). */
export const getShellProps = cache(async (): Promise<ShellProps> => {
  const config = getConfig();
  const caller = await callerFromCookieHeader((await cookies()).toString());
  const viewer = caller ? { name: caller.name, loginUserType: caller.role, isAdmin: caller.isAdmin } : null;
  return {
    deployType: config.deployType,
    appEnv: config.appEnv,
    isAdmin: viewer?.isAdmin ?? false,
    viewer,
    settings: await getSettings(caller),
  };
});
