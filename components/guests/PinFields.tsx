"use client";

import { useTranslations } from "next-intl";
import { PIN_MAX, PIN_MIN } from "@/lib/guests/pin";

const PIN_PATTERN = new RegExp(`^\\d{${PIN_MIN},${PIN_MAX}}$`);

/** What is wrong with a new PIN and its repetition (a guestPin message key), or null. */
export function pinProblem(pin: string, pinRepeat: string): "invalidPin" | "pinMismatch" | null {
  if (!PIN_PATTERN.test(pin)) return "invalidPin";
  return pin === pinRepeat ? null : "pinMismatch";
}

type Props = {
  pin: string;
  pinRepeat: string;
  onPin: (value: string) => void;
  onPinRepeat: (value: string) => void;
  testIdPrefix: string;
};

/** A new guest PIN, typed twice: digits only, masked, with the phone's number pad. */
export function PinFields({ pin, pinRepeat, onPin, onPinRepeat, testIdPrefix }: Props) {
  const t = useTranslations("guestPin");
  const digits = (value: string) => value.replace(/\D/g, "").slice(0, PIN_MAX);
  return (
    <>
      <input
        className="input"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={PIN_MAX}
        aria-label={t("pin")}
        placeholder={t("pin")}
        value={pin}
        onChange={(e) => onPin(digits(e.target.value))}
        data-testid={`${testIdPrefix}-pin`}
      />
      <input
        className="input"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={PIN_MAX}
        aria-label={t("pinRepeat")}
        placeholder={t("pinRepeat")}
        value={pinRepeat}
        onChange={(e) => onPinRepeat(digits(e.target.value))}
        data-testid={`${testIdPrefix}-pin-repeat`}
      />
    </>
  );
}
