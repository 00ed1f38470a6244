import { checkInviteForm, clampDays, clampHours, formOfInvite, INVITE_DEFAULTS, type InviteForm } from "./invite-form";
import { clampDialogHeight, draggedHeight, LENS_DIALOG_HEIGHT } from "./dialogHeight";

const form = (changes: Partial<InviteForm> = {}): InviteForm => ({ ...INVITE_DEFAULTS, passcode: "abcd", ...changes });

describe("invite editor form", () => {
  test("defaults are 7 days, 0 hours and 10 views: 168 hours", () => {
    expect(INVITE_DEFAULTS).toMatchObject({ days: 7, hours: 0, views: 10, useTime: true, useViews: true });
    expect(checkInviteForm(form({ note: "  for Mum " }), false)).toEqual({
      ok: true,
      payload: { expiration: 168, view_count: 10, passcode: "abcd", note: "for Mum" },
    });
  });

  test("each rule gives its message, in the documented order", () => {
    expect(checkInviteForm(form({ useTime: false, useViews: false, passcode: "" }), false)).toEqual({ ok: false, error: "selectExpiration" });
    expect(checkInviteForm(form({ days: 0, hours: 0 }), false)).toEqual({ ok: false, error: "timeZero" });
    expect(checkInviteForm(form({ views: 0 }), false)).toEqual({ ok: false, error: "viewsInvalid" });
    expect(checkInviteForm(form({ views: 2.5 }), false)).toEqual({ ok: false, error: "viewsInvalid" });
    expect(checkInviteForm(form({ views: Number.NaN }), false)).toEqual({ ok: false, error: "viewsInvalid" });
    expect(checkInviteForm(form({ passcode: "  abc  " }), false)).toEqual({ ok: false, error: "passcodeTooShort" });
    expect(checkInviteForm(form({ passcode: "" }), false)).toEqual({ ok: false, error: "passcodeTooShort" });
  });

  test("one method is enough; the other is sent as null; a time-only invite ignores a zero view count", () => {
    expect(checkInviteForm(form({ useViews: false, views: 0, days: 0, hours: 5 }), false)).toEqual({
      ok: true,
      payload: { expiration: 5, view_count: null, passcode: "abcd", note: "" },
    });
    expect(checkInviteForm(form({ useTime: false, days: 0, hours: 0, views: 2 }), false)).toMatchObject({
      ok: true,
      payload: { expiration: null, view_count: 2 },
    });
  });

  test("editing: a blank passcode keeps the current one, a short one is refused", () => {
    expect(checkInviteForm(form({ passcode: "   " }), true)).toEqual({ ok: true, payload: { expiration: 168, view_count: 10, note: "" } });
    expect(checkInviteForm(form({ passcode: "ab" }), true)).toEqual({ ok: false, error: "passcodeTooShort" });
  });

  test("days clamp to 0-3650 and hours to 0-23", () => {
    expect([clampDays(-3), clampDays(5000), clampDays(12.7), clampDays(Number.NaN)]).toEqual([0, 3650, 12, 0]);
    expect([clampHours(-1), clampHours(24), clampHours(23)]).toEqual([0, 23, 23]);
  });

  test("an invite row's form: the time left in days and hours, its view limit", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(formOfInvite({ expires_at_iso: "2026-01-03T05:30:00Z", max_views: 3, note: "n" }, now)).toMatchObject({
      useTime: true,
      days: 2,
      hours: 6,
      useViews: true,
      views: 3,
      passcode: "",
      note: "n",
    });
    expect(formOfInvite({ expires_at_iso: null, max_views: null, note: null }, now)).toMatchObject({ useTime: false, useViews: false, days: 7, views: 10 });
  });
});

describe("lens dialog height", () => {
  test("starts at 60 % and stays within 30-90 %", () => {
    expect(LENS_DIALOG_HEIGHT).toBe(60);
    expect([clampDialogHeight(10), clampDialogHeight(95), clampDialogHeight(61.4)]).toEqual([30, 90, 61]);
  });

  test("dragging the handle up grows the centred dialog by twice the distance", () => {
    expect(draggedHeight(60, -100, 1000)).toBe(80);
    expect(draggedHeight(60, 100, 1000)).toBe(40);
    expect(draggedHeight(60, -1000, 1000)).toBe(90);
  });
});
