import "server-only";
import { createSession, destroySession, type Caller } from "../auth/session";
import type { RequestContext } from "../http/request-context";
import type { WithCookies } from "../http/reply";
import { assertRole } from "../auth/access";
import { OWNER } from "../auth/roles";
import { hashToken, newToken } from "../auth/tokens";
import { hashSecret, verifySecret } from "../accounts/keys";
import { badRequest, conflict, forbidden, notFound } from "../http/errors";
import { clearAttempts, countFailure, refuseIfBlocked, type AttemptLimit } from "../http/rate-limit";
import { log } from "../log";
import {
  GuestNameTakenError,
  createInvite,
  deleteGuest as deleteGuestRow,
  findAcceptedGuestInHome,
  findByGuestToken,
  findFriendshipInHome,
  findGuest,
  findGuestByName,
  findHomeByNumber,
  findInvite,
  findOwnerOfHomeNumber,
  findUserWithHome,
  guestLacksPin,
  listFriendships,
  listGuests,
  markAccepted,
  revokeInvite,
  setPinIfUnset,
  type GuestRow,
  type GuestWithHome,
} from "./queries";
import {
  GUEST_NAME_TAKEN,
  GUEST_NOT_FOUND,
  OWN_HOME_NUMBER,
  INVALID_INVITE,
  FRIEND_INVITE_NEEDS_SIGN_IN,
  NOT_YOUR_INVITE,
  GUEST_LOGIN_FAILED,
  GUEST_PIN_NOT_SET,
  GUEST_PIN_ALREADY_SET,
  GUESTS_ONLY,
  FRIEND_VISIT_FAILED,
  GO_HOME_FAILED,
  OWNERS_ONLY,
  type AddGuest,
  type FriendVisit,
} from "./schemas";

// Guests and friends of a home (the /api_tebeauth guest calls). An owner
// invites a guest (a name and a one-time invite link valid 24 h) or a friend
// (another registered owner, by home number). Invite and guest tokens are
// random 256-bit values stored only as sha256 hashes, returned once.
// A plain guest chooses a PIN (4-10 digits, stored as an argon2 hash) when
// accepting; guest_login needs name, home number and PIN. Every function
// checks the caller's role on its first line.

export const INVITE_HOURS = 24;

// Failed attempts allowed per 15 minutes.
const INVITE_PER_ADDRESS: AttemptLimit = { points: 10, durationSeconds: 15 * 60 };
// Per invite (its token hash), whatever the addresses: a client that sends a new
// X-Forwarded-For with every guess still meets this one.
const INVITE_PER_INVITE: AttemptLimit = { points: 10, durationSeconds: 15 * 60 };
const GUEST_LOGIN_PER_ADDRESS: AttemptLimit = { points: 10, durationSeconds: 15 * 60 };
const GUEST_LOGIN_PER_HOME: AttemptLimit = { points: 30, durationSeconds: 15 * 60 };
// Per guest (home number and name, known or not): wrong PINs for one guest, from any address.
const GUEST_LOGIN_PER_GUEST: AttemptLimit = { points: 5, durationSeconds: 15 * 60 };
const GUEST_TOKEN_PER_ADDRESS: AttemptLimit = { points: 10, durationSeconds: 15 * 60 };

// Compared against when there is no guest of that name, so a miss takes as long as a wrong PIN.
let dummyPinHash: Promise<string> | undefined;

// ---------------------------------------------------------------- Role checks

/** A signed-in registered owner (friend calls need the account, not only the home). */
function requireOwnerAccount(caller: Caller): string {
  assertRole(caller, OWNER, OWNERS_ONLY);
  if (!caller.userId) throw forbidden(OWNERS_ONLY);
  return caller.userId;
}

// ---------------------------------------------------------------- Replies

/** A guest as the guest manager lists it. */
export type GuestView = ReturnType<typeof guestView>;

function guestView(row: GuestRow) {
  return {
    guest_name: row.name,
    guest_email: row.email,
    guest_home_number: row.homeNumber,
    invite_status: row.status,
    invite_expires_at: row.inviteExpiresAt?.toISOString() ?? null,
    registered_name: row.registeredName,
    is_friend: !!row.friendUserId,
  };
}

/** A friend invite (this owner's to another home, or another's to this one) as the friend manager lists it. */
export type FriendView = ReturnType<typeof friendView>;

function friendView(row: GuestRow) {
  const home = row.friendUser?.home;
  return {
    guest_name: row.name,
    owner_name: home?.ownerName ?? "",
    home_name: home?.name ?? "",
    home_number: home?.number ?? row.homeNumber ?? "",
    status: row.status,
    invite_expires_at: row.inviteExpiresAt?.toISOString() ?? null,
  };
}

