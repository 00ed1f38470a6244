"use client";

import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { parseMediaLink } from "@/lib/channels/media-path";
import { channelApi, channelKeys, playlistQuery, type ChannelItemView } from "./api";
import styles from "./Channels.module.css";

/**
 * The items of one channel in edit mode: add a link copied from this site,
 * move items up and down, remove them. (Drag reordering waits for the shared
 * editable grid; Up and Down work with keyboard and touch alike.)
 */
export function ChannelItems({ fileName, tebeView }: { fileName: string; tebeView: boolean }) {
  const t = useTranslations("channels");
  const tv = useTranslations("videos");
  const te = useTranslations("errors");
  const queryClient = useQueryClient();
  const api = channelApi(tebeView);
  const playlist = useQuery(playlistQuery(tebeView, fileName));
  const [link, setLink] = useState("");
  const [error, setError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: channelKeys.all });
  const onError = (e: Error) => setError(e.message);

  const add = useMutation({
    mutationFn: (text: string) => api.addItem(fileName, text),
    onSuccess: () => {
      setLink("");
      setError(null);
      refresh();
    },
    onError: (e) => setError(tv("addFailed", { error: e.message })),
  });
  const remove = useMutation({ mutationFn: (path: string) => api.removeItem(fileName, path), onSuccess: refresh, onError });
  const reorder = useMutation({ mutationFn: (paths: string[]) => api.reorder(fileName, paths), onSuccess: refresh, onError });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The same check as the server, so a wrong link is explained without a round trip.
    const parsed = parseMediaLink(link);
    if (!parsed.ok) return setError(parsed.error.startsWith("Invalid video link") ? tv("invalidLink", { link: link.trim() }) : tv("badFormat"));
    add.mutate(link.trim());
  }

  async function pasteFromClipboard() {
    try {
      setLink(await navigator.clipboard.readText());
    } catch {
      setError(te("clipboardReadFailed"));
    }
  }

  function move(items: ChannelItemView[], from: number, to: number) {
    const paths = items.map((item) => item.channel_media_path);
    [paths[from], paths[to]] = [paths[to], paths[from]];
    reorder.mutate(paths);
  }

  const items = playlist.data?.items ?? [];
  const busy = reorder.isPending || remove.isPending;

  return (
    <div className={styles.items} data-testid="channel-items">
      <form className={styles.addForm} onSubmit={submit}>
        <input
          className="input"
          value={link}
          placeholder={t("pastePlaceholder")}
          aria-label={tv("pasteLink")}
          onChange={(e) => setLink(e.target.value)}
          data-testid="channel-item-link"
        />
        <button type="button" className="button" onClick={pasteFromClipboard}>
          {tv("pasteLink")}
        </button>
        <button type="submit" className="button button-primary" disabled={add.isPending || link.trim() === ""} data-testid="channel-item-add">
          {t("addItem")}
        </button>
      </form>
      {error && (
        <p role="alert" className={styles.error} data-testid="channel-item-error">
          {error}
        </p>
      )}
      {playlist.isPending ? (
        <p className={styles.muted}>{t("loadingItems")}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted} data-testid="channel-items-empty">
          {t("noItems")}
        </p>
      ) : (
        <ol className={styles.itemList}>
          {items.map((item, index) => (
            <li key={item.channel_media_path} className={styles.item} data-testid="channel-item" data-media-path={item.channel_media_path}>
              {item.thumbnail ? (
                <img src={item.thumbnail} alt="" className={styles.thumb} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden />
              )}
              <span className={styles.itemTitle}>
                {item.title || item.youtube_id || t("untitled")}
                <small className={styles.muted}>
                  {!item.available ? t("unavailable") : item.paste_type === "yv" ? "YouTube" : item.file_type === 2 ? t("photo") : t("video")}
                </small>
              </span>
              <span className={styles.itemActions}>
                <button type="button" className="button" disabled={busy || index === 0} onClick={() => move(items, index, index - 1)} aria-label={t("moveUp")} data-testid="channel-item-up">
                  ↑
                </button>
                <button type="button" className="button" disabled={busy || index === items.length - 1} onClick={() => move(items, index, index + 1)} aria-label={t("moveDown")} data-testid="channel-item-down">
                  ↓
                </button>
                <button type="button" className="button button-danger" disabled={busy} onClick={() => remove.mutate(item.channel_media_path)} aria-label={tv("deleteVideo")} data-testid="channel-item-remove">
                  ×
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
