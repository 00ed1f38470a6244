import "server-only";
import { getConfig } from "../config";
import type { RequestContext } from "../http/request-context";
import type { WithCookies } from "../http/reply";
import { callerFromCookieHeader, clearedSessionCookie, createSession, destroySession, type Caller } from "../auth/session";
import { hashSecret, verifySecret } from "../accounts/keys";
import { AppError, badRequest, conflict, forbidden } from "../http/errors";
import { countFailure, refuseIfBlocked, type AttemptLimit } from "../http/rate-limit";
import { startSignInAttempt, trustedDeviceCookie } from "../auth/sign-in-attempts";
import { log } from "../log";
import { applyTemplate } from "../onboarding/templates";
import { DEFAULT_HOME_NAME } from "../homesettings/constants";
import { LOGIN_FAILED_NOT_REGISTERED, USER_ALREADY_REGISTERED, GOOGLE_FLOW_STATES, type GoogleFlowState, type OAuthResult } from "./constants";
import { verifyGoogleIdToken, type GoogleIdentity } from "./google-token";
import { providerOfSubject } from "./nextauth";
import { logRefusedSignIn } from "./sign-in-log";
import {
  clearedEmailOnboardingCookie,
  clearedKnownUserCookie,
  clearedPendingRegistrationCookie,
  emailOnboardingCookie,
  hasKnownUserCookie,
  knownUserCookie,
  pendingRegistrationCookie,
  readEmailOnboarding,
  readPendingRegistration,
} from "./cookies";
import {
  AccountTakenError,
  createOwnerWithHome,
  deleteHome,
  findGuestName,
  findHome,
  findOwnerByEmail,
  findOwnerByGoogleSubject,
  findUserContact,
  isGoogleIdentityTaken,
  startInViewMode,
  updateHomeNames,
  type OwnerWithHome,
} from "./queries";
import type { EmailCredentials, OnboardDataInput } from "./schemas";

// Tebe-face sign-in: Google (an ID token, or the next-auth OAuth dance ending
// at /oauth-callback) and email with password. Every way in ends in the one
// session system of the app (lib/auth/session.ts, cookie hems_session).

export const NOT_SIGNED_IN_WITH_GOOGLE = "You have not signed in with Google. Please sign in with Google first.";
export const WRONG_EMAIL_OR_PASSWORD = "Wrong email or password. Please try again.";
export const DEMO_DISABLED = "Demo accounts are not available on this server.";
const NAME_MAX = 20;

// Failed attempts allowed per 15 minutes (passwords: lib/auth/sign-in-attempts.ts, as for the home-face key).
const ID_TOKEN_PER_ADDRESS: AttemptLimit = { points: 30, durationSeconds: 15 * 60 };
// Every new account costs an argon2 hash and a home: SIGNUPS_PER_HOUR (10) per address per hour.
const accountsPerAddress = (): AttemptLimit => ({ points: getConfig().signupsPerHour, durationSeconds: 60 * 60 });

/** What a successful sign-in answers (documents: login_with_token). */
export type SignInReply = { email: string; owner_name: string; badge_color: string; home_number: string; home_name: string };
/** A reply plus the Set-Cookie values the route sends with it. */

function signInReply(owner: OwnerWithHome): SignInReply {
  return {
    email: owner.email ?? "",
    owner_name: owner.home.ownerName,
    badge_color: owner.home.badgeColor,
    home_number: owner.home.number,
    home_name: owner.home.name,
  };
}

/** The attempt limits' name of an email account's password. */
const passwordAccount = (email: string) => `password:${email}`;

/**
 * A new owner session; signing in always starts in view mode (as on the home
 * face). Any way in (Google too) proves the browser holds the account, so it
 * becomes a known device for the account's password.
 */
async function ownerSessionCookies(ctx: RequestContext, owner: OwnerWithHome): Promise<string[]> {
  await startInViewMode(owner.id);
  const cookies = [await createSession({ role: "owner", homeId: owner.homeId, userId: owner.id }, ctx), knownUserCookie(ctx)];
  if (owner.email) cookies.push(await trustedDeviceCookie(ctx, passwordAccount(owner.email)));
  return cookies;
}

// ---------------------------------------------------------------- Google

/** Checks an ID token; failures count against the caller's address. */
async function verifiedIdentity(ctx: RequestContext, idToken: string): Promise<GoogleIdentity> {
  const address = ctx.clientAddress;
  await refuseIfBlocked("id-token-address", ID_TOKEN_PER_ADDRESS, [address]);
  try {
    return await verifyGoogleIdToken(idToken);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) await countFailure("id-token-address", ID_TOKEN_PER_ADDRESS, [address]);
    throw error;
  }
}

