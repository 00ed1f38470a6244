import { z } from "zod";

// The invite editor's form (seeds 001 section 5): expiry by time (days 0-3650,
// hours 0-23), by views (at least 1), or both; a passcode of at least 4
// characters after trim; a note. Client side only: the invite calls
// themselves (lib/invites) check again on the server. Errors are message keys
// of the "invites" namespace.

export const INVITE_DAYS_MAX = 3650;
export const INVITE_HOURS_MAX = 23;
export const INVITE_VIEWS_MIN = 1;
export const PASSCODE_MIN = 4;
export const INVITE_DEFAULTS = { useTime: true, days: 7, hours: 0, useViews: true, views: 10, passcode: "", note: "" } as const;

export type InviteForm = { useTime: boolean; days: number; hours: number; useViews: boolean; views: number; passcode: string; note: string };

/** The body of create and update/{id}: expiration in hours and view_count, null for a method not chosen. */
export type InvitePayload = { expiration: number | null; view_count: number | null; passcode?: string; note: string };

export type InviteFormError = "selectExpiration" | "timeZero" | "viewsInvalid" | "passcodeTooShort";

const clampInt = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min);

/** What a number field keeps of typed text: days 0-3650, hours 0-23 (views are judged on save, so 0 can show its message). */
export const clampDays = (value: number) => clampInt(value, 0, INVITE_DAYS_MAX);
export const clampHours = (value: number) => clampInt(value, 0, INVITE_HOURS_MAX);

// An emptied number field is NaN: it reaches the rules below instead of a zod type error.
const Num = z.union([z.number(), z.nan()]);

const Form = z
  .object({
    useTime: z.boolean(),
    days: Num,
    hours: Num,
    useViews: z.boolean(),
    views: Num,
    passcode: z.string(),
    note: z.string(),
    /** Editing an invite: a blank passcode keeps the current one. */
    editing: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const fail = (message: InviteFormError) => ctx.addIssue({ code: "custom", message });
    if (!form.useTime && !form.useViews) return fail("selectExpiration");
    if (form.useTime && clampDays(form.days) === 0 && clampHours(form.hours) === 0) return fail("timeZero");
    if (form.useViews && (!Number.isInteger(form.views) || form.views < INVITE_VIEWS_MIN)) return fail("viewsInvalid");
    const passcode = form.passcode.trim();
    if ((!form.editing || passcode !== "") && passcode.length < PASSCODE_MIN) return fail("passcodeTooShort");
  });

/** The payload of a valid form, or the message key of its first problem (in the order of section 5). */
export function checkInviteForm(form: InviteForm, editing: boolean): { ok: true; payload: InvitePayload } | { ok: false; error: InviteFormError } {
  const result = Form.safeParse({ ...form, editing });
  if (!result.success) return { ok: false, error: result.error.issues[0]!.message as InviteFormError };
  const passcode = form.passcode.trim();
  return {
    ok: true,
    payload: {
      expiration: form.useTime ? clampDays(form.days) * 24 + clampHours(form.hours) : null,
      view_count: form.useViews ? form.views : null,
      ...(passcode ? { passcode } : {}),
      note: form.note.trim(),
    },
  };
}

/** An invite row's form for editing: the time it has left (whole hours, rounded up) and its view limit. */
export function formOfInvite(row: { expires_at_iso: string | null; max_views: number | null; note: string | null }, now: number): InviteForm {
  const left = row.expires_at_iso ? Math.max(0, Math.ceil((Date.parse(row.expires_at_iso) - now) / 3_600_000)) : null;
  return {
    useTime: left !== null,
    days: left === null ? INVITE_DEFAULTS.days : clampDays(Math.floor(left / 24)),
    hours: left === null ? INVITE_DEFAULTS.hours : left % 24,
    useViews: row.max_views !== null,
    views: row.max_views ?? INVITE_DEFAULTS.views,
    passcode: "",
    note: row.note ?? "",
  };
}
