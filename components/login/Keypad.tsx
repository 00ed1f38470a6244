"use client";

import type { KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import styles from "./Keypad.module.css";

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"];

type Props = { onDigit: (digit: string) => void; onBackspace: () => void; onEnter: () => void };

/** Digits 0-9 and a backspace, for typing a key on a touch screen. */
export function Keypad({ onDigit, onBackspace, onEnter }: Props) {
  const t = useTranslations("login");
  // A tapped key keeps the focus, so Enter would press it again (one more digit): Enter submits instead.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onEnter();
  }
  return (
    <div className={styles.keypad} role="group" aria-label={t("keypad")} onKeyDown={onKeyDown} data-testid="keypad">
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
