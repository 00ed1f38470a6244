"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { inviteApi, inviteLink, invitesQuery, lensKeys, type InviteRow, type InviteStats } from "./api";
import { InviteEditor } from "./InviteEditor";
import { LensDialog } from "./LensDialog";
import styles from "./Lenses.module.css";

type Props = { lensId: string; lensTitle: string; onClose: () => void };

/**
 * The invite manager of one lens: each invite with its expiry, views and
 * state, and copy link, edit, renew, revoke (disabled once revoked) and stats;
 * create an invite, clear them all.
 */
export function InviteManager({ lensId, lensTitle, onClose }: Props) {
  const t = useTranslations("invites");
  const tLens = useTranslations("lens");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery(lensId));
  const [editing, setEditing] = useState<InviteRow | "new" | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [stats, setStats] = useState<{ id: string; data: InviteStats } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: lensKeys.invites(lensId) });

  async function run(action: () => Promise<unknown>, failure: string) {
    try {
      await action();
      setNotice(null);
    } catch {
      setNotice({ text: failure, error: true });
    }
    await refresh();
  }

  async function copy(code: string) {
    const link = inviteLink(code);
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ text: tLens("inviteLinkCopied", { link }), error: false });
    } catch (error) {
      console.warn("Copy failed", error);
    }
  }

  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }) : null);
  const timeLeft = (seconds: number | null) =>
    seconds === null
      ? tLens("statsNoLimit")
      : tLens("statsDaysHours", {
          days: Math.floor(seconds / 86_400),
          hours: Math.floor((seconds % 86_400) / 3_600),
          minutes: Math.floor((seconds % 3_600) / 60),
        });

  if (editing)
    return (
      <InviteEditor
        lensId={lensId}
        invite={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    );

  return (
    <>
      <LensDialog
        title={tLens("invitesOf", { title: lensTitle || tLens("untitled") })}
        onDismiss={onClose}
        testId="invite-manager"
        actions={
          <>
            <button
              type="button"
              className="button button-danger"
              onClick={() => setConfirmClear(true)}
              disabled={!invites.data?.length}
              data-testid="invites-clear"
            >
              {t("clearAll")}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {tCommon("close")}
            </button>
            <button type="button" className="button button-primary" onClick={() => setEditing("new")} data-testid="invites-create">
              {t("createInvite")}
            </button>
          </>
        }
      >
        {notice && (
          <p className={notice.error ? styles.formError : styles.formNotice} role={notice.error ? "alert" : "status"} data-testid="invites-notice">
            {notice.text}
          </p>
        )}
        {invites.isPending && <p role="status">{tCommon("loadingEllipsis")}</p>}
        {invites.isError && (
          <p className={styles.formError} role="alert" data-testid="invites-load-failed">
            {tLens("invitesLoadFailed")}
          </p>
        )}
        {invites.data?.length === 0 && <p data-testid="invites-empty">{tLens("noInvites")}</p>}
        {invites.data && invites.data.length > 0 && (
          <ul className={styles.inviteList}>
            {invites.data.map((invite) => (
              <li key={invite.id} className={styles.inviteRow} data-testid="invite-row" data-revoked={invite.revoked}>
                <div className={styles.inviteInfo}>
                  <code className={styles.inviteCode}>{invite.invite_code}</code>
                  {invite.note && <span>{invite.note}</span>}
                  <span>{invite.expires_at_iso ? t("expiresAt", { date: when(invite.expires_at_iso) ?? "" }) : tLens("noTimeLimit")}</span>
                  <span>
                    {invite.max_views === null
                      ? tLens("viewsNoLimit", { count: invite.view_count })
                      : t("viewCount", { count: invite.view_count, max: invite.max_views })}
                  </span>
                  {invite.revoked && <strong>{tLens("revoked")}</strong>}
                </div>
                <div className={styles.inviteButtons}>
                  <button type="button" className="button" onClick={() => void copy(invite.invite_code)}>
                    {tLens("copyLink")}
                  </button>
                  <button type="button" className="button" onClick={() => setEditing(invite)} data-testid="invite-edit">
                    {tCommon("edit")}
                  </button>
                  <button type="button" className="button" onClick={() => void run(() => inviteApi.renew(invite.id), tLens("renewFailed"))}>
                    {t("renew")}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={invite.revoked}
                    onClick={() => void run(() => inviteApi.revoke(invite.id), t("revokeFailed"))}
                    data-testid="invite-revoke"
                  >
                    {t("revoke")}
                  </button>
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      void inviteApi.stats(invite.id).then(
                        (data) => setStats({ id: invite.id, data }),
                        () => setNotice({ text: tLens("statsFailed"), error: true }),
                      )
                    }
                  >
                    {tLens("stats")}
                  </button>
                </div>
                {stats?.id === invite.id && (
                  <dl className={styles.inviteStats} data-testid="invite-stats">
                    {(
                      [
                        ["statsViewsUsed", stats.data.views_used],
                        ["statsViewsLeft", stats.data.views_left ?? tLens("statsNoLimit")],
                        ["statsTimeLeft", timeLeft(stats.data.time_left_seconds)],
                        ["statsFirstView", when(stats.data.first_view_at) ?? tLens("statsNever")],
                        ["statsLastView", when(stats.data.last_view_at) ?? tLens("statsNever")],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label} data-testid={`invite-${label}`}>
                        <dt>{tLens(label)}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        )}
      </LensDialog>
      <ConfirmDialog
        open={confirmClear}
        destructive
        message={tLens("clearAllConfirm")}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          void run(() => inviteApi.deleteAll(lensId), t("clearFailed"));
        }}
      />
    </>
  );
}
