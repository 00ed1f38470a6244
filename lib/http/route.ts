import "server-only";
import type { z } from "zod";
import { handle } from "./handle";
import { assertJsonBody, parseJson, parseParams, parseQuery } from "./parse";
import { ok } from "./envelope";
import { unauthorized, type ErrorMessage } from "./errors";
import { requestContextOf, type RequestContext } from "./request-context";
import { apiCallerFromCookieHeader, recentCallerFromCookieHeader, type Caller } from "../auth/caller";
import { assertRole } from "../auth/access";
import type { Roles } from "../auth/roles";

// One declaration per API call: who may call it and its inputs. route() runs
// the call in this order: the cross-site refusal, envelope and logging of
// handle(); the caller (401 without a session, 403 with `refusal` for another
// role, before any input is judged, so a guest's garbage sent to an owner's
// call is refused as a guest); then params, query and body through their zod
// schemas (400 with the schema's text). The declaration stays on the handler
// (`GET.declaration`): the role-matrix and cross-site tests read it from every
// route module, so a new route is walked with the roles it states.

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteDeclaration<R extends Roles = Roles, P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema> = {
  roles: R;
  /** The 403 text for a signed-in caller of another role (the service's own words). */
  refusal?: ErrorMessage;
  params?: P;
  query?: Q;
  /** A JSON body (application/json only; an empty body is `{}`). */
  body?: B;
  /** A legacy GET call that writes: refused from another site like a POST. */
  changesOnGet?: boolean;
  /** A POST that only carries a body for a read: it changes nothing, whoever calls. */
  readsOnly?: boolean;
  /** Media bytes: reuses a caller seen within a few seconds (lib/auth/caller.ts, CALLER_CACHE_MS). */
  mediaBytes?: boolean;
};

export type RouteCall<R extends Roles, P extends Schema, Q extends Schema, B extends Schema> = {
  /** The caller; null only on a route open to "anyone" called without a working session. */
  caller: R extends "anyone" ? Caller | null : Caller;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  ctx: RequestContext;
  /** The dynamic segments as the router gave them, for a handler that decodes them itself (media paths). */
  rawParams: Record<string, string | string[] | undefined>;
  /** The request itself, for what only a handler deals with (byte ranges, conditional GETs, next-auth). */
  req: Request;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type DeclaredHandler = ((req: Request, ctx: NextRouteContext) => Promise<Response>) & { declaration: RouteDeclaration };

export function route<const R extends Roles, P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  declaration: RouteDeclaration<R, P, Q, B>,
  fn: (call: RouteCall<R, P, Q, B>) => unknown,
): DeclaredHandler {
  const handler = handle(
    async (req, nextCtx: NextRouteContext) => {
      const ctx = requestContextOf(req);
      const lookUp = declaration.mediaBytes ? recentCallerFromCookieHeader : apiCallerFromCookieHeader;
      const caller = await lookUp(ctx.cookieHeader);
      if (declaration.roles !== "anyone") {
        if (!caller) throw unauthorized();
        assertRole(caller, declaration.roles, declaration.refusal);
      }
      // A body another site's page could send unasked (text/plain) is refused as such first, whatever its address.
      if (declaration.body) await assertJsonBody(req);
      const call = {
        caller,
        params: declaration.params ? await parseParams(nextCtx, declaration.params) : undefined,
        query: declaration.query ? parseQuery(req, declaration.query) : undefined,
        body: declaration.body ? await parseJson(req, declaration.body) : undefined,
        ctx,
        rawParams: await nextCtx.params,
        req,
      } as RouteCall<R, P, Q, B>;
      const result = await fn(call);
      const response = result instanceof Response ? result : ok(result);
      for (const cookie of ctx.setCookies) response.headers.append("Set-Cookie", cookie); // none unless a service set one
      return response;
    },
    { changesOnGet: declaration.changesOnGet },
  );
  return Object.assign(handler, { declaration: declaration as RouteDeclaration });
}

/** States the declaration of a handler that answers in its own format (next-auth), so the route tests walk it like every other. */
export function declared<H extends (req: Request, ctx: never) => Promise<Response>>(
  declaration: RouteDeclaration,
  handler: H,
): H & { declaration: RouteDeclaration } {
  return Object.assign(handler, { declaration });
}
