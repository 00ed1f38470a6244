import "server-only";
import { db } from "../db";

const SETTINGS_FIELDS = {
  theme: true,
  language: true,
  ytEditMode: true,
  medialensEditMode: true,
  tileOrder: true,
  home: { select: { badgeColor: true } },
} as const;

export function findUserSettings(userId: string) {
  return db().user.findUnique({ where: { id: userId }, select: SETTINGS_FIELDS });
}

export async function writeUserSettings(
  userId: string,
  user: { theme?: string; language?: string; ytEditMode?: boolean; medialensEditMode?: boolean; tileOrder?: string[] },
  badgeColor: string | undefined,
) {
  return db().user.update({
    where: { id: userId },
    data: { ...user, ...(badgeColor ? { home: { update: { badgeColor } } } : {}) },
    select: SETTINGS_FIELDS,
  });
}
