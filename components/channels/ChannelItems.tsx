"use client";

import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { EditableVideoGrid, type GridItem } from "@/components/grid/EditableVideoGrid";
import { useErrorText } from "@/components/ui/useErrorText";
import { ApiError } from "@/lib/http/client";
import { channelApi, channelKeys, playlistQuery, type ChannelItemView } from "./api";
import styles from "./Channels.module.css";

type ItemCell = GridItem & { item: ChannelItemView };

/** Refusals shown as they are; every other failure is wrapped in 'Failed to add video: {error}'. */
const PLAIN_REFUSALS = new Set(["videos.duplicateVideo", "videos.duplicateYoutube", "videos.invalidLink", "videos.badFormat"]);

/**
 * The items of one channel in edit mode, in the shared editable grid: paste a
 * link copied with 'Copy video link' (a home video or photo, or a YouTube
 * video of a category) to add it, drag to reorder, x to delete after the
 * confirmation, right-click to copy an item's link for another channel.
 */
export function ChannelItems({ fileName, tebeView }: { fileName: string; tebeView: boolean }) {
  const t = useTranslations("channels");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const api = channelApi(tebeView);
  const playlist = useQuery(playlistQuery(tebeView, fileName));
  const refresh = () => queryClient.invalidateQueries({ queryKey: channelKeys.all });

  const cells = useMemo<ItemCell[]>(
    () =>
      (playlist.data?.items ?? []).map((item) => ({
        id: item.channel_media_path,
        // The server titles online items (a pending title is its placeholder sentence): only a local file can come without one.
        title: item.title || t("untitled"),
        thumbnail: item.thumbnail,
        mediaPath: item.channel_media_path,
        badge: !item.available ? t("unavailable") : item.paste_type === "yv" ? "YouTube" : item.file_type === 2 ? t("photo") : t("video"),
        item,
      })),
    [playlist.data, t],
  );

  /** updatechannellist with the dropped order; a refusal puts the saved order back. */
  async function reorder(ids: string[]): Promise<string | null> {
    try {
      queryClient.setQueryData(channelKeys.playlist(fileName), await api.reorder(fileName, ids));
      return null;
    } catch (error) {
      await refresh();
      return errorText(error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: channelKeys.list() });
    }
  }

  async function remove(cell: ItemCell): Promise<string | null> {
    try {
      await api.removeItem(fileName, cell.item.channel_media_path);
      return null;
    } catch (error) {
      return errorText(error);
    } finally {
      await refresh();
    }
  }

  /** addchannelvideo: a duplicate or a malformed link is said as it is; anything else is 'Failed to add video: {error}'. */
  async function paste(link: string): Promise<string | null> {
    try {
      await api.addItem(fileName, link);
    } catch (error) {
      if (error instanceof ApiError && error.messageKey && PLAIN_REFUSALS.has(error.messageKey)) return errorText(error);
      throw error;
    }
    await refresh();
    return null;
  }

  return (
    <div className={styles.items} data-testid="channel-items">
      {playlist.isPending ? (
        <p className={styles.muted}>{t("loadingItems")}</p>
      ) : playlist.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(playlist.error)}
        </p>
      ) : (
        <EditableVideoGrid items={cells} editMode onReorder={reorder} onDelete={remove} onPaste={paste} emptyText={t("noItems")} testId="channel-item-grid" />
      )}
    </div>
  );
}
