// The few calls the shell makes itself. Replies use the legacy envelope
// { status, data, error }; a failed HTTP reply without one becomes status false.

import type { UserSettings } from "@/lib/shell/viewer";

export type ApiReply<T> = { status: boolean; data?: T; error?: string; message?: string; httpStatus: number };

async function readReply<T>(res: Response): Promise<ApiReply<T>> {
  try {
    const body = (await res.json()) as Omit<ApiReply<T>, "httpStatus">;
    if (typeof body?.status === "boolean") return { ...body, status: body.status && res.ok, httpStatus: res.status };
  } catch {
    // Not JSON: fall through to the bare HTTP status.
  }
  return { status: false, httpStatus: res.status };
}

export async function postJson<T>(url: string, body: unknown): Promise<ApiReply<T>> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return await readReply<T>(res);
  } catch (error) {
    return { status: false, error: error instanceof Error ? error.message : String(error), httpStatus: 0 };
  }
}

/** POST /api_ctx/update_config: saves part of the signed-in owner's settings. */
export function updateConfig(patch: Partial<Pick<UserSettings, "language" | "tileOrder">>) {
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
