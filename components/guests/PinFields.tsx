"use client";

import { useTranslations } from "next-intl";
import { PIN_MAX, PIN_MIN } from "@/lib/guests/pin";

const PIN_PATTERN = new RegExp(`^\\d{${PIN_MIN},${PIN_MAX}}$`);

/** What is wrong with a new PIN and its repetition (a guestPin message key), or null. */
export function pinProblem(pin: string, pinRepeat: string): "invalidPin" | "pinMismatch" | null {
  if (!PIN_PATTERN.test(pin)) return "invalidPin";
  return pin === pinRepeat ? null : "pinMismatch";
}

type PinInputProps = {
  label: string;
  value: string;
  /** The digits typed (anything else is dropped), at most PIN_MAX. */
  onChange: (digits: string) => void;
  /** "new-password" while choosing a PIN, "current-password" to sign in with it. */
  autoComplete: "new-password" | "current-password";
  testId: string;
};

/** One guest PIN field: digits only, masked, with the phone's number pad. */
export function PinInput({ label, value, onChange, autoComplete, testId }: PinInputProps) {
  return (
    <input
      className="input"
      type="password"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={PIN_MAX}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, PIN_MAX))}
      data-testid={testId}
    />
  );
}

type Props = {
  pin: string;
  pinRepeat: string;
  onPin: (value: string) => void;
  onPinRepeat: (value: string) => void;
  testIdPrefix: string;
};

/** A new guest PIN, typed twice. */
export function PinFields({ pin, pinRepeat, onPin, onPinRepeat, testIdPrefix }: Props) {
  const t = useTranslations("guestPin");
  return (
    <>
      <PinInput label={t("pin")} value={pin} onChange={onPin} autoComplete="new-password" testId={`${testIdPrefix}-pin`} />
      <PinInput label={t("pinRepeat")} value={pinRepeat} onChange={onPinRepeat} autoComplete="new-password" testId={`${testIdPrefix}-pin-repeat`} />
    </>
  );
}

/** The guest's name on the sign-in forms (/glogin, the invite link): focused first. */
export function GuestNameInput({ label, value, onChange, testId }: { label: string; value: string; onChange: (name: string) => void; testId: string }) {
  return (
    <input className="input" aria-label={label} placeholder={label} value={value} autoFocus onChange={(e) => onChange(e.target.value)} data-testid={testId} />
  );
}
