"use client";

import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { ChannelsIcon, PlayIcon } from "@/components/ui/icons";
import { useErrorText } from "@/components/ui/useErrorText";
import { useSettingsLink } from "@/components/ui/SettingsLink";
import { ChannelName } from "@/lib/channels/schemas";
import { channelApi, channelKeys, listChannelsQuery, type ChannelSummary } from "./api";
import { ChannelItems } from "./ChannelItems";
import { withRandom } from "./channelList";
import { CHANNEL_DELETE_ERROR_MS } from "./constants";
import { useTimedMessage } from "@/components/ui/useTimedMessage";
import styles from "./Channels.module.css";

type Props = { tebeView: boolean; editMode: boolean; isOwner: boolean };

/** The player's address of a channel: its file name without the extension. */
export const playChannelHref = (fileName: string, tebeView: boolean) => {
  const name = encodeURIComponent(fileName.replace(/\.json$/, ""));
  return tebeView ? `/tbplaychannel/${name}/y` : `/playchannel/${name}`;
};

/** The server's rule for a typed name (the field's maxLength keeps it short enough). */
const isValidName = (name: string) => ChannelName.safeParse(name).success;

/** /playlist and /tbplaylist/y: the channel list; creating, renaming, deleting and editing items in edit mode. */
export function ChannelManager({ tebeView, editMode, isOwner }: Props) {
  const t = useTranslations("channels");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const settingsLink = useSettingsLink();
  const queryClient = useQueryClient();
  const api = channelApi(tebeView);
  const channels = useQuery(listChannelsQuery(tebeView));
  const [creating, setCreating] = useState(false);
  const [newName, setNewName] = useState("");
  const [createError, setCreateError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<ChannelSummary | null>(null);
  const [openItems, setOpenItems] = useState<string | null>(null);
  const [message, showMessage] = useTimedMessage();
  const canEdit = editMode && isOwner;

  const refresh = () => queryClient.invalidateQueries({ queryKey: channelKeys.all });

  const create = useMutation({
    mutationFn: (name: string) => api.create(name),
    onSuccess: (channel) => {
      // The new channel is first in the list at once.
      queryClient.setQueryData(channelKeys.list(), (list: ChannelSummary[] | undefined) => [channel, ...(list ?? [])]);
      setCreating(false);
      setNewName("");
      refresh();
    },
    onError: (error) => setCreateError(errorText(error)),
  });

  const remove = useMutation({
    mutationFn: (fileName: string) => api.remove(fileName),
    onSuccess: refresh,
    onError: () => showMessage({ text: t("deleteFailed"), kind: "error" }, CHANNEL_DELETE_ERROR_MS),
    onSettled: () => setConfirmDelete(null),
  });

  // The box follows the click at once; a refused or failed call puts it back and says why.
  const setListRandom = (fileName: string, on: boolean) =>
    queryClient.setQueryData(channelKeys.list(), (list: ChannelSummary[] | undefined) => list && withRandom(list, fileName, on));
  const random = useMutation({
    mutationFn: ({ fileName, on }: { fileName: string; on: boolean }) => api.setRandom(fileName, on),
    onMutate: async ({ fileName, on }) => {
      // A list reply already on its way must not overwrite the new setting.
      await queryClient.cancelQueries({ queryKey: channelKeys.list() });
      setListRandom(fileName, on);
    },
    onError: (error, { fileName, on }) => {
      setListRandom(fileName, !on);
      showMessage({ text: errorText(error), kind: "error" }, CHANNEL_DELETE_ERROR_MS);
    },
    onSettled: refresh,
  });

  function submitNew(event: FormEvent) {
    event.preventDefault();
    if (!isValidName(newName)) return setCreateError(t("nameTooShort"));
    setCreateError(null);
    create.mutate(newName.trim());
  }

  const list = channels.data ?? [];

  return (
    <div className={styles.page} data-testid="channel-manager">
      <header className={styles.header}>
        <h1>{t("title")}</h1>
        {canEdit && !creating && (
          <button
            type="button"
            className={`button button-primary ${styles.plus}`}
            onClick={() => setCreating(true)}
            aria-label={t("newChannel")}
            data-testid="channel-new"
          >
            +
          </button>
        )}
      </header>

      {canEdit && (
        <p className={styles.help} data-testid="channel-edit-help">
          {t("editHelp")}
        </p>
      )}

      {creating && (
        <form className={styles.createForm} onSubmit={submitNew} data-testid="channel-new-form">
          <input
            className="input"
            autoFocus
            value={newName}
            maxLength={64}
            placeholder={t("channelName")}
            aria-label={t("channelName")}
            onChange={(e) => setNewName(e.target.value)}
            data-testid="channel-new-name"
          />
          <button type="submit" className="button button-primary" disabled={create.isPending} data-testid="channel-new-ok">
            {tc("ok")}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCreating(false);
              setNewName("");
              setCreateError(null);
            }}
          >
            {tc("cancel")}
          </button>
          {createError && (
            <p role="alert" className={styles.error} data-testid="channel-new-error">
              {createError}
            </p>
          )}
        </form>
      )}

      {message && (
        <p role="alert" className={message.kind === "error" ? styles.error : styles.success} data-testid="channels-message">
          {message.text}
        </p>
      )}

      {channels.isPending ? (
        <p className={styles.muted}>{tc("loading")}</p>
      ) : channels.isError ? (
        <p role="alert" className={styles.error}>
          {errorText(channels.error)}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.empty} data-testid="channels-empty">
          {t.rich("noChannels", { settings: settingsLink })}
        </p>
      ) : (
        <ul className={styles.list} data-testid="channel-list">
          {list.map((channel) => (
            <li key={channel.file_name} className={styles.row} data-testid="channel-row" data-file-name={channel.file_name}>
              <div className={styles.rowMain}>
                <ChannelsIcon className={styles.rowIcon} aria-hidden />
                {canEdit ? (
                  <RenameField
                    channel={channel}
                    tebeView={tebeView}
                    onSaved={refresh}
                    onError={(text) => showMessage({ text, kind: "error" }, CHANNEL_DELETE_ERROR_MS)}
                  />
                ) : (
                  <Link href={playChannelHref(channel.file_name, tebeView)} className={styles.name} data-testid="channel-play">
                    {channel.channel_name}
                  </Link>
                )}
                <span className={styles.muted}>{t("itemCounts", { videos: channel.video_count, photos: channel.photo_count })}</span>
              </div>
              <div className={styles.rowActions}>
                <label className={styles.check} title={isOwner ? undefined : t("randomOwnersOnly")}>
                  <input
                    type="checkbox"
                    checked={channel.random}
                    disabled={!isOwner || (random.isPending && random.variables?.fileName === channel.file_name)}
                    onChange={(e) => random.mutate({ fileName: channel.file_name, on: e.target.checked })}
                    data-testid="channel-random"
                  />
                  {t("random")}
                </label>
                {!canEdit && (
                  <Link href={playChannelHref(channel.file_name, tebeView)} className="button" aria-label={t("play")}>
                    <PlayIcon width={18} height={18} />
                  </Link>
                )}
                {canEdit && (
                  <>
                    <button
                      type="button"
                      className="button"
                      aria-expanded={openItems === channel.file_name}
                      onClick={() => setOpenItems(openItems === channel.file_name ? null : channel.file_name)}
                      data-testid="channel-items-toggle"
                    >
                      {t("editItems")}
                    </button>
                    <button type="button" className="button button-danger" onClick={() => setConfirmDelete(channel)} data-testid="channel-delete">
                      {t("delete")}
                    </button>
                  </>
                )}
              </div>
              {canEdit && openItems === channel.file_name && <ChannelItems fileName={channel.file_name} tebeView={tebeView} />}
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirmDelete !== null}
        message={t("deleteConfirm", { name: confirmDelete?.channel_name ?? "" })}
        destructive
        busy={remove.isPending}
        onConfirm={() => confirmDelete && remove.mutate(confirmDelete.file_name)}
        onCancel={() => setConfirmDelete(null)}
      />
    </div>
  );
}

/** In-place rename: focus starts it; Enter or leaving the field saves; Escape puts the name back. */
function RenameField({
  channel,
  tebeView,
  onSaved,
  onError,
}: {
  channel: ChannelSummary;
  tebeView: boolean;
  onSaved: () => void;
  onError: (text: string) => void;
}) {
  const t = useTranslations("channels");
  const errorText = useErrorText();
  const [value, setValue] = useState(channel.channel_name);
  const [seenName, setSeenName] = useState(channel.channel_name);
  if (seenName !== channel.channel_name) {
    setSeenName(channel.channel_name);
    setValue(channel.channel_name);
  }

  async function save() {
    const name = value.trim();
    // An unchanged or empty name is ignored.
    if (name === channel.channel_name || name === "") return setValue(channel.channel_name);
    if (!isValidName(name)) {
      setValue(channel.channel_name);
      return onError(t("nameTooShort"));
    }
    try {
      await channelApi(tebeView).rename(channel.file_name, name);
      onSaved();
    } catch (error) {
      setValue(channel.channel_name);
      onError(errorText(error));
    }
  }

  return (
    <input
      className={`input ${styles.renameInput}`}
      value={value}
      maxLength={64}
      aria-label={t("rename")}
      onChange={(e) => setValue(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
        if (e.key === "Escape") {
          setValue(channel.channel_name);
          // Leaving after Escape must not save the typed text.
          requestAnimationFrame(() => (e.target as HTMLInputElement).blur());
        }
      }}
      data-testid="channel-name-input"
    />
  );
}