/** POST login_with_token: a registered Google account signs in. */
export async function loginWithIdToken(ctx: RequestContext, idToken: string): Promise<WithCookies<SignInReply>> {
  const identity = await verifiedIdentity(ctx, idToken);
  const owner = await findOwnerByGoogleSubject(identity.subject);
  if (!owner) throw new AppError("NOT_FOUND", LOGIN_FAILED_NOT_REGISTERED);
  return { data: signInReply(owner), cookies: await ownerSessionCookies(ctx, owner) };
}

/** POST preregister_with_token: remembers a verified, unregistered Google account for onboarding. */
export async function preregisterWithIdToken(ctx: RequestContext, idToken: string): Promise<WithCookies<{ email: string }>> {
  const identity = await verifiedIdentity(ctx, idToken);
  if (await isGoogleIdentityTaken(identity.subject, identity.email)) throw conflict(USER_ALREADY_REGISTERED);
  return { data: { email: identity.email }, cookies: [await pendingRegistrationCookie(identity, ctx)] };
}

/** The Google account waiting for onboarding to finish (for the onboarding page), or null. */
export function pendingGoogleRegistration(cookieHeader: string | null | undefined): Promise<GoogleIdentity | null> {
  return readPendingRegistration(cookieHeader);
}

export type RegisterReply = { owner_name: string; home_name: string; home_number: string; email: string };

/**
 * POST register_with_token: creates the home (a new 10-digit number) and its
 * owner for a verified Google account, once; signs the owner in.
 */
export async function registerWithToken(
  ctx: RequestContext,
  input: { onboard_data?: OnboardDataInput; id_token?: string },
): Promise<WithCookies<RegisterReply>> {
  const identity = input.id_token ? await verifiedIdentity(ctx, input.id_token) : await readPendingRegistration(ctx.cookieHeader);
  if (!identity) {
    // An email sign-up's home already exists: onboarding fills it instead.
    const onboarding = await pendingEmailOnboarding(ctx.cookieHeader);
    if (onboarding) return finishEmailOnboarding(ctx, onboarding, input.onboard_data);
    throw forbidden(NOT_SIGNED_IN_WITH_GOOGLE);
  }
  if (await isGoogleIdentityTaken(identity.subject, identity.email)) throw conflict(USER_ALREADY_REGISTERED);
  const profile = input.onboard_data?.user_profile;
  const address = ctx.clientAddress;
  await refuseIfBlocked("account-creation-address", accountsPerAddress(), [address]);
  await countFailure("account-creation-address", accountsPerAddress(), [address]);
  let owner: OwnerWithHome;
  try {
    owner = await createOwnerWithHome({
      email: identity.email,
      googleSubject: identity.subject,
      homeName: profile?.home_name || DEFAULT_HOME_NAME,
      ownerName: profile?.owner_name ?? (identity.name ?? "").slice(0, NAME_MAX).trim(),
    });
  } catch (error) {
    if (error instanceof AccountTakenError) throw conflict(USER_ALREADY_REGISTERED);
    throw error;
  }
  // The template chosen in onboarding (step3.choice) fills the new home, named in the language the owner signed up in.
  await applyTemplate(owner.homeId, input.onboard_data?.step3?.choice, ctx.locale);
  const cookies = [...(await ownerSessionCookies(ctx, owner)), clearedPendingRegistrationCookie(ctx)];
  const { owner_name, home_name, home_number } = signInReply(owner);
  return { data: { owner_name, home_name, home_number, email: identity.email }, cookies };
}

export function parseGoogleFlowState(state: string | null | undefined): GoogleFlowState | null {
  return (GOOGLE_FLOW_STATES as readonly string[]).includes(state ?? "") ? (state as GoogleFlowState) : null;
}

/**
 * The end of the OAuth dance (the server half of /oauth-callback): the Google
 * account next-auth verified signs in (state login) or waits for onboarding
 * (state register). Never throws: every outcome is a documented status text.
 */
export async function completeGoogleFlow(
  ctx: RequestContext,
  state: GoogleFlowState | null,
  identity: GoogleIdentity | null,
): Promise<{ result: OAuthResult; cookies: string[] }> {
  const provider = identity ? providerOfSubject(identity.subject) : undefined;
  const refused = (result: OAuthResult, reason: string) => {
    logRefusedSignIn(provider, reason);
    return { result, cookies: [] };
  };
  if (!state) return refused("UNKNOWN_STATE", "unknown_flow");
  if (!identity) return refused("NO_IDENTITY", "no_identity");
  try {
    if (state === "login") {
      const owner = await findOwnerByGoogleSubject(identity.subject);
      if (!owner) return refused(LOGIN_FAILED_NOT_REGISTERED, "not_registered");
      return { result: "ok", cookies: await ownerSessionCookies(ctx, owner) };
    }
    if (await isGoogleIdentityTaken(identity.subject, identity.email)) return refused(USER_ALREADY_REGISTERED, "already_registered");
    return { result: "ok", cookies: [await pendingRegistrationCookie(identity, ctx)] };
  } catch (error) {
    log.error({ err: error, state, provider }, "Google sign-in could not be completed");
    return { result: state === "login" ? "LOGIN_FAILED" : "REGISTRATION_FAILED", cookies: [] };
  }
}