function inviteUsable(row: GuestWithHome | null): row is GuestWithHome & { inviteExpiresAt: Date } {
  return !!row && row.status === "pending" && !!row.inviteExpiresAt && row.inviteExpiresAt > new Date();
}

// ---------------------------------------------------------------- Owner: the guest manager

export type AddGuestReply = GuestView & { invite_token: string; invite_link: string };

/** POST add_guest: a pending invite; a home number of a registered owner makes it a friend invite. */
export async function addGuest(caller: Caller, input: AddGuest): Promise<AddGuestReply> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  let friendUserId: string | undefined;
  if (input.guest_home_number) {
    const owner = await findOwnerOfHomeNumber(input.guest_home_number);
    if (owner?.homeId === caller.homeId) throw badRequest(OWN_HOME_NUMBER);
    friendUserId = owner?.id;
  }
  const token = newToken();
  let row: GuestRow;
  try {
    row = await createInvite({
      homeId: caller.homeId,
      name: input.guest_name,
      email: input.guest_email,
      homeNumber: input.guest_home_number,
      friendUserId,
      inviteTokenHash: hashToken(token),
      inviteExpiresAt: new Date(Date.now() + INVITE_HOURS * 3_600_000),
    });
  } catch (error) {
    if (error instanceof GuestNameTakenError) throw conflict(GUEST_NAME_TAKEN);
    throw error;
  }
  log.info({ homeId: caller.homeId, friend: !!friendUserId }, "guest invited");
  return { ...guestView(row), invite_token: token, invite_link: `/invite/${token}` };
}

/** GET get_guest_list: the plain guests (pending and accepted) of the caller's home. */
export async function guestList(caller: Caller): Promise<{ guests: GuestView[] }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const rows = await listGuests(caller.homeId, { friendUserId: null, status: { in: ["pending", "accepted"] } });
  return { guests: rows.map(guestView) };
}

/** GET get_full_guest_list: every guest and friend row of the caller's home, revoked ones too. */
export async function fullGuestList(caller: Caller): Promise<{ guests: GuestView[] }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  return { guests: (await listGuests(caller.homeId)).map(guestView) };
}

/** GET get_full_friend_list: the friends (registered owners) invited to the caller's home. */
export async function fullFriendList(caller: Caller): Promise<{ friends: FriendView[] }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const rows = await listGuests(caller.homeId, { friendUserId: { not: null }, status: { in: ["pending", "accepted"] } });
  return { friends: rows.map(friendView) };
}

/** POST delete_guest: revokes a pending invite, deletes an accepted guest; their sessions end. */
export async function deleteGuest(caller: Caller, guestName: string): Promise<{ guest_name: string; invite_status: "revoked" | "deleted" }> {
  assertRole(caller, OWNER, OWNERS_ONLY);
  const guest = await findGuestByName(caller.homeId, guestName);
  if (!guest || guest.status === "revoked") throw notFound(GUEST_NOT_FOUND);
  if (guest.status === "pending") {
    await revokeInvite(caller.homeId, guest.id);
    return { guest_name: guest.name, invite_status: "revoked" };
  }
  await deleteGuestRow(caller.homeId, guest.id);
  return { guest_name: guest.name, invite_status: "deleted" };
}

// ---------------------------------------------------------------- Guests: accepting and signing in

/**
 * An invite by its token, or a 400 counted against the address (429 once too
 * many). An invite whose attempts are used up (see countInviteFailure) is a 429 too.
 */
async function usableInvite(ctx: RequestContext, inviteToken: string, extraKeys: string[] = []): Promise<GuestWithHome & { inviteExpiresAt: Date }> {
  const keys = [ctx.clientAddress, ...extraKeys];
  await refuseIfBlocked("invite-address", INVITE_PER_ADDRESS, keys);
  await refuseIfBlocked("invite-token", INVITE_PER_INVITE, [hashToken(inviteToken)]);
  const invite = await findInvite(hashToken(inviteToken));
  if (!inviteUsable(invite)) {
    await countFailure("invite-address", INVITE_PER_ADDRESS, keys);
    throw badRequest(INVALID_INVITE);
  }
  return invite;
}

/** A wrong answer to a real invite: counted against the address (and account) and against the invite itself. */
async function countInviteFailure(ctx: RequestContext, inviteToken: string, extraKeys: string[] = []): Promise<void> {
  await Promise.all([
    countFailure("invite-address", INVITE_PER_ADDRESS, [ctx.clientAddress, ...extraKeys]),
    countFailure("invite-token", INVITE_PER_INVITE, [hashToken(inviteToken)]),
  ]);
}

