// The settings and account calls the tebe pages make (each answers the legacy envelope).

import { postJson } from "@/lib/http/client";

export const updateWallpaper = (wallpaper_name: string) =>
  postJson<{ wallpaper_name: string; current: string }>("/api_tebeauth/update_wallpaper", { wallpaper_name });
export const updateBadgeColor = (badge_color: string) => postJson<{ badge_color: string }>("/api_tebeauth/update_badge_color", { badge_color });
export const updateOwnerName = (owner_name: string) => postJson<{ owner_name: string }>("/api_tebeauth/update_owner_name", { owner_name });
export const updateHomeName = (home_name: string) => postJson<{ home_name: string; home_number: string }>("/api_tebeauth/update_home_name", { home_name });
export const deleteAccount = () => postJson<{ home_number: string }>("/api_tebeauth/delete_account", { consent: true });
