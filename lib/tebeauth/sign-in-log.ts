import "server-only";
import { log } from "../log";

/**
 * One warning per refused sign-in (Google or OpenID Connect): the provider and
 * a reason code, which the README lists for operators. Never tokens, codes,
 * state values, addresses or error messages (which may quote them).
 */
export function logRefusedSignIn(provider: string | undefined, reason: string): void {
  log.warn({ event: "sign_in_refused", provider: provider ?? "unknown", reason }, "sign-in refused");
}
