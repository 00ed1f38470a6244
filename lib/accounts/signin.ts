import "server-only";
import { serialize } from "cookie";
import type { RequestContext } from "../http/request-context";
import { db } from "../db";
import { badRequest } from "../http/errors";
import { cookieOptions, createSession } from "../auth/session";
import { startSignInAttempt, trustedDeviceCookie } from "../auth/sign-in-attempts";
import { hashSecret, verifySecret } from "./keys";

// Home-face sign-in in two steps: the name (kept in a short-lived cookie), then the key.

const PENDING_NAME_COOKIE = "hems_login_name";
const PENDING_NAME_SECONDS = 600;
const WRONG_NAME_OR_KEY = "Wrong name or key. Please try again.";

// Compared against when the name is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

/** Step 1: remember the name for the key step. Says nothing about whether it exists. */
export function acceptName(ctx: RequestContext, username: string): { name: string; cookie: string } {
  return { name: username, cookie: serialize(PENDING_NAME_COOKIE, username, cookieOptions(ctx, PENDING_NAME_SECONDS)) };
}

/** Step 2: check the key of the remembered name; on success a new owner session. */
export async function signInWithKey(ctx: RequestContext, key: string): Promise<{ name: string; cookies: string[] }> {
  const name = ctx.cookies[PENDING_NAME_COOKIE];
  if (!name) throw badRequest("Please enter your name first.");
  const account = `key:${name.toLowerCase()}`;
  const attempt = await startSignInAttempt(ctx, account);

  const user = await db().user.findUnique({ where: { name } });
  const valid = await verifySecret(user?.keyHash ?? (await (dummyHash ??= hashSecret("0000000000"))), key);
  if (!user || !valid) throw badRequest(WRONG_NAME_OR_KEY);

  await attempt.succeeded();
  // Signing in always starts in view mode.
  await db().user.update({ where: { id: user.id }, data: { ytEditMode: false } });
  const sessionCookie = await createSession({ role: "owner", homeId: user.homeId, userId: user.id }, ctx);
  const clearedName = serialize(PENDING_NAME_COOKIE, "", cookieOptions(ctx, 0));
  return { name: user.name ?? name, cookies: [sessionCookie, clearedName, await trustedDeviceCookie(ctx, account)] };
}
