"use client";

import { useState } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/ui/useErrorText";
import { swapInPlace } from "@/lib/arrays";
import { useSettingsLink } from "@/components/ui/SettingsLink";
import { autoPlayConfigQuery, channelApi, channelKeys, type AutoPlayConfigView } from "./api";
import { AUTOPLAY_ERROR_MS, AUTOPLAY_SAVED_MS } from "./constants";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import styles from "./Channels.module.css";

type Row = { fileName: string; name: string };

/**
 * /autoplaylist and /tbautoplaylist/y: which channels play automatically and
 * in which order. Checked channels come first and are ordered with Up and
 * Down; an unchecked channel drops out of the order.
 */
export function AutoPlayConfig({ tebeView, isOwner }: { tebeView: boolean; isOwner: boolean }) {
  const config = useQuery(autoPlayConfigQuery(tebeView));
  const t = useTranslations("channels");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const settingsLink = useSettingsLink();
  if (config.isPending)
    return (
      <div className={styles.page}>
        <p className={styles.muted}>{tc("loading")}</p>
      </div>
    );
  if (config.isError)
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.error}>
          {errorText(config.error)}
        </p>
      </div>
    );
  if (config.data.channel_order.length === 0) {
    return (
      <div className={styles.page} data-testid="autoplay-config">
        <h1>{t("autoPlayTitle")}</h1>
        <p className={styles.empty} data-testid="autoplay-empty">
          {t.rich("noChannels", { settings: settingsLink })}
        </p>
      </div>
    );
  }
  return <AutoPlayEditor initial={config.data} tebeView={tebeView} isOwner={isOwner} />;
}

/** Where "Play auto channels" goes: /tbauch in tebe view; on the home face its home page, whose page 1 plays the auto channels. */
export const autoPlayHref = (tebeView: boolean) => (tebeView ? "/tbauch" : "/");

function AutoPlayEditor({ initial, tebeView, isOwner }: { initial: AutoPlayConfigView; tebeView: boolean; isOwner: boolean }) {
  const t = useTranslations("channels");
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => initial.channel_order.map((c) => ({ fileName: c.channel_json_id, name: c.channel_name })));
  const [checked, setChecked] = useState<Set<string>>(() => new Set(initial.autoplay_channels));
  const [message, showMessage] = useTimedMessage();

  const ordered = [...rows.filter((r) => checked.has(r.fileName)), ...rows.filter((r) => !checked.has(r.fileName))];
  const checkedCount = checked.size;

  const save = useMutation({
    mutationFn: () =>
      channelApi(tebeView).saveAutoPlay(
        ordered.map((r) => r.fileName),
        ordered.filter((r) => checked.has(r.fileName)).map((r) => r.fileName),
      ),
    onMutate: () => showMessage(null),
    onSuccess: (data) => {
      queryClient.setQueryData(channelKeys.autoPlay(), data);
      showMessage({ text: t("saved"), kind: "success" }, AUTOPLAY_SAVED_MS);
    },
    onError: () => showMessage({ text: t("autoPlaySaveFailed"), kind: "error" }, AUTOPLAY_ERROR_MS),
  });

  function toggle(fileName: string, on: boolean) {
    const next = new Set(checked);
    if (on) next.add(fileName);
    else next.delete(fileName);
    // A newly checked channel joins the end of the play order.
    setRows([
      ...ordered.filter((r) => r.fileName !== fileName && next.has(r.fileName)),
      ...ordered.filter((r) => r.fileName === fileName),
      ...ordered.filter((r) => r.fileName !== fileName && !next.has(r.fileName)),
    ]);
    setChecked(next);
  }

  function swap(index: number, other: number) {
    const next = [...ordered];
    swapInPlace(next, index, other);
    setRows(next);
  }

  return (
    <div className={styles.page} data-testid="autoplay-config">
      <h1>{t("autoPlayTitle")}</h1>
      <p className={styles.help}>{t("autoPlayHelp")}</p>
      <ol className={styles.list}>
        {ordered.map((row, index) => {
          const on = checked.has(row.fileName);
          return (
            <li
              key={row.fileName}
              className={`${styles.row} ${on ? "" : styles.unchecked}`}
              data-testid="autoplay-row"
              data-file-name={row.fileName}
              data-checked={on}
            >
              <label className={`${styles.check} ${styles.rowMain}`}>
                <input type="checkbox" checked={on} disabled={!isOwner} onChange={(e) => toggle(row.fileName, e.target.checked)} data-testid="autoplay-check" />
                <span className={styles.name}>{row.name}</span>
              </label>
              {on && (
                <span className={styles.rowActions}>
                  <button type="button" className="button" disabled={!isOwner || index === 0} onClick={() => swap(index, index - 1)} data-testid="autoplay-up">
                    {t("moveUp")}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={!isOwner || index >= checkedCount - 1}
                    onClick={() => swap(index, index + 1)}
                    data-testid="autoplay-down"
                  >
                    {t("moveDown")}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={styles.footer}>
        {isOwner && (
          <button type="button" className="button button-primary" disabled={save.isPending} onClick={() => save.mutate()} data-testid="autoplay-save">
            {save.isPending ? t("saving") : t("save")}
          </button>
        )}
        {checkedCount > 0 && (
          <Link href={autoPlayHref(tebeView)} className="button" data-testid="autoplay-play">
            {t("playAuto")}
          </Link>
        )}
        {message && (
          <span role="status" className={message.kind === "error" ? styles.error : styles.success} data-testid="autoplay-message">
            {message.text}
          </span>
        )}
      </div>
    </div>
  );
}
