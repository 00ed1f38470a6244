// The reply shape of every legacy call: { status, data?, error?, message? }.

export type Envelope<T> =
  | { status: true; data: T }
  | { status: false; error: string; message: string };

export function ok<T>(data: T, init: ResponseInit = {}): Response {
  return Response.json({ status: true, data } satisfies Envelope<T>, init);
}

export function fail(error: string, status: number, init: ResponseInit = {}): Response {
  return Response.json({ status: false, error, message: error } satisfies Envelope<never>, {
    ...init,
    status,
    // Legacy clients look for the status text UNAUTHORIZED.
    statusText: status === 401 ? "UNAUTHORIZED" : init.statusText,
  });
}
