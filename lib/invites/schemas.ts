import { z } from "zod";
import { serverError } from "../http/server-errors";

// Inputs of the invite calls (/api_invite_f2f/*) and the refusals they answer with, shared with the pages: no server imports.

export const OWNERS_ONLY = serverError("inviteGate.ownersOnly");
export const INVITE_NOT_FOUND = serverError("inviteGate.notFound");
export const LENS_NOT_FOUND = "MediaLens not found.";
export const INVALID_PASSCODE = serverError("invites.invalidPasscode");
export const INVITE_ENDED = serverError("inviteGate.ended");
export const PLEASE_VALIDATE = serverError("invites.pleaseValidate");
export const MEDIA_ID_NOT_FOUND = serverError("invites.mediaIdNotFound");

/** Crockford's base32 alphabet (no i, l, o, u): codes read aloud or retyped survive. */
export const INVITE_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** 32 characters of 5 bits: 160 random bits. */
export const INVITE_CODE_LENGTH = 32;
/**
 * A lens invite code. Guest invite tokens (lib/auth/tokens.ts) are 43 base64url
 * characters, so the two kinds sharing /invite/{token} never match each other's shape.
 */
export const INVITE_CODE_PATTERN = /^[0-9a-hjkmnp-tv-z]{32}$/;
export const isInviteCode = (text: string) => INVITE_CODE_PATTERN.test(text);

export const PASSCODE_MIN = 4;
export const PASSCODE_MAX = 128;
export const NOTE_MAX = 500;
export const MAX_DAYS = 3650;
export const MAX_HOURS = MAX_DAYS * 24 + 23;
export const MAX_VIEWS = 1_000_000;

export const INVITE_ERRORS = {
  invalidCode: "Invalid invite code.",
  invalidId: "Invalid id.",
  selectExpiration: "Select at least one expiration method (time or views).",
  passcodeTooShort: "Passcode must be at least 4 characters.",
  passcodeTooLong: "The passcode is too long.",
  timeZero: "Please enter a time greater than 0.",
  viewsInvalid: "View limit must be a positive number.",
  noteTooLong: "The note is too long.",
} as const;

export const InviteCode = z.string().regex(INVITE_CODE_PATTERN, INVITE_ERRORS.invalidCode);
const Id = z.string().regex(/^[0-9a-f-]{36}$/i, INVITE_ERRORS.invalidId);

/** {id}: an invite's (or, for getall and deleteallinvites, a lens's) id. */
export const IdParams = z.object({ id: Id });
/** {id} of the visitor calls: the invite code. */
export const CodeParams = z.object({ id: InviteCode });

const Passcode = z
  .string({ error: INVITE_ERRORS.passcodeTooShort })
  .trim()
  .min(PASSCODE_MIN, INVITE_ERRORS.passcodeTooShort)
  .max(PASSCODE_MAX, INVITE_ERRORS.passcodeTooLong);
/** expiration: hours (days * 24 + hours in the editor), null for no time limit. */
const Expiration = z
  .number({ error: INVITE_ERRORS.timeZero })
  .int(INVITE_ERRORS.timeZero)
  .min(1, INVITE_ERRORS.timeZero)
  .max(MAX_HOURS, INVITE_ERRORS.timeZero)
  .nullable();
/** view_count: the most views, null for no view limit. */
const ViewLimit = z
  .number({ error: INVITE_ERRORS.viewsInvalid })
  .int(INVITE_ERRORS.viewsInvalid)
  .min(1, INVITE_ERRORS.viewsInvalid)
  .max(MAX_VIEWS, INVITE_ERRORS.viewsInvalid)
  .nullable();
const Note = z.string().max(NOTE_MAX, INVITE_ERRORS.noteTooLong);

const atLeastOneLimit = (input: { expiration?: number | null; view_count?: number | null }) => input.expiration != null || input.view_count != null;

/** POST create {resource_id (the lens), expiration, view_count, passcode, note, invite_code? (from get_invite_code)}. */
export const CreateInviteBody = z
  .object({
    resource_id: Id,
    invite_code: InviteCode.optional(),
    expiration: Expiration.default(null),
    view_count: ViewLimit.default(null),
    passcode: Passcode,
    note: Note.default(""),
  })
  .refine(atLeastOneLimit, INVITE_ERRORS.selectExpiration);
export type CreateInviteInput = z.output<typeof CreateInviteBody>;

/** PATCH update/{id} {payload}: the fields to change (an empty or absent passcode keeps the old one). */
export const UpdateInviteBody = z.object({
  payload: z.object({
    expiration: Expiration.optional(),
    view_count: ViewLimit.optional(),
    passcode: z.union([z.literal(""), Passcode]).optional(),
    note: Note.optional(),
  }),
});
export type UpdateInviteInput = z.output<typeof UpdateInviteBody>["payload"];

/** POST validateinvite/{code} {passcode}: no length rule here, a wrong passcode is just wrong. */
export const ValidateBody = z.object({ passcode: z.string({ error: "Invalid passcode" }).max(PASSCODE_MAX, "Invalid passcode") });

/** ?invite_code= of the invite's photo call. */
export const InviteCodeQuery = z.object({ invite_code: InviteCode.optional() });
