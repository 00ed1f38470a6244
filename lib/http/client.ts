// Browser side of the legacy envelope { status, data, error }: one way to call
// the API from client components. A failed HTTP reply without an envelope
// becomes status false; a network failure carries its message.

export type ApiReply<T> = { status: boolean; data?: T; error?: string; message?: string; httpStatus: number };

/**
 * Any 401: the session is gone. Sign out locally and show the re-login notice,
 * which remembers this page so signing in comes back here.
 */
function onSessionExpired(): void {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/relogin?from=${encodeURIComponent(here)}`);
}

async function readReply<T>(res: Response): Promise<ApiReply<T>> {
  if (res.status === 401) onSessionExpired();
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

/** GET with the session cookie; the same reply handling as postJson. */
export async function getJson<T>(url: string): Promise<ApiReply<T>> {
  try {
    return await readReply<T>(await fetch(url, { credentials: "same-origin" }));
  } catch (error) {
    return { status: false, error: error instanceof Error ? error.message : String(error), httpStatus: 0 };
  }
}