/** GET bnx: the Google client id for a client-side Google button; empty when not configured. */
export function googleClientId(): { client_id: string } {
  return { client_id: getConfig().google.clientId ?? "" };
}

// ---------------------------------------------------------------- Email and password

// Compared against when the address is unknown (or has no password), so every case takes as long.
let dummyHash: Promise<string> | undefined;

/** The owner with these credentials, or a 400 (a counted failure); 429 when the attempt must wait. */
async function ownerWithPassword(ctx: RequestContext, { email, password }: EmailCredentials): Promise<OwnerWithHome> {
  const attempt = await startSignInAttempt(ctx, passwordAccount(email));
  const owner = await findOwnerByEmail(email);
  const valid = await verifySecret(owner?.passwordHash ?? (await (dummyHash ??= hashSecret("not-a-real-password"))), password);
  if (!owner?.passwordHash || !valid) throw badRequest(WRONG_EMAIL_OR_PASSWORD);
  await attempt.succeeded();
  return owner;
}

async function createEmailOwner(ctx: RequestContext, { email, password }: EmailCredentials): Promise<OwnerWithHome> {
  const address = ctx.clientAddress;
  await refuseIfBlocked("account-creation-address", accountsPerAddress(), [address]);
  await countFailure("account-creation-address", accountsPerAddress(), [address]);
  if (await findOwnerByEmail(email)) throw conflict(USER_ALREADY_REGISTERED);
  try {
    return await createOwnerWithHome({ email, passwordHash: await hashSecret(password), homeName: DEFAULT_HOME_NAME, ownerName: "" });
  } catch (error) {
    if (error instanceof AccountTakenError) throw conflict(USER_ALREADY_REGISTERED);
    throw error;
  }
}

/**
 * POST register: a new email account with its home, signed in at once (no
 * second password entry); onboarding (/tbonboarding) then fills the home like
 * a Google sign-up's (the email onboarding cookie).
 */
export async function registerWithEmail(
  ctx: RequestContext,
  credentials: EmailCredentials,
): Promise<WithCookies<{ email: string; home_number: string; home_name: string }>> {
  const owner = await createEmailOwner(ctx, credentials);
  const cookies = [...(await ownerSessionCookies(ctx, owner)), await emailOnboardingCookie(owner.homeId, ctx)];
  return { data: { email: credentials.email, home_number: owner.home.number, home_name: owner.home.name }, cookies };
}

/** The owner signed in with an email sign-up whose onboarding is not finished, or null. */
export async function pendingEmailOnboarding(cookieHeader: string | null | undefined): Promise<{ caller: Caller; email: string } | null> {
  const [homeId, caller] = await Promise.all([readEmailOnboarding(cookieHeader), callerFromCookieHeader(cookieHeader)]);
  if (!homeId || caller?.role !== "owner" || caller.homeId !== homeId || !caller.userId) return null;
  const user = await findUserContact(caller.userId);
  return user?.email ? { caller, email: user.email } : null;
}

/** register_with_token for an email sign-up: the chosen template and names go into its home, once. */
async function finishEmailOnboarding(
  ctx: RequestContext,
  { caller, email }: { caller: Caller; email: string },
  onboardData: OnboardDataInput | undefined,
): Promise<WithCookies<RegisterReply>> {
  const profile = onboardData?.user_profile;
  const home = await updateHomeNames(caller.homeId, { name: profile?.home_name || undefined, ownerName: profile?.owner_name });
  await applyTemplate(caller.homeId, onboardData?.step3?.choice, ctx.locale);
  return {
    data: { owner_name: home.ownerName, home_name: home.name, home_number: home.number, email },
    cookies: [clearedEmailOnboardingCookie(ctx)],
  };
}

/** POST login: email and password. */
export async function loginWithEmail(ctx: RequestContext, credentials: EmailCredentials): Promise<WithCookies<SignInReply>> {
  const owner = await ownerWithPassword(ctx, credentials);
  return { data: signInReply(owner), cookies: await ownerSessionCookies(ctx, owner) };
}

/** Deletes the home of the owner with these credentials (and everything in it). */
async function deleteAccount(ctx: RequestContext, credentials: EmailCredentials): Promise<WithCookies<boolean>> {
  const owner = await ownerWithPassword(ctx, credentials);
  const caller = await callerFromCookieHeader(ctx.cookieHeader);
  await deleteHome(owner.homeId);
  log.info({ homeId: owner.homeId }, "account unregistered");
  // The caller's own session went with the home: clear its cookie too.
  const cookies = [clearedKnownUserCookie(ctx), ...(caller?.homeId === owner.homeId ? [clearedSessionCookie(ctx)] : [])];
  return { data: true, cookies };
}

