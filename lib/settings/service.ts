import "server-only";
import type { Caller } from "../auth/session";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { forbidden } from "../http/errors";
import { DEFAULT_SETTINGS, type UserSettings } from "../shell/viewer";
import { findUserSettings, writeUserSettings } from "./queries";
import type { UpdateConfigInput } from "./schemas";

type StoredSettings = NonNullable<Awaited<ReturnType<typeof findUserSettings>>>;

function toSettings(row: StoredSettings): UserSettings {
  return {
    theme: row.theme,
    language: row.language === "zh" ? "zh" : "en",
    ytEditMode: row.ytEditMode,
    medialensEditMode: row.medialensEditMode,
    badgeColor: row.home.badgeColor,
    tileOrder: row.tileOrder,
  };
}

/** The caller's settings; visitors without an account of their own get the defaults. */
export async function getSettings(caller: Caller | null): Promise<UserSettings> {
  if (!caller?.userId || caller.role !== "owner") return DEFAULT_SETTINGS;
  const row = await findUserSettings(caller.userId);
  return row ? toSettings(row) : DEFAULT_SETTINGS;
}

/** Only an owner changes settings. Turning one edit mode on turns the other off. */
export async function updateSettings(caller: Caller, input: UpdateConfigInput): Promise<UserSettings> {
  assertRole(caller, OWNER);
  if (!caller.userId) throw forbidden();
  const { badgeColor, ...user } = input;
  if (input.ytEditMode) user.medialensEditMode = false;
  if (input.medialensEditMode) user.ytEditMode = false;
  return toSettings(await writeUserSettings(caller.userId, user, badgeColor));
}
