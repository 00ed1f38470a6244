"use client";

import { useEffect, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { StatusPage } from "@/components/ui/StatusPage";
import { useCopyField } from "@/components/ui/useCopyField";
import { formatHomeNumber } from "@/lib/guests/schemas";
import type { AddGuestReply } from "@/lib/guests/service";
import styles from "./Managers.module.css";

// Pieces shared by the guest and friend managers.

/** "Copied" stays 7 s (documents: 'Copied' message 7 s). */
const COPIED_MS = 7_000;

type InviteStatus = "pending" | "accepted" | "revoked";

/** A list's query as ListPart reads it (a react-query result). */
type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/** A part of a manager page with a list: its title, then the loading, failed (with Retry) or empty state, or the rows; `after` below the list. */
export function ListPart({
  title,
  query,
  empty,
  emptyText,
  testId,
  children,
  after,
}: {
  title: string;
  query: ListQuery;
  empty: boolean;
  emptyText: string;
  testId: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section className={styles.part}>
      <h2>{title}</h2>
      <ListState query={query} empty={empty} emptyText={emptyText} testId={testId}>
        {children}
      </ListState>
      {after}
    </section>
  );
}

function ListState({
  query,
  empty,
  emptyText,
  testId,
  children,
}: {
  query: ListQuery;
  empty: boolean;
  emptyText: string;
  testId: string;
  children: ReactNode;
}) {
  const t = useTranslations("guests");
  if (query.isPending)
    return (
      <p className={styles.state} aria-busy="true" data-testid={`${testId}-loading`}>
        {t("loading")}
      </p>
    );
  if (query.isError) {
    return (
      <p className={styles.state} role="alert" data-testid={`${testId}-error`}>
        {t("loadFailed")}{" "}
        <button type="button" className="button" onClick={() => query.refetch()}>
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

/** Below the add form: why it was refused, or the new invite's link (with `note` under it). */
export function AddOutcome({ error, errorTestId, invite, note }: { error: string | null; errorTestId: string; invite: AddGuestReply | null; note?: string }) {
  return (
    <>
      <p className={styles.error} role="alert" data-testid={errorTestId}>
        {error}
      </p>
      {invite && <InviteLinkPanel name={invite.guest_name} path={invite.invite_link} note={note} />}
    </>
  );
}

export function StatusBadge({ status }: { status: InviteStatus }) {
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
function InviteLinkPanel({ name, path, note }: { name: string; path: string; note?: string }) {
  const t = useTranslations("guests");
  const url = typeof window === "undefined" ? path : `${window.location.origin}${path}`;
  const { field: input, copied, copy } = useCopyField<HTMLInputElement>(url, COPIED_MS);

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

/** One person or home of a manager's list: who, a detail line, the status and the row's action. */
export function ManagedRow({
  testId,
  data,
  title,
  detail,
  status,
  children,
}: {
  testId: string;
  /** The row's data-* attributes (what the tests find it by). */
  data: Record<`data-${string}`, string>;
  title: ReactNode;
  detail: ReactNode;
  status: InviteStatus;
  children?: ReactNode;
}) {
  return (
    <li className={styles.row} data-testid={testId} {...data}>
      <div className={styles.who}>
        <span className={styles.name}>{title}</span>
        <span className={styles.detail}>{detail}</span>
      </div>
      <StatusBadge status={status} />
      {children}
    </li>
  );
}

/** Revoke (a pending invite) or Delete (an accepted guest or friend). */
export function RemoveButton({ status, onClick, testId }: { status: InviteStatus; onClick: () => void; testId: string }) {
  const t = useTranslations("guests");
  return (
    <button type="button" className="button button-danger" onClick={onClick} data-testid={testId}>
      {status === "pending" ? t("revoke") : t("delete")}
    </button>
  );
}

/** The confirmation before RemoveButton's action; `deleteKey` words the deletion of an accepted one. */
export function RemoveConfirm({
  removing,
  deleteKey,
  busy,
  onCancel,
  onConfirm,
}: {
  removing: { name: string; status: InviteStatus } | null;
  deleteKey: "deleteConfirm" | "deleteFriendConfirm";
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations("guests");
  return (
    <ConfirmDialog
      open={!!removing}
      destructive
      busy={busy}
      confirmLabel={removing?.status === "pending" ? t("revoke") : t("delete")}
      message={removing ? t(removing.status === "pending" ? "revokeConfirm" : deleteKey, { name: removing.name }) : ""}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/** The add form's name field: leading blanks are dropped as they are typed. */
export function NameInput({ label, value, onChange, testId }: { label: string; value: string; onChange: (name: string) => void; testId: string }) {
  return (
    <input
      className="input"
      aria-label={label}
      placeholder={label}
      value={value}
      maxLength={40}
      onChange={(e) => onChange(e.target.value.replace(/^\s+/, ""))}
      data-testid={testId}
    />
  );
}

/** The add form's home number field, formatted (123-4567-890) as it is typed; onChange gets the formatted number. */
export function HomeNumberInput({
  label,
  placeholder,
  value,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (formatted: string) => void;
  testId: string;
}) {
  return (
    <input
      className="input"
      inputMode="numeric"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(formatHomeNumber(e.target.value.replace(/[^\d-]/g, "")))}
      data-testid={testId}
    />
  );
}
