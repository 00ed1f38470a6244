import "server-only";
import { AppError, forbidden } from "./errors";
import { CROSS_SITE_REFUSED_ERROR, changesState, isCrossSite } from "./cross-site";
import { ok, fail, failWith } from "./envelope";
import { REQUEST_ID_HEADER } from "./request-id";
import { log } from "../log";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type HandleOptions = {
  /** A legacy GET call that writes (a route declared `changesOnGet`, lib/http/route.ts): refused cross-site like a POST. */
  changesOnGet?: boolean;
};

/**
 * Wraps a route handler: the returned value becomes `{status: true, data}`
 * (a Response passes through), an AppError becomes its envelope and status,
 * anything else a 500 with no stack trace in the reply. A call that may change
 * state is refused (403) when another site's page sent it (./cross-site.ts),
 * before anything else is looked at.
 */
export function handle<C extends RouteContext = RouteContext>(fn: (req: Request, ctx: C) => Promise<unknown>, options: HandleOptions = {}) {
  return async (req: Request, ctx: C): Promise<Response> => {
    const started = performance.now();
    const requestId = req.headers.get(REQUEST_ID_HEADER) ?? undefined;
    let response: Response;
    try {
      if (changesState(req.method, options.changesOnGet) && isCrossSite(req.headers, req.url)) throw forbidden(CROSS_SITE_REFUSED_ERROR);
      const result = await fn(req, ctx);
      response = result instanceof Response ? result : ok(result);
    } catch (error) {
      if (error instanceof AppError) {
        response = failWith(error);
      } else {
        // A viewer who seeks or leaves aborts the request (hls.js drops segment requests); nothing failed.
        if (req.signal.aborted) log.debug({ requestId, path: new URL(req.url).pathname }, "request aborted by the client");
        else log.error({ err: error, requestId, path: new URL(req.url).pathname }, "request failed");
        response = fail("Internal server error.", 500);
      }
    }
    if (requestId) response.headers.set(REQUEST_ID_HEADER, requestId);
    log.info({ requestId, method: req.method, path: new URL(req.url).pathname, status: response.status, ms: Math.round(performance.now() - started) }, "api");
    return response;
  };
}
