import { db } from "@/lib/db";
import { createSession } from "@/lib/auth/session";
import { allocateHomeNumber } from "@/lib/accounts/homes";
import type { LoginUserType } from "@/lib/auth/roles";
import { cookieFrom } from "./http";

// Makes homes, owners and guests with signed-in sessions for tests.

export async function makeHome(name = "Test Home") {
  return db().home.create({ data: { number: await allocateHomeNumber(db()), name } });
}

export async function signedIn(role: LoginUserType, homeId?: string) {
  const home = homeId ? { id: homeId } : await makeHome();
  if (role === "owner") {
    const user = await db().user.create({ data: { homeId: home.id, name: `o${Math.random().toString(36).slice(2, 9)}`, isAdmin: true } });
    return { homeId: home.id, user, cookie: cookieFrom(await createSession({ role, homeId: home.id, userId: user.id })) };
  }
  const guest = await db().guest.create({ data: { homeId: home.id, name: `g${Math.random().toString(36).slice(2, 9)}`, status: "accepted" } });
  return { homeId: home.id, guest, cookie: cookieFrom(await createSession({ role, homeId: home.id, guestId: guest.id })) };
}

/** A home with its signed-in owner and guest, and a stranger: the signed-in owner of another home. */
export async function homeWithCallers(name: string) {
  const home = await makeHome(name);
  const owner = await signedIn("owner", home.id);
  const guest = await signedIn("guest", home.id);
  const stranger = await signedIn("owner");
  return { home, owner, guest, stranger };
}
