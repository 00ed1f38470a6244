"use client";

import { useTranslations } from "next-intl";
import styles from "./Keypad.module.css";

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"];

/** Digits 0-9 and a backspace, for typing a key on a touch screen. */
export function Keypad({ onDigit, onBackspace }: { onDigit: (digit: string) => void; onBackspace: () => void }) {
  const t = useTranslations("login");
  return (
    <div className={styles.keypad} role="group" aria-label={t("keypad")} data-testid="keypad">
      {DIGITS.map((digit) => (
        <button key={digit} type="button" className={styles.key} onClick={() => onDigit(digit)} data-testid={`keypad-${digit}`}>
          {digit}
        </button>
      ))}
      <button type="button" className={styles.key} onClick={onBackspace} aria-label={t("backspace")} data-testid="keypad-backspace">
        ⌫
      </button>
    </div>
  );
}
