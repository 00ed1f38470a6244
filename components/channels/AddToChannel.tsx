"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { useShell } from "@/components/shell/ShellContext";
import { Dialog } from "@/components/ui/Dialog";
import { useErrorText } from "@/components/ui/useErrorText";
import { COPIED_SHOW_MS } from "@/components/grid/constants";
import { channelApi, channelKeys, listChannelsQuery, type ChannelSummary } from "./api";
import styles from "./AddToChannel.module.css";

// 'Add to channel' for a home photo or video, from its grid card, the player
// and a long press on touch: a channel picker with 'New channel…', then the
// existing channel calls (/api_chnl). Owners of the home face only: channels
// are theirs to change. One picker per page, shared through a context.

/** What is added: the item's channel media path (/lv/...) and the title people know it by. */
export type ChannelTarget = { link: string; title: string };

type AddToChannel = {
  /** Whether the viewer may add to channels (an owner on the home face). */
  allowed: boolean;
  open: (target: ChannelTarget) => void;
};

const AddToChannelContext = createContext<AddToChannel>({ allowed: false, open: () => {} });

export const useAddToChannel = () => useContext(AddToChannelContext);

/** Holds the picker and its 'Added to …' notice for everything inside it. */
export function AddToChannelProvider({ children }: { children: ReactNode }) {
  const { viewer, deployType } = useShell();
  const allowed = viewer?.loginUserType === "owner" && deployType === "home";
  const [target, setTarget] = useState<ChannelTarget | null>(null);
  const [notice, setNotice] = useState<{ text: string; seq: number } | null>(null);
  const open = useCallback((next: ChannelTarget) => setTarget(next), []);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), COPIED_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const value = { allowed, open };
  return (
    <AddToChannelContext.Provider value={value}>
      {children}
      {allowed && target && (
        <ChannelPicker
          target={target}
          onClose={() => setTarget(null)}
          onAdded={(text) => {
            setTarget(null);
            setNotice((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 }));
          }}
        />
      )}
      {notice &&
        createPortal(
          <p key={notice.seq} role="status" className={styles.toast} data-testid="add-to-channel-notice">
            {notice.text}
          </p>,
          document.body,
        )}
    </AddToChannelContext.Provider>
  );
}

function ChannelPicker({ target, onClose, onAdded }: { target: ChannelTarget; onClose: () => void; onAdded: (text: string) => void }) {
  const t = useTranslations("addToChannel");
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const channels = useQuery(listChannelsQuery(false));
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const api = channelApi(false);

  const add = useMutation({
    mutationFn: async (channel: { file_name?: string; channel_name: string }) => {
      const fileName = channel.file_name ?? (await api.create(channel.channel_name)).file_name;
      await api.addItem(fileName, target.link);
      return channel.channel_name;
    },
    onSuccess: (channelName) => onAdded(t("added", { channel: channelName })),
    onError: (err, channel) => setError(t("failed", { channel: channel.channel_name, error: errorText(err) })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: channelKeys.all }),
  });

  function createAndAdd(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    // The server checks the name (length, taken) and its reply is shown; an empty box just waits.
    if (!trimmed) return;
    setError(null);
    add.mutate({ channel_name: trimmed });
  }

  const list: ChannelSummary[] = channels.data ?? [];
  return (
    <Dialog
      title={t("title", { name: target.title })}
      onDismiss={onClose}
      testId="add-to-channel-dialog"
      actions={
        <button type="button" className="button" onClick={onClose} data-testid="add-to-channel-cancel">
          {t("cancel")}
        </button>
      }
    >
      {channels.isPending && <p role="status">{t("loading")}</p>}
      {channels.isError && <p role="alert">{t("loadFailed")}</p>}
      {channels.isSuccess && list.length === 0 && <p>{t("none")}</p>}
      <ul className={styles.list} aria-label={t("channels")}>
        {list.map((channel) => (
          <li key={channel.file_name}>
            <button
              type="button"
              className={styles.channel}
              disabled={add.isPending}
              onClick={() => {
                setError(null);
                add.mutate(channel);
              }}
              data-testid="add-to-channel-option"
            >
              <span className={styles.channelName}>{channel.channel_name}</span>
            </button>
          </li>
        ))}
      </ul>
      {creating ? (
        <form className={styles.newChannel} onSubmit={createAndAdd}>
          <label htmlFor="add-to-channel-name">{t("newChannelName")}</label>
          <input
            id="add-to-channel-name"
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-autofocus
            autoFocus
            data-testid="add-to-channel-name"
          />
          <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="add-to-channel-create">
            {t("create")}
          </button>
        </form>
      ) : (
        <button type="button" className={styles.channel} onClick={() => setCreating(true)} data-testid="add-to-channel-new">
          {t("newChannel")}
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error} data-testid="add-to-channel-error">
          {error}
        </p>
      )}
    </Dialog>
  );
}

/** How long a finger rests on an item before its 'Add to channel' opens. */
const LONG_PRESS_MS = 550;
/** A finger that moves farther is scrolling, not pressing. */
const LONG_PRESS_SLOP_PX = 10;

/**
 * Pointer handlers for a long press on touch screens (the touch path to
 * 'Add to channel'); the tap that ends a long press does not also click.
 * The element's own context menu handler goes through it (onContextMenu).
 */
export function useLongPress(onLongPress: (() => void) | null, onContextMenu?: (event: ReactMouseEvent) => void) {
  const timer = useRef<number | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  if (!onLongPress) return { onContextMenu };
  return {
    onPointerDown: (event: ReactPointerEvent) => {
      fired.current = false;
      if (event.pointerType !== "touch") return;
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = window.setTimeout(() => {
        fired.current = true;
        timer.current = null;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove: (event: ReactPointerEvent) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > LONG_PRESS_SLOP_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onClickCapture: (event: ReactMouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // A long press is the picker's: the phone's own menu (or the copy menu) would cover it.
    onContextMenu: (event: ReactMouseEvent) => {
      if (timer.current !== null || fired.current) event.preventDefault();
      else onContextMenu?.(event);
    },
  };
}
