import { forbidden, type ErrorMessage } from "../http/errors";
import type { Caller } from "./caller";
import type { ApiRole } from "./roles";

// The one role check of the server: route() applies it to every call before
// the input is judged, and a service that may be reached another way (a page,
// another service) calls assertRole on its first line.

/** Whether the caller is one of `roles` ("admin": an owner the server counts as an administrator). */
export function hasRole(caller: Pick<Caller, "role" | "isAdmin">, roles: readonly ApiRole[]): boolean {
  return roles.some((role) => (role === "admin" ? caller.isAdmin : caller.role === role));
}

/** Refuses (403 with `refusal`, or the generic text) a caller who is none of `roles`. */
export function assertRole(caller: Pick<Caller, "role" | "isAdmin">, roles: readonly ApiRole[], refusal?: ErrorMessage): void {
  if (!hasRole(caller, roles)) throw forbidden(refusal);
}
