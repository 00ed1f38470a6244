"use client";

import { useTranslations } from "next-intl";
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/tebeauth/constants";
import styles from "@/components/ui/AuthCard.module.css";

type Props = {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  /** "new-password" on registration (shows the length hint), "current-password" to sign in. */
  passwordKind: "new-password" | "current-password";
  hidePassword?: boolean;
};

/** The email and password fields every email form shares. */
export function PasswordFields({ email, password, onEmail, onPassword, passwordKind, hidePassword }: Props) {
  const t = useTranslations("login");
  const tAuth = useTranslations("tebeAuth");
  return (
    <>
      <label className={styles.field}>
        {t("email")}
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={EMAIL_MAX}
          value={email}
          onChange={(e) => onEmail(e.target.value)}
          data-testid="auth-email"
        />
      </label>
      {!hidePassword && (
        <label className={styles.field}>
          {t("password")}
          <input
            className="input"
            type="password"
            autoComplete={passwordKind}
            maxLength={PASSWORD_MAX}
            value={password}
            onChange={(e) => onPassword(e.target.value)}
            data-testid="auth-password"
          />
          {passwordKind === "new-password" && <span className={styles.hint}>{tAuth("passwordHint", { min: PASSWORD_MIN })}</span>}
        </label>
      )}
    </>
  );
}
