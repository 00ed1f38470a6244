"use client";

import { useState, type FormEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getJson, postJson, unwrap } from "@/lib/http/client";
import { AGENT_TOKEN_REFUSED } from "@/lib/agent/protocol";
import type { AgentConnection } from "@/lib/agent/upstream";
// The settings sections share one look (a card with an intro, a form, its error and notice).
import styles from "./MediaRootsSection.module.css";
import own from "./AgentSection.module.css";

const connectionKey = ["ctx", "agent_connection"] as const;

/** Asked again this often while the agent is on its way to the hosted service. */
const POLL_CONNECTING_MS = 2_000;

const connectionQuery = () =>
  queryOptions({
    queryKey: connectionKey,
    queryFn: async () => unwrap(await getJson<AgentConnection>("/api_ctx/agent_connection")),
    refetchInterval: (query) => (query.state.data?.upstream_url && !query.state.data.connected ? POLL_CONNECTING_MS : false),
  });

/**
 * Settings, "Hosted service" (owner, home face): where this home's agent
 * connects (lib/agent/upstream.ts), whether it is connected, and a form to
 * enter the hosted service's address and an agent token made there.
 */
export function AgentSection({ initial }: { initial: AgentConnection }) {
  const t = useTranslations("settings.agent");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const connection = useQuery({ ...connectionQuery(), initialData: initial });
  const [address, setAddress] = useState("");
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (call: { url: "/api_ctx/connect_agent" | "/api_ctx/disconnect_agent"; body: unknown }) =>
      unwrap(await postJson<AgentConnection>(call.url, call.body)),
    onSuccess: (state) => {
      queryClient.setQueryData(connectionKey, state);
      setToken("");
    },
    onError: (failure) => setError(failure.message),
  });

  function connect(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!address.trim() || !token.trim()) return setError(t("missing"));
    save.mutate({ url: "/api_ctx/connect_agent", body: { upstream_url: address.trim(), token: token.trim() } });
  }

  const state = connection.data;
  return (
    <section className={styles.part} data-testid="settings-agent" aria-labelledby="agent-title">
      <h2 id="agent-title">{t("title")}</h2>
      <p className={styles.intro}>{t("intro")}</p>
      <p role="status" data-testid="agent-status" data-connected={state.connected}>
        {state.connected && state.since
          ? t("connected", { url: state.upstream_url ?? "", since: format.dateTime(new Date(state.since), { dateStyle: "medium", timeStyle: "short" }) })
          : state.upstream_url
            ? t("connecting", { url: state.upstream_url })
            : t("notConnected")}
      </p>
      {state.error && !state.connected && (
        <p className={styles.warning} data-testid="agent-error">
          {state.error === AGENT_TOKEN_REFUSED ? t("tokenRefused") : t("lastError", { error: state.error })}
        </p>
      )}
      {state.from_environment ? (
        <p className={styles.help}>{t("fromEnvironment")}</p>
      ) : (
        <form className={styles.form} onSubmit={connect} noValidate data-testid="agent-form">
          <div className={`${styles.fields} ${own.fields}`}>
            <label className={`${styles.field} ${styles.pathField}`}>
              <span>{t("address")}</span>
              <input
                className={`input ${styles.input}`}
                type="url"
                value={address}
                placeholder="https://"
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                onChange={(e) => setAddress(e.target.value)}
                data-testid="agent-address"
              />
            </label>
            <label className={`${styles.field} ${styles.pathField}`}>
              <span>{t("token")}</span>
              <input
                className={`input ${styles.input}`}
                type="password"
                value={token}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                onChange={(e) => setToken(e.target.value)}
                data-testid="agent-token"
              />
            </label>
            <button type="submit" className={`button button-primary ${styles.addButton}`} disabled={save.isPending} data-testid="agent-connect">
              {t("connect")}
            </button>
          </div>
          <p className={styles.help}>{t("help")}</p>
          <p className={styles.error} role="alert" data-testid="agent-form-error">
            {error}
          </p>
          {state.upstream_url && (
            <div className={styles.actions}>
              <button
                type="button"
                className="button"
                disabled={save.isPending}
                onClick={() => save.mutate({ url: "/api_ctx/disconnect_agent", body: {} })}
                data-testid="agent-disconnect"
              >
                {t("disconnect")}
              </button>
            </div>
          )}
        </form>
      )}
    </section>
  );
}
