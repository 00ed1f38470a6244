"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { postJson, refusalOf } from "@/lib/http/client";
import { PASSCODE_MIN } from "@/lib/invites/schemas";
import { addAuthorizedInviteCode, previewOf } from "@/lib/invites/visitor";
import { useServerText } from "@/components/ui/useErrorText";
import cardStyles from "@/components/ui/AuthCard.module.css";
import styles from "./Invites.module.css";

type Failure = { headline: string; detail: string | null };

/**
 * /invite/{inviteCode}: the passcode gate of a media-lens invite. A right
 * passcode opens an invite session (its cookie), keeps the code in
 * authorizedInviteCodes and goes to the viewer.
 */
export function PasscodeGate({ code }: { code: string }) {
  const t = useTranslations("invites");
  const tGate = useTranslations("inviteGate");
  const serverText = useServerText();
  const router = useRouter();
  const [passcode, setPasscode] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [expanded, setExpanded] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setExpanded(false);
    if (passcode.trim().length < PASSCODE_MIN) return setFailure({ headline: t("gatePasscodeTooShort"), detail: null });
    setBusy(true);
    setFailure(null);
    const reply = await postJson<{ media_id: string }>(`/api_invite_f2f/validateinvite/${code}`, { passcode }, { unauthorizedRedirect: false });
    if (reply.status) {
      addAuthorizedInviteCode(window.localStorage, code);
      router.push(`/inviteview/${code}`);
      return;
    }
    setBusy(false);
    if (reply.httpStatus === 429) return setFailure({ headline: tGate("tooMany", { seconds: String(reply.retryAfter ?? 60) }), detail: null });
    if (reply.messageKey === "invites.invalidPasscode") return setFailure({ headline: t("invalidPasscode"), detail: null });
    const text = reply.httpStatus === 0 ? "" : serverText(refusalOf(reply));
    setFailure({ headline: t("validationFailed"), detail: text || null });
  }

  const preview = failure?.detail ? previewOf(failure.detail) : null;
  return (
    <div className={cardStyles.card} data-testid="passcode-gate">
      <form onSubmit={submit} className={cardStyles.form} noValidate>
        <h1 className={cardStyles.title}>{t("gateTitle")}</h1>
        <p className={cardStyles.intro}>{tGate("intro")}</p>
        <label className={cardStyles.field}>
          {tGate("passcode")}
          <input
            className="input"
            type="password"
            autoComplete="off"
            autoFocus
            value={passcode}
            onChange={(e) => setPasscode(e.target.value)}
            data-testid="passcode-input"
          />
        </label>
        {failure && (
          <div className={styles.error} role="alert" data-testid="passcode-error">
            <p className={styles.errorHeadline}>{failure.headline}</p>
            {preview && (
              <p className={styles.errorDetail} data-testid="passcode-error-detail">
                {expanded ? failure.detail : preview.text}{" "}
                {preview.cut && (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setExpanded(!expanded)}
                    aria-expanded={expanded}
                    data-testid="passcode-error-more"
                  >
                    {expanded ? tGate("showLess") : tGate("showMore")}
                  </button>
                )}
              </p>
            )}
          </div>
        )}
        <button type="submit" className={`button button-primary ${cardStyles.wide}`} disabled={busy} data-testid="passcode-submit">
          {busy ? tGate("checking") : t("unlock")}
        </button>
      </form>
    </div>
  );
}
