import { z } from "zod";
import { BADGE_COLORS, NAME_MAX, WALLPAPERS } from "./constants";

// Inputs of the /api_tebeauth settings calls and of account deletion. No
// server-only imports: the settings and onboarding forms reuse them.

export const HOME_NAME_TOO_LONG = "Home Name cannot exceed 20 characters.";
export const OWNER_NAME_TOO_LONG = "Owner Name cannot exceed 20 characters.";
export const HOME_NAME_REQUIRED = "Please enter a Home Name.";
export const UNKNOWN_WALLPAPER = "Please choose one of the wallpapers.";
export const UNKNOWN_BADGE_COLOR = "Please choose a badge colour from the palette.";
export const OWNER_ONLY_SETTINGS = "Only the owner of this home can change its settings.";
export const CONSENT_REQUIRED = "Please tick the box to confirm that you want to delete your account.";

/** What a name field keeps while typing: at most 20 characters (trimmed only when sent). */
export function typedName(value: string): string {
  return value.slice(0, NAME_MAX);
}

export const HomeName = z.string({ error: HOME_NAME_REQUIRED }).trim().min(1, HOME_NAME_REQUIRED).max(NAME_MAX, HOME_NAME_TOO_LONG);

/** Optional: an empty owner name is allowed ("Optional (Add later)"). */
export const OwnerName = z.string({ error: OWNER_NAME_TOO_LONG }).trim().max(NAME_MAX, OWNER_NAME_TOO_LONG);

export const UpdateHomeNameInput = z.object({ home_name: HomeName });
export const UpdateOwnerNameInput = z.object({ owner_name: OwnerName });

export const UpdateWallpaperInput = z.object({
  wallpaper_name: z.enum(WALLPAPERS, { error: UNKNOWN_WALLPAPER }),
});

export const UpdateBadgeColorInput = z.object({
  // Colours are compared in lower case, so "#68D8E7" is the palette's "#68d8e7".
  badge_color: z
    .string({ error: UNKNOWN_BADGE_COLOR })
    .trim()
    .toLowerCase()
    .pipe(z.enum(BADGE_COLORS, { error: UNKNOWN_BADGE_COLOR })),
});

export const DeleteAccountInput = z.object({
  consent: z.literal(true, { error: CONSENT_REQUIRED }),
});
