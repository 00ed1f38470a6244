"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { IndexStatus } from "@/lib/search/service";
import { indexStatusQuery, startIndex } from "./api";
import type { SearchKind } from "./order";
import styles from "./Search.module.css";

/**
 * The owner's "Rebuild the search index" part of the settings pages: one row
 * per index (the home's files, its video links) with a button (start_gidx)
 * and a progress bar fed by gidx_status (items indexed of total, state),
 * asked every second while a rebuild runs.
 */
export function SearchIndexSection({ kinds, className }: { kinds: SearchKind[]; className?: string }) {
  const t = useTranslations("searchIndex");
  return (
    <section className={className} aria-labelledby="search-index-title" data-testid="search-index">
      <h2 id="search-index-title">{t("title")}</h2>
      <p className={styles.indexHint}>{t("hint")}</p>
      {kinds.map((kind) => (
        <IndexRow key={kind} kind={kind} />
      ))}
    </section>
  );
}

function IndexRow({ kind }: { kind: SearchKind }) {
  const t = useTranslations("searchIndex");
  const queryClient = useQueryClient();
  const status = useQuery(indexStatusQuery(kind));
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const data = status.data;
  const running = data?.state === "running";

  async function rebuild() {
    setStarting(true);
    setError(null);
    try {
      queryClient.setQueryData<IndexStatus>(indexStatusQuery(kind).queryKey, await startIndex(kind));
    } catch (e) {
      setError(e instanceof Error ? e.message : t("failed"));
    } finally {
      setStarting(false);
    }
  }

  const label = t(kind === "f2f" ? "files" : "links");
  return (
    <div className={styles.indexRow} data-testid={`search-index-${kind}`} data-state={data?.state ?? "loading"}>
      <div className={styles.indexHead}>
        <span id={`search-index-${kind}-label`}>{label}</span>
        <button type="button" className="button" onClick={rebuild} disabled={starting || running || !data} data-testid={`search-index-${kind}-rebuild`}>
          {running || starting ? t("rebuilding") : t("rebuild")}
        </button>
      </div>
      <progress
        className={styles.indexBar}
        max={Math.max(1, data?.total ?? 1)}
        value={data ? data.items_indexed : undefined}
        aria-labelledby={`search-index-${kind}-label`}
        data-testid={`search-index-${kind}-bar`}
      />
      <p className={styles.indexStatus} role="status" data-testid={`search-index-${kind}-status`}>
        {data ? t("progress", { indexed: data.items_indexed, total: data.total, state: t(`state.${data.state}`) }) : t("loading")}
      </p>
      {error && (
        <p role="alert" className={styles.indexError}>
          {error}
        </p>
      )}
    </div>
  );
}