export type GuestSignInReply = { guest_name: string; home_name: string; home_number: string; owner_name: string };

/** POST accept_invite: a guest accepts with the invite's name and a new PIN; gets a guest token and a guest session. */
export async function acceptInvite(
  caller: Caller | null,
  ctx: RequestContext,
  input: { invite_token: string; guest_name: string; pin: string },
): Promise<WithCookies<GuestSignInReply & { guest_token: string }>> {
  const invite = await usableInvite(ctx, input.invite_token);
  if (invite.friendUserId) throw forbidden(FRIEND_INVITE_NEEDS_SIGN_IN);
  if (invite.name.toLowerCase() !== input.guest_name.toLowerCase()) {
    await countInviteFailure(ctx, input.invite_token);
    throw badRequest(INVALID_INVITE);
  }
  const guestToken = newToken();
  const pinHash = await hashSecret(input.pin);
  if (!(await markAccepted(invite.id, hashToken(input.invite_token), { guestTokenHash: hashToken(guestToken), pinHash }))) throw badRequest(INVALID_INVITE);
  // Whoever was signed in in this browser (an owner too) is signed out first.
  await destroySession(ctx);
  const cookie = await createSession({ role: "guest", homeId: invite.homeId, guestId: invite.id }, ctx);
  return { data: { ...signInReply(invite), guest_token: guestToken }, cookies: [cookie] };
}

function signInReply(guest: GuestWithHome): GuestSignInReply {
  return { guest_name: guest.name, home_name: guest.home.name, home_number: guest.home.number, owner_name: guest.home.ownerName };
}

/**
 * POST guest_login: an accepted guest of the home with this number, by name
 * and PIN. An unknown home or name and a wrong PIN get one failure text,
 * counted per address, per home and per guest. A guest who accepted before
 * PINs existed is told to set one from the device that accepted.
 */
export async function guestLogin(
  caller: Caller | null,
  ctx: RequestContext,
  input: { guest_name: string; home_number: string; pin: string },
): Promise<WithCookies<GuestSignInReply>> {
  const address = ctx.clientAddress;
  const guestKey = `${input.home_number}:${input.guest_name.toLowerCase()}`;
  await refuseIfBlocked("guest-login-address", GUEST_LOGIN_PER_ADDRESS, [address]);
  await refuseIfBlocked("guest-login-home", GUEST_LOGIN_PER_HOME, [input.home_number]);
  await refuseIfBlocked("guest-login-guest", GUEST_LOGIN_PER_GUEST, [guestKey]);
  const home = await findHomeByNumber(input.home_number);
  const guest = home ? await findAcceptedGuestInHome(home.id, input.guest_name) : null;
  const countMiss = () =>
    Promise.all([
      countFailure("guest-login-address", GUEST_LOGIN_PER_ADDRESS, [address]),
      countFailure("guest-login-home", GUEST_LOGIN_PER_HOME, [input.home_number]),
      countFailure("guest-login-guest", GUEST_LOGIN_PER_GUEST, [guestKey]),
    ]);
  if (guest && !guest.pinHash) {
    await countMiss();
    throw forbidden(GUEST_PIN_NOT_SET);
  }
  const valid = await verifySecret(guest?.pinHash ?? (await (dummyPinHash ??= hashSecret("0000"))), input.pin);
  if (!guest || !valid) {
    await countMiss();
    throw badRequest(GUEST_LOGIN_FAILED);
  }
  // A success clears only this guest's count: a known guest must not reset the address's or the home's guessing budget.
  await clearAttempts("guest-login-guest", GUEST_LOGIN_PER_GUEST, guestKey);
  await destroySession(ctx);
  const cookie = await createSession({ role: "guest", homeId: guest.homeId, guestId: guest.id }, ctx);
  return { data: signInReply(guest), cookies: [cookie] };
}

/** Whether the caller is a plain guest who accepted before PINs existed (the app then asks them to choose one). */
export async function guestNeedsPin(caller: Caller | null): Promise<boolean> {
  if (caller?.role !== "guest" || !caller.guestId) return false;
  return guestLacksPin(caller.homeId, caller.guestId);
}

/** POST set_guest_pin: such a guest chooses their PIN from their session, once; changing it takes a new invite. */
export async function setGuestPin(caller: Caller, pin: string): Promise<{ pin_set: true }> {
  if (caller.role !== "guest" || !caller.guestId) throw forbidden(GUESTS_ONLY);
  if (!(await setPinIfUnset(caller.homeId, caller.guestId, await hashSecret(pin)))) throw conflict(GUEST_PIN_ALREADY_SET);
  log.info({ homeId: caller.homeId }, "guest PIN set");
  return { pin_set: true };
}

// ---------------------------------------------------------------- Friends

