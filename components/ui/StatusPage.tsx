"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { STATUS_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import { secondsLeft } from "./timing";
import styles from "./ui.module.css";

type Props = {
  title: ReactNode;
  message: ReactNode;
  /** Goes here automatically after `delayMs`; leave out for no auto-redirect. */
  redirectTo?: string;
  delayMs?: number;
  /** Where OK goes (default: `redirectTo`, else the home page), unless `onOk` is given. */
  okHref?: string;
  okLabel?: string;
  onOk?: () => void;
};

/** A full-page notice with OK, optionally redirecting with a visible countdown. */
export function StatusPage({ title, message, redirectTo, delayMs = STATUS_REDIRECT_DELAY_MS, okHref, okLabel, onOk }: Props) {
  const t = useTranslations("status");
  const tDialogs = useTranslations("dialogs");
  const router = useRouter();
  const [seconds, setSeconds] = useState(() => Math.ceil(delayMs / 1000));
  const left = useRef(false);

  useEffect(() => {
    if (!redirectTo) return;
    const deadline = Date.now() + delayMs;
    const tick = window.setInterval(() => {
      const remaining = secondsLeft(deadline, Date.now());
      setSeconds(remaining);
      if (remaining === 0 && !left.current) {
        left.current = true;
        window.clearInterval(tick);
        router.replace(redirectTo);
      }
    }, 250);
    return () => window.clearInterval(tick);
  }, [redirectTo, delayMs, router]);

  function ok() {
    left.current = true;
    if (onOk) onOk();
    else router.push(okHref ?? redirectTo ?? "/");
  }

  return (
    <section className={styles.statusPage} data-testid="status-page">
      <div className={styles.statusCard}>
        <h1 className={styles.statusTitle} data-testid="status-title">
          {title}
        </h1>
        <p className={styles.statusMessage} data-testid="status-message">
          {message}
        </p>
        {redirectTo && (
          <p className={styles.countdown} aria-live="polite" data-testid="status-countdown">
            {t("redirectCountdown", { seconds })}
          </p>
        )}
        <button type="button" className="button button-primary" onClick={ok} data-testid="status-ok">
          {okLabel ?? tDialogs("ok")}
        </button>
      </div>
    </section>
  );
}
