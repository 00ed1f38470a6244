import { z } from "zod";
import { serverError } from "../http/server-errors";
import { PIN_MAX, PIN_MIN } from "./pin";

// Inputs of the guests-and-friends calls of /api_tebeauth and the refusals they
// answer with. No server-only imports: the guest manager and the guest login
// form reuse these schemas.

export const GUEST_NAME_TOO_SHORT = "Guest name must be at least 2 characters long.";
export const GUEST_NAME_MAX = 40;
export const GUEST_NAME_TOO_LONG = `Guest name cannot exceed ${GUEST_NAME_MAX} characters.`;
export const INVALID_GUEST_EMAIL = "Please enter a valid email address.";
export const INVALID_HOME_NUMBER = "Home number must be digits only, at most 10 digits.";
export const EMAIL_OR_HOME_NUMBER = "Please provide either an email or a home number, not both.";
export const PROVIDE_INVITE_NAME = "Please provide the name of this invite.";
export const PROVIDE_VALID_NAME = "Please provide a valid name.";
export const PROVIDE_HOME_NUMBER_AND_NAME = "Please provide both a valid home number and name.";
export const MISSING_INVITE_TOKEN = "The invite token is missing.";
export const MISSING_GUEST_TOKEN = "The guest token is missing.";
export const HOME_NUMBER_MAX = 10;
export { PIN_MAX, PIN_MIN } from "./pin";
export const INVALID_PIN = serverError("guestPin.invalidPin");
export const PROVIDE_PIN = serverError("guestPin.providePin");
export const GUEST_NAME_TAKEN = "A guest with this name already exists.";
export const GUEST_NOT_FOUND = "Guest not found.";
export const OWN_HOME_NUMBER = "You cannot invite your own home.";
export const INVALID_INVITE = "This invite is invalid or has expired.";
export const FRIEND_INVITE_NEEDS_SIGN_IN = "This invite is for a registered owner. Please sign in and accept it from your home.";
export const NOT_YOUR_INVITE = "This invite is not addressed to your home.";
export const GUEST_LOGIN_FAILED = serverError("guestPin.loginFailed");
export const GUEST_PIN_NOT_SET = serverError("guestPin.pinNotSet");
export const GUEST_PIN_ALREADY_SET = serverError("guestPin.pinAlreadySet");
export const GUESTS_ONLY = serverError("guestPin.guestsOnly");
export const FRIEND_VISIT_FAILED = "You are not a friend of this home.";
export const GO_HOME_FAILED = "Go Back Home Failed";
export const OWNERS_ONLY = "Only the owner of this home can do this.";

const TOKEN_MAX = 200;

/** Home numbers are shown 3-4-3 with dashes; spaces and dashes are dropped. */
export function normalizeHomeNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || undefined);

export const AddGuestInput = z
  .object({
    guest_name: z.string({ error: GUEST_NAME_TOO_SHORT }).trim().min(2, GUEST_NAME_TOO_SHORT).max(GUEST_NAME_MAX, GUEST_NAME_TOO_LONG),
    guest_email: optionalText.pipe(z.email(INVALID_GUEST_EMAIL).max(254, INVALID_GUEST_EMAIL).toLowerCase().optional()),
    guest_home_number: optionalText
      .transform((v) => (v === undefined ? undefined : normalizeHomeNumber(v)))
      .pipe(
        z
          .string()
          .regex(new RegExp(`^\\d{1,${HOME_NUMBER_MAX}}$`), INVALID_HOME_NUMBER)
          .optional(),
      ),
  })
  .refine((v) => !(v.guest_email && v.guest_home_number), { message: EMAIL_OR_HOME_NUMBER });
export type AddGuest = z.output<typeof AddGuestInput>;

export const GuestNameInput = z.object({
  guest_name: z.string({ error: PROVIDE_VALID_NAME }).trim().min(1, PROVIDE_VALID_NAME).max(GUEST_NAME_MAX, PROVIDE_VALID_NAME),
});

const InviteToken = z.string({ error: MISSING_INVITE_TOKEN }).trim().min(1, MISSING_INVITE_TOKEN).max(TOKEN_MAX, MISSING_INVITE_TOKEN);

/** A new guest PIN: 4 to 10 digits (the guest's secret for guest_login on another device). */
export const NewPin = z.string({ error: INVALID_PIN.key }).regex(new RegExp(`^\\d{${PIN_MIN},${PIN_MAX}}$`), INVALID_PIN.key);

export const AcceptInviteInput = z.object({
  invite_token: InviteToken,
  guest_name: z.string({ error: PROVIDE_INVITE_NAME }).trim().min(1, PROVIDE_INVITE_NAME).max(GUEST_NAME_MAX, PROVIDE_INVITE_NAME),
  pin: NewPin,
});

/** set_guest_pin: a guest who accepted before PINs existed chooses one from their session. */
export const SetGuestPinInput = z.object({ pin: NewPin });

export const AcceptInviteAuthenticatedInput = z.object({ invite_token: InviteToken });

export const GuestLoginInput = z.object({
  guest_name: z.string({ error: PROVIDE_VALID_NAME }).trim().min(1, PROVIDE_VALID_NAME).max(GUEST_NAME_MAX, PROVIDE_VALID_NAME),
  home_number: z
    .union([z.string(), z.number()], { error: PROVIDE_HOME_NUMBER_AND_NAME })
    .transform((v) => normalizeHomeNumber(String(v)))
    .pipe(z.string().regex(new RegExp(`^\\d{1,${HOME_NUMBER_MAX}}$`), PROVIDE_HOME_NUMBER_AND_NAME)),
  // Any length up to the maximum: a wrong PIN is judged (and counted) like a wrong name, not as input.
  pin: z.string({ error: PROVIDE_PIN.key }).min(1, PROVIDE_PIN.key).max(PIN_MAX, INVALID_PIN.key),
});

const GuestToken = z.string({ error: MISSING_GUEST_TOKEN }).trim().min(1, MISSING_GUEST_TOKEN).max(TOKEN_MAX, MISSING_GUEST_TOKEN);

/**
 * A signed-in owner visits a friend's home: by the guest token from
 * accept_invite_authenticated, or (another browser, token not kept) by the
 * home number listed by guest_invited_homes; the session proves who they are.
 */
export const FriendVisitInput = z
  .object({
    guest_token: GuestToken.optional(),
    home_number: z
      .union([z.string(), z.number()])
      .transform((v) => normalizeHomeNumber(String(v)))
      .pipe(z.string().regex(new RegExp(`^\\d{1,${HOME_NUMBER_MAX}}$`), INVALID_HOME_NUMBER))
      .optional(),
  })
  .refine((v) => !!v.guest_token || !!v.home_number, { message: MISSING_GUEST_TOKEN });
export type FriendVisit = z.output<typeof FriendVisitInput>;

/** guest_go_home: the session names the friend; a token, when sent, must match it. */
export const GoHomeInput = z.object({ guest_token: GuestToken.optional() });

/** Home numbers are shown in groups of 3, 4 and 3 digits: 123-4567-890. */
export function formatHomeNumber(value: string): string {
  const digits = normalizeHomeNumber(value).replace(/\D/g, "").slice(0, HOME_NUMBER_MAX);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join("-");
}
