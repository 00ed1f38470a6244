"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { useCopyField } from "@/components/ui/useCopyField";
import { useErrorText } from "@/components/ui/useErrorText";
import { agentOnlineOptions } from "@/components/hems/queries/online";
import { AGENT_TOKEN_NAME_INVALID, NewAgentToken as NewAgentTokenInput } from "@/lib/agent/schemas";
import { ApiError } from "@/lib/http/client";
import { agentTokensKey, agentTokensQuery, createAgentToken, revokeAgentToken, type AgentToken, type NewAgentToken } from "./agentTokens";
import styles from "./TebeSettings.module.css";

/** How long 'Copied.' shows. */
const COPIED_MS = 4_000;

/**
 * Settings, "Home agent" (owner): the home's agent tokens with when each was
 * made and last heard from, Revoke (after a confirmation), and a form that
 * makes one. A new token is shown this once, with the two lines the home
 * server's environment needs.
 */
export function AgentTokens({ homeNumber, publicOrigin }: { homeNumber: string; publicOrigin: string | null }) {
  const t = useTranslations("tbSettings.agent");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const tokens = useQuery(agentTokensQuery());
  const online = useQuery(agentOnlineOptions(homeNumber));
  const nameId = useId();
  const [name, setName] = useState("");
  const [formError, setFormError] = useState("");
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [made, setMade] = useState<NewAgentToken | null>(null);
  const [revoking, setRevoking] = useState<AgentToken | null>(null);

  // A home server connecting or leaving changes its token's last-seen time.
  const isOnline = online.data?.online;
  const seenOnline = useRef(isOnline);
  useEffect(() => {
    const before = seenOnline.current;
    seenOnline.current = isOnline;
    if (before !== undefined && isOnline !== undefined && before !== isOnline) void queryClient.invalidateQueries({ queryKey: agentTokensKey });
  }, [isOnline, queryClient]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: agentTokensKey });

  /** A refusal in the reader's language when it is one of the documented ones, else as the server said it. */
  function describe(error: unknown): string {
    if (error instanceof ApiError && error.httpStatus === 409) return t("tooMany");
    if (error instanceof ApiError && error.serverText === AGENT_TOKEN_NAME_INVALID) return t("nameInvalid");
    return errorText(error);
  }

  const create = useMutation({
    mutationFn: createAgentToken,
    onSuccess: (token) => {
      setName("");
      setMade(token);
      return refresh();
    },
    onError: (error) => setFormError(t("createFailed", { error: describe(error) })),
  });

  const noticeRef = useRef<HTMLParagraphElement>(null);
  const revoke = useMutation({
    mutationFn: (token: AgentToken) => revokeAgentToken(token.id),
    onSuccess: async (_, token) => {
      setNotice({ kind: "ok", text: t("revoked", { name: token.name }) });
      if (made?.id === token.id) setMade(null);
      // Its row (and the button that had the keyboard) goes: the keyboard goes to the notice.
      await refresh();
      noticeRef.current?.focus();
    },
    onError: (error) =>
      setNotice({
        kind: "error",
        text: error instanceof ApiError && error.httpStatus === 404 ? t("alreadyRevoked") : t("revokeFailed", { error: describe(error) }),
      }),
    onSettled: () => {
      setRevoking(null);
      void queryClient.invalidateQueries({ queryKey: agentOnlineOptions(homeNumber).queryKey });
      return refresh();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setFormError("");
    setNotice(null);
    // The server's own check, answered at once.
    const input = NewAgentTokenInput.safeParse({ name });
    if (!input.success) return setFormError(t("nameInvalid"));
    create.mutate(input.data.name);
  }

  const list = tokens.data ?? [];
  return (
    <section className={styles.part} aria-labelledby="tbsettings-agent" data-testid="tbsettings-agent">
      <h2 id="tbsettings-agent">{t("title")}</h2>
      <p className={styles.intro}>{t("intro")}</p>
      {online.data && (
        <p className={styles.agentStatus} data-online={online.data.online} data-testid="agent-status">
          <span className={styles.agentDot} aria-hidden="true" />
          {online.data.online ? t("online") : t("offline")}
        </p>
      )}

      <h3 className={styles.subTitle}>{t("listTitle")}</h3>
      {tokens.isPending ? (
        <p className={styles.muted} role="status" data-testid="agent-tokens-loading">
          {t("loading")}
        </p>
      ) : tokens.isError ? (
        <p className={styles.error} role="alert">
          {t("loadFailed", { error: errorText(tokens.error) })}{" "}
          <button type="button" className="button" onClick={() => void tokens.refetch()}>
            {t("retry")}
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className={styles.muted} data-testid="agent-tokens-empty">
          {t("empty")}
        </p>
      ) : (
        <ul className={styles.tokenList} data-testid="agent-tokens">
          {list.map((token) => (
            <TokenRow key={token.id} token={token} busy={revoke.isPending && revoking?.id === token.id} onRevoke={() => setRevoking(token)} />
          ))}
        </ul>
      )}
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={notice.kind === "ok" ? styles.ok : styles.error}
          role={notice.kind === "ok" ? "status" : "alert"}
          data-testid="agent-notice"
        >
          {notice.text}
        </p>
      )}

      <form className={styles.agentForm} onSubmit={submit} noValidate data-testid="agent-token-form">
        <h3 className={styles.subTitle}>{t("createTitle")}</h3>
        <label className={styles.field} htmlFor={nameId}>
          {t("name")}
        </label>
        <div className={styles.agentFormRow}>
          <input
            id={nameId}
            className="input"
            value={name}
            maxLength={40}
            autoComplete="off"
            placeholder={t("namePlaceholder")}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `${nameId}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
            data-testid="agent-token-name"
          />
          <button type="submit" className="button button-primary" disabled={create.isPending} aria-busy={create.isPending} data-testid="agent-token-create">
            {create.isPending ? t("creating") : t("create")}
          </button>
        </div>
        <p id={`${nameId}-error`} className={styles.error} role="alert" data-testid="agent-token-error">
          {formError}
        </p>
      </form>

      {made && <NewTokenPanel token={made} origin={publicOrigin} onHide={() => setMade(null)} />}

      <ConfirmDialog
        open={!!revoking}
        title={t("revokeTitle")}
        message={revoking ? t("revokeConfirm", { name: revoking.name }) : ""}
        confirmLabel={revoke.isPending ? t("revoking") : t("revoke")}
        destructive
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}

function TokenRow({ token, busy, onRevoke }: { token: AgentToken; busy: boolean; onRevoke: () => void }) {
  const t = useTranslations("tbSettings.agent");
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const created = format.dateTime(new Date(token.created), { dateStyle: "medium" });
  const seen = token.last_seen ? new Date(token.last_seen) : null;
  return (
    <li className={styles.tokenRow} data-testid="agent-token" data-name={token.name}>
      <div className={styles.tokenText}>
        <span className={styles.tokenName}>{token.name}</span>
        <span className={styles.tokenMeta}>
          <span>{t("created", { date: created })}</span>
          <span data-testid="agent-token-seen">
            {seen ? (
              <time dateTime={token.last_seen!} title={format.dateTime(seen, { dateStyle: "medium", timeStyle: "short" })}>
                {t("lastSeen", { when: format.relativeTime(seen, now) })}
              </time>
            ) : (
              t("neverSeen")
            )}
          </span>
        </span>
      </div>
      <button
        type="button"
        className="button"
        onClick={onRevoke}
        disabled={busy}
        aria-label={t("revokeNamed", { name: token.name })}
        data-testid="agent-token-revoke"
      >
        {t("revoke")}
      </button>
    </li>
  );
}

/** The new token, this once: the token and the home server's two environment lines, each with a copy button. */
function NewTokenPanel({ token, origin, onHide }: { token: NewAgentToken; origin: string | null; onHide: () => void }) {
  const t = useTranslations("tbSettings.agent");
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const upstream = origin ?? window.location.origin;
  const lines = `AGENT_UPSTREAM_URL=${upstream}\nAGENT_TOKEN=${token.token}`;

  // The panel appears below the form: bring it into view and the keyboard to it.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: "nearest" });
    panel.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={panel} tabIndex={-1} className={styles.tokenPanel} role="region" aria-labelledby={`${id}-title`} data-testid="agent-new-token">
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t("newTitle", { name: token.name })}
      </h3>
      <p className={styles.onceNote}>{t("onceNote")}</p>
      <label className={styles.field} htmlFor={`${id}-token`}>
        {t("tokenLabel")}
      </label>
      <CopyField id={`${id}-token`} value={token.token} copyLabel={t("copyToken")} testId="agent-new-token-value" />
      <label className={styles.field} htmlFor={`${id}-env`}>
        {t("envLabel")}
      </label>
      <CopyField id={`${id}-env`} value={lines} copyLabel={t("copyEnv")} testId="agent-new-token-env" />
      <div className={styles.formActions}>
        <button type="button" className="button" onClick={onHide} data-testid="agent-new-token-hide">
          {t("hide")}
        </button>
      </div>
    </div>
  );
}

/** A read-only field (wrapping on a phone, never cut) with a copy button; when the clipboard refuses, the text is selected for the reader to copy. */
function CopyField({ id, value, copyLabel, testId }: { id: string; value: string; copyLabel: string; testId: string }) {
  const t = useTranslations("tbSettings.agent");
  const { field, copied, copy } = useCopyField<HTMLTextAreaElement>(value, COPIED_MS);

  return (
    <div className={styles.copyRow}>
      <textarea
        id={id}
        ref={field}
        readOnly
        value={value}
        rows={value.split("\n").length}
        spellCheck={false}
        dir="ltr"
        className={`input ${styles.copyValue}`}
        onFocus={(event) => event.target.select()}
        data-testid={testId}
      />
      <div className={styles.copyActions}>
        <button type="button" className="button" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {copyLabel}
        </button>
        <span className={copied === "failed" ? styles.error : styles.ok} aria-live="polite">
          {copied === "yes" ? t("copied") : copied === "failed" ? t("copyFailed") : ""}
        </span>
      </div>
    </div>
  );
}
