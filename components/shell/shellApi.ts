// The few calls the shell makes itself.

import type { UserSettings } from "@/lib/shell/viewer";

/**
 * POST /api_ctx/update_config: saves part of the signed-in owner's settings.
 * The API client (and its table of error texts) loads on the first save: the
 * shell is on every page, a signed-out visitor's too, and they never save.
 */
export async function updateConfig(patch: Partial<Pick<UserSettings, "language" | "tileOrder">>) {
  const { postJson } = await import("@/lib/http/client");
  return postJson<UserSettings>("/api_ctx/update_config", patch);
}

/** GET /check_logout: ends the server session. Failure is only logged; the client signs out anyway. */
export async function logoutSession(): Promise<void> {
  try {
    await fetch("/check_logout", { credentials: "same-origin", cache: "no-store" });
  } catch (error) {
    console.warn("logout call failed", error);
  }
}