/** POST unregister {email, password}. */
export function unregisterWithEmail(ctx: RequestContext, credentials: EmailCredentials): Promise<WithCookies<boolean>> {
  return deleteAccount(ctx, credentials);
}

function requireDemoMode(): void {
  const config = getConfig();
  if (!config.demo && !config.testRoutes) throw forbidden(DEMO_DISABLED);
}

/** POST demoregister: a demo account, signed in at once; answers its user_guid. */
export async function demoRegister(ctx: RequestContext, credentials: EmailCredentials): Promise<WithCookies<{ user_guid: string; email: string }>> {
  requireDemoMode();
  const owner = await createEmailOwner(ctx, credentials);
  return { data: { user_guid: owner.id, email: credentials.email }, cookies: await ownerSessionCookies(ctx, owner) };
}

/** POST demounregister. */
export function demoUnregister(ctx: RequestContext, credentials: EmailCredentials): Promise<WithCookies<boolean>> {
  requireDemoMode();
  return deleteAccount(ctx, credentials);
}

// ---------------------------------------------------------------- Who is signed in

export type LoginStatus = {
  type: "owner" | "guest";
  email: string | null;
  guest_name: string | null;
  home_name: string;
  home_number: string;
  owner_name: string;
  badge_color: string;
  deploy_type: "home" | "tebe";
};

async function describeCaller(caller: Caller) {
  const [home, user, guest] = await Promise.all([
    findHome(caller.homeId),
    caller.userId ? findUserContact(caller.userId) : null,
    caller.guestId ? findGuestName(caller.guestId) : null,
  ]);
  return { home, user, guest };
}

/** GET is_login / login_status / islogin (the caller is required: no session is a 401). */
export async function loginStatus(caller: Caller): Promise<LoginStatus> {
  const { home, user, guest } = await describeCaller(caller);
  return {
    // A visiting friend (registered_guest) is a guest in the host's home.
    type: caller.role === "owner" ? "owner" : "guest",
    email: user?.email ?? null,
    guest_name: guest ? (guest.registeredName ?? guest.name) : null,
    home_name: home?.name ?? "",
    home_number: home?.number ?? "",
    owner_name: home?.ownerName ?? "",
    badge_color: home?.badgeColor ?? "",
    deploy_type: getConfig().deployType,
  };
}

/** GET is_login_details. */
export async function loginDetails(caller: Caller) {
  const { home, user, guest } = await describeCaller(caller);
  const guestName = guest ? (guest.registeredName ?? guest.name) : null;
  return {
    login_type: caller.role === "owner" ? ("owner" as const) : ("guest" as const),
    login_username: caller.role === "owner" ? (user?.name ?? user?.email ?? caller.name) : (guestName ?? caller.name),
    home_number: home?.number ?? "",
    home_name: home?.name ?? "",
    guest_name: guestName,
  };
}

/** GET profile: the home the caller is in; the address only for its owner. */
export async function profile(caller: Caller) {
  const { home, user } = await describeCaller(caller);
  return {
    owner_name: home?.ownerName ?? "",
    home_name: home?.name ?? "",
    home_number: home?.number ?? "",
    email: caller.role === "owner" ? (user?.email ?? null) : null,
  };
}

/** GET check_user_id: has someone registered used this browser, and is a session open. */
export async function checkUserId(ctx: RequestContext): Promise<{ registered: boolean; logged_in: boolean }> {
  const caller = await callerFromCookieHeader(ctx.cookieHeader);
  return { registered: !!caller || hasKnownUserCookie(ctx), logged_in: !!caller };
}

/** logout: ends the session (if any) and clears its cookie. */
export async function logout(ctx: RequestContext): Promise<WithCookies<boolean>> {
  await destroySession(ctx);
  return { data: true, cookies: [clearedSessionCookie(ctx)] };
}

/**
 * POST is_admin {username}: true only for a signed-in owner who is an admin
 * (ADMIN_EMAILS or flagged) and names themselves; guests never.
 */
export async function isAdmin(caller: Caller | null, username: string): Promise<boolean> {
  if (!caller || caller.role !== "owner" || !caller.isAdmin || !caller.userId || !username) return false;
  const user = await findUserContact(caller.userId);
  const own = [user?.name, user?.email].filter((n): n is string => !!n).map((n) => n.toLowerCase());
  return own.includes(username.trim().toLowerCase());
}

/** GET deploy_type. */
export function deployType(): { deploy_type: "home" | "tebe" } {
  return { deploy_type: getConfig().deployType };
}
