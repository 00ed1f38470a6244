import fs from "node:fs";
import path from "node:path";
import { API_ALIASES, resolveApiPath } from "@/lib/http/api-aliases.mjs";
import type { RouteDeclaration } from "@/lib/http/route";

// The route handlers on disk and the documented paths that reach them, for the
// tests that walk every API route with the declaration each handler states.

export const API_DIR = path.join(process.cwd(), "app/api");

/** Every folder under app/api holding a route.ts, relative to app/api ("yt/deleteytdir/[id]"). */
export function routeFolders(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFolders(full);
    return entry.name === "route.ts" ? [path.relative(API_DIR, dir).split(path.sep).join("/")] : [];
  });
}

/**
 * Every API route a client can call: the folders on disk and, for each alias of
 * lib/http/api-aliases.json (served by a rewrite of next.config.mjs), the alias
 * spelling of every route it reaches ("tebeplay/deleteytdir/[id]").
 */
export function apiRoutes(): string[] {
  const folders = routeFolders();
  const aliased = Object.keys(API_ALIASES).flatMap((alias) => {
    const target = resolveApiPath(alias);
    return folders.filter((f) => f === target || f.startsWith(`${target}/`)).map((f) => alias + f.slice(target.length));
  });
  return [...folders, ...aliased.filter((route) => !folders.includes(route))];
}

/** The folder whose handler answers an API route (itself, or the handler its alias rewrites to). */
export function handlerFolder(route: string): string {
  return resolveApiPath(route);
}

type RouteModule = Record<string, ((...args: never[]) => Promise<Response>) & { declaration?: RouteDeclaration }>;

/** The route module answering an API route (loaded synchronously, so a test can list its methods while collecting). */
export function routeModule(route: string): RouteModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a test collects its cases synchronously
  return require(path.join(API_DIR, handlerFolder(route), "route")) as RouteModule;
}

/** The declaration a route's handler for `method` states (route() of lib/http/route.ts), or undefined without that method. */
export function declarationOf(route: string, method: string): RouteDeclaration | undefined {
  return routeModule(route)[method]?.declaration;
}

/**
 * Params for a route's dynamic segments ("[id]", "[...path]", "[[...params]]"): `value` names what each
 * segment gets, by its name and whether it catches all (a catch-all wants an array).
 */
export function paramsFor(route: string, value: (name: string, catchAll: boolean) => string | string[]): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of route.split("/")) {
    const match = /^\[(\[)?(\.\.\.)?([^\]]+)\]\]?$/.exec(segment);
    if (!match) continue;
    const [, , catchAll, name = ""] = match;
    params[name] = value(name, Boolean(catchAll));
  }
  return params;
}