export type FriendHome = { guest_name: string; owner_name: string; home_name: string; home_number: string };

/** POST accept_invite_authenticated: a signed-in owner accepts a friend invite addressed to their home. */
export async function acceptInviteAuthenticated(caller: Caller, ctx: RequestContext, inviteToken: string): Promise<FriendHome & { guest_token: string }> {
  const userId = requireOwnerAccount(caller);
  const invite = await usableInvite(ctx, inviteToken, [`user:${userId}`]);
  if (invite.friendUserId !== userId) {
    await countInviteFailure(ctx, inviteToken, [`user:${userId}`]);
    throw forbidden(NOT_YOUR_INVITE);
  }
  const me = await findUserWithHome(userId);
  const guestToken = newToken();
  const registeredName = (me?.home.ownerName || me?.name || me?.email || invite.name).slice(0, 40);
  if (!(await markAccepted(invite.id, hashToken(inviteToken), { guestTokenHash: hashToken(guestToken), registeredName }))) {
    throw badRequest(INVALID_INVITE);
  }
  return { ...friendHome({ ...invite, registeredName }), guest_token: guestToken };
}

function friendHome(row: GuestWithHome): FriendHome {
  return { guest_name: row.registeredName ?? row.name, owner_name: row.home.ownerName, home_name: row.home.name, home_number: row.home.number };
}

/** The caller's accepted friendship named by a guest token or a home number, or a 403 (counted). */
async function friendship(ctx: RequestContext, userId: string, visit: FriendVisit): Promise<GuestWithHome> {
  const keys = [ctx.clientAddress];
  await refuseIfBlocked("guest-token-address", GUEST_TOKEN_PER_ADDRESS, keys);
  let row: GuestWithHome | null = null;
  if (visit.guest_token) row = await findByGuestToken(hashToken(visit.guest_token));
  else if (visit.home_number) row = await findFriendshipInHome(userId, visit.home_number);
  if (!row || row.status !== "accepted" || row.friendUserId !== userId || (visit.home_number && row.home.number !== visit.home_number)) {
    await countFailure("guest-token-address", GUEST_TOKEN_PER_ADDRESS, keys);
    throw forbidden(FRIEND_VISIT_FAILED);
  }
  return row;
}

/** POST login_friend_home_authenticated: a signed-in owner visits a friend's home as registered_guest. */
export async function loginFriendHome(
  caller: Caller,
  ctx: RequestContext,
  visit: FriendVisit,
): Promise<WithCookies<{ guest: { guest_name: string }; owner: { owner_name: string; home_number: string; home_name: string } }>> {
  const userId = requireOwnerAccount(caller);
  const row = await friendship(ctx, userId, visit);
  await destroySession(ctx);
  const cookie = await createSession({ role: "registered_guest", homeId: row.homeId, guestId: row.id, userId }, ctx);
  const view = friendHome(row);
  return {
    data: { guest: { guest_name: view.guest_name }, owner: { owner_name: view.owner_name, home_number: view.home_number, home_name: view.home_name } },
    cookies: [cookie],
  };
}

export type GoHomeReply = { owner_name: string; home_number: string; home_name: string; badge_color: string; email: string };

/** POST guest_go_home: a visiting friend goes back to their own home as its owner. */
export async function guestGoHome(caller: Caller, ctx: RequestContext, guestToken: string | undefined): Promise<WithCookies<GoHomeReply>> {
  if (caller.role !== "registered_guest" || !caller.userId || !caller.guestId) throw forbidden(GO_HOME_FAILED);
  const row = guestToken ? await findByGuestToken(hashToken(guestToken)) : await findGuest(caller.guestId);
  if (!row || row.id !== caller.guestId || row.friendUserId !== caller.userId) throw forbidden(GO_HOME_FAILED);
  const me = await findUserWithHome(caller.userId);
  if (!me) throw forbidden(GO_HOME_FAILED);
  await destroySession(ctx);
  const cookie = await createSession({ role: "owner", homeId: me.home.id, userId: me.id }, ctx);
  return {
    data: { owner_name: me.home.ownerName, home_number: me.home.number, home_name: me.home.name, badge_color: me.home.badgeColor, email: me.email ?? "" },
    cookies: [cookie],
  };
}

/** GET guest_invited_homes: the homes the signed-in owner is a friend of (or invited to be). */
export async function invitedHomes(caller: Caller): Promise<{ invited_homes: (FriendHome & { status: "pending" | "accepted" | "revoked" })[] }> {
  const userId = requireOwnerAccount(caller);
  const rows = await listFriendships(userId);
  return { invited_homes: rows.map((row) => ({ ...friendHome(row), status: row.status })) };
}
