import "server-only";
import { parse as parseCookies, serialize } from "cookie";
import { db } from "../db";
import { badRequest } from "../http/errors";
import { clearAttempts, clientAddress, countFailure, refuseIfBlocked } from "../http/rate-limit";
import { createSession } from "../auth/session";
import { hashSecret, verifySecret } from "./keys";

// Home-face sign-in in two steps: the name (kept in a short-lived cookie), then the key.

const PENDING_NAME_COOKIE = "hems_login_name";
const WRONG_NAME_OR_KEY = "Wrong name or key. Please try again.";
// Failed attempts allowed per 15 minutes.
const PER_ADDRESS = { points: 20, durationSeconds: 15 * 60 };
const PER_ACCOUNT = { points: 5, durationSeconds: 15 * 60 };

// Compared against when the name is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

/** Step 1: remember the name for the key step. Says nothing about whether it exists. */
export function acceptName(username: string): { name: string; cookie: string } {
  const cookie = serialize(PENDING_NAME_COOKIE, username, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 600 });
  return { name: username, cookie };
}

/** Step 2: check the key of the remembered name; on success a new owner session. */
export async function signInWithKey(req: Request, key: string): Promise<{ name: string; cookies: string[] }> {
  const name = parseCookies(req.headers.get("cookie") ?? "")[PENDING_NAME_COOKIE];
  if (!name) throw badRequest("Please enter your name first.");
  const address = clientAddress(req);
  const account = name.toLowerCase();
  await refuseIfBlocked("key-address", PER_ADDRESS, [address]);
  await refuseIfBlocked("key-account", PER_ACCOUNT, [account]);

  const user = await db().user.findUnique({ where: { name } });
  const valid = await verifySecret(user?.keyHash ?? (await (dummyHash ??= hashSecret("0000000000"))), key);
  if (!user || !valid) {
    await Promise.all([countFailure("key-address", PER_ADDRESS, [address]), countFailure("key-account", PER_ACCOUNT, [account])]);
    throw badRequest(WRONG_NAME_OR_KEY);
  }

  await clearAttempts("key-account", PER_ACCOUNT, account);
  // Signing in always starts in view mode.
  await db().user.update({ where: { id: user.id }, data: { ytEditMode: false } });
  const sessionCookie = await createSession({ role: "owner", homeId: user.homeId, userId: user.id }, req);
  const clearedName = serialize(PENDING_NAME_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 0 });
  return { name: user.name ?? name, cookies: [sessionCookie, clearedName] };
}
