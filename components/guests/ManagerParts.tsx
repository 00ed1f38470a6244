"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import styles from "./Managers.module.css";

// Pieces shared by the guest and friend managers.

/** "Copied" stays 7 s (documents: 'Copied' message 7 s). */
const COPIED_MS = 7_000;

/** Loading, failed (with Retry) and empty states of a list; the rows otherwise. */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
  testId,
  children,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations("guests");
  if (loading)
    return (
      <p className={styles.state} aria-busy="true" data-testid={`${testId}-loading`}>
        {t("loading")}
      </p>
    );
  if (error) {
    return (
      <p className={styles.state} role="alert" data-testid={`${testId}-error`}>
        {t("loadFailed")}{" "}
        <button type="button" className="button" onClick={onRetry}>
          {t("retry")}
        </button>
      </p>
    );
  }
  if (empty)
    return (
      <p className={styles.state} data-testid={`${testId}-empty`}>
        {emptyText}
      </p>
    );
  return (
    <ul className={styles.list} data-testid={testId}>
      {children}
    </ul>
  );
}

export function StatusBadge({ status }: { status: "pending" | "accepted" | "revoked" }) {
  const t = useTranslations("guests");
  return (
    <span className={styles.badge} data-status={status} data-testid="guest-status">
      {t(status)}
    </span>
  );
}

/** When a pending invite link stops working, or that it already has. */
export function ExpiryText({ iso }: { iso: string | null }) {
  const t = useTranslations("guests");
  const format = useFormatter();
  if (!iso) return null;
  const at = new Date(iso);
  if (at.getTime() <= Date.now()) return <>{t("expired")}</>;
  return <>{t("expiresAt", { time: format.dateTime(at, { dateStyle: "medium", timeStyle: "short" }) })}</>;
}

/** The invite link returned once by add_guest (only its hash is kept), with a copy button. */
export function InviteLinkPanel({ name, path, note }: { name: string; path: string; note?: string }) {
  const t = useTranslations("guests");
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      input.current?.select();
      setCopied("failed");
    }
  }

  return (
    <div className={styles.linkPanel} data-testid="invite-link-panel">
      <strong>{t("inviteLinkFor", { name })}</strong>
      <div className={styles.linkRow}>
        <input
          ref={input}
          className="input"
          readOnly
          value={url}
          aria-label={t("inviteLinkFor", { name })}
          onFocus={(e) => e.target.select()}
          data-testid="invite-link"
        />
        <button type="button" className="button button-primary" onClick={copy} data-testid="invite-link-copy">
          {t("copyInviteLink")}
        </button>
      </div>
      <p className={styles.help} aria-live="polite">
        {copied === "yes" ? t("copied") : copied === "failed" ? t("copyFailed") : t("inviteExpiryHelp")}
      </p>
      {note && (
        <p className={styles.notice} data-testid="invite-link-note">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * A status page that then loads `to` as a full page after `delayMs`, so the
 * menu bar picks up the session that just changed (a client navigation keeps the old layout).
 */
export function SessionChangedStatus({ title, message, to, delayMs }: { title: string; message: string; to: string; delayMs?: number }) {
  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = window.setTimeout(() => window.location.assign(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs]);
  return <StatusPage title={title} message={message} onOk={() => window.location.assign(to)} />;
}
