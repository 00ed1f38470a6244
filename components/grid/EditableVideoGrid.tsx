"use client";

import { useEffect, useRef, useState, type FormEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { CloseIcon, PlayIcon } from "@/components/ui/icons";
import { useErrorText, useServerText } from "@/components/ui/useErrorText";
import { useTimedMessage, type TimedMessage } from "@/components/ui/useTimedMessage";
import { parseMediaLink } from "@/lib/channels/media-path";
import { ADD_FAILED_SHOW_MS, COPIED_SHOW_MS } from "./constants";
import { DRAG_MOUSE_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX } from "@/lib/ui/constants";
import { copiedText, useCopyLinkMenu } from "./CopyLinkMenu";
import styles from "./EditableVideoGrid.module.css";
import { IconButton } from "@/components/ui/IconButton";

// Every editable video grid of the app (a category's videos, a channel's
// items). View mode: a click plays an item inline, one at a time, and the
// title opens it large. Edit mode (documents, "Edit mode vs view mode in a
// video grid"): drag to reorder (5 px with a mouse, a 120 ms long press on
// touch, arrow keys after Space; Escape cancels), an x deletes after a
// confirmation, right-click offers 'Copy video link' (./CopyLinkMenu, shared
// with the home's photo and video grids), and a link copied that way can be
// pasted to add it; play is disabled. A refused or failed change shows its
// text for 15 s, and a refused reorder puts the server's order back.

export type GridItem = {
  id: string;
  title: string;
  thumbnail: string;
  /** The channel link /yv/... or /lv/... that 'Copy video link' copies. */
  mediaPath?: string;
  /** A short line under the title (what the item is: YouTube, video, photo). */
  badge?: string;
};

/** A change the server refused: resolve with the text to show (15 s), or nothing when it went through. */
type Outcome = Promise<string | null | void> | void;

type Props<T extends GridItem> = {
  items: T[];
  editMode: boolean;
  /** The new order of ids after a drop; a refusal (or a rejection) puts the server's order back. */
  onReorder?: (ids: string[]) => Outcome;
  /** After the documented confirmation. */
  onDelete?: (item: T) => Outcome;
  /**
   * A pasted link that has the right shape (/yv/ or /lv/). Resolve with a
   * refusal to show as it is (a duplicate), or null once added; a rejection
   * shows 'Failed to add video: {error}' for 15 s.
   */
  onPaste?: (link: string) => Promise<string | null>;
  /** View mode: what plays inline in place of the thumbnail. */
  renderPlaying?: (item: T, stop: () => void) => ReactNode;
  /** View mode: the title opens the item large (a player page). */
  onOpen?: (item: T) => void;
  /** Blocks play even in view mode. */
  forceDisablePlay?: boolean;
  /** One row (three on a phone), for brief listings. */
  brief?: boolean;
  emptyText?: ReactNode;
  testId?: string;
};

export function EditableVideoGrid<T extends GridItem>({
  items,
  editMode,
  onReorder,
  onDelete,
  onPaste,
  renderPlaying,
  onOpen,
  forceDisablePlay,
  brief,
  emptyText,
  testId = "video-grid",
}: Props<T>) {
  const t = useTranslations("videos");
  const tg = useTranslations("videoGrid");
  const te = useTranslations("errors");
  const errorText = useErrorText();
  const [order, setOrder] = useState(items);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, showNotice] = useTimedMessage();
  const copyMenu = useCopyLinkMenu({ enabled: editMode, onCopied: (link, name) => show(copiedText(te, link, name), "info", COPIED_SHOW_MS) });

  // The server's list wins whenever it changes (after a save, a delete, a reload).
  const serverItems = useRef(items);
  useEffect(() => {
    serverItems.current = items;
    setOrder(items);
  }, [items]);
  useEffect(() => {
    if (editMode) setPlayingId(null);
  }, [editMode]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((item) => item.id === active.id);
    const to = order.findIndex((item) => item.id === over.id);
    const next = arrayMove(order, from, to);
    setOrder(next);
    let refusal: string | null | void;
    try {
      refusal = await onReorder?.(next.map((item) => item.id));
    } catch (error) {
      refusal = errorText(error);
    }
    if (refusal) {
      // The newest server list: the refusal may have come with a refetch.
      setOrder(serverItems.current);
      show(refusal, "error", ADD_FAILED_SHOW_MS);
    }
  }

  function show(text: string, kind: TimedMessage["kind"], ms: number) {
    showNotice({ text, kind }, ms);
  }

  async function confirmDelete() {
    if (!confirming || !onDelete) return;
    setDeleting(true);
    try {
      const refusal = await onDelete(confirming);
      if (refusal) show(refusal, "error", ADD_FAILED_SHOW_MS);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  }

  const canPlay = !editMode && !forceDisablePlay;

  return (
    <div className={styles.wrap} data-testid={testId} data-edit-mode={editMode}>
      {editMode && onPaste && <PasteBar onPaste={onPaste} show={show} />}
      {notice && (
        <p role={notice.kind === "error" ? "alert" : "status"} className={notice.kind === "error" ? styles.error : styles.info} data-testid="grid-notice">
          {notice.text}
        </p>
      )}
      {order.length === 0 ? (
        <p className={styles.empty} data-testid="grid-empty">
          {emptyText ?? tg("noVideos")}
        </p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(event) => void onDragEnd(event)}>
          <SortableContext items={order.map((item) => item.id)} strategy={rectSortingStrategy} disabled={!editMode}>
            <ul className={`${styles.grid} ${brief ? styles.brief : ""}`}>
              {order.map((item) => (
                <Cell
                  key={item.id}
                  item={item}
                  editMode={editMode}
                  playing={canPlay && playingId === item.id}
                  canPlay={canPlay}
                  onPlay={() => setPlayingId(item.id)}
                  onStop={() => setPlayingId((id) => (id === item.id ? null : id))}
                  renderPlaying={renderPlaying}
                  onOpen={onOpen}
                  onAskDelete={onDelete ? () => setConfirming(item) : undefined}
                  // The copy menu exists only in edit mode; view mode keeps the browser's own.
                  onContextMenu={(event) => copyMenu.open(event, item.mediaPath, item.title)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      {copyMenu.element}
      <ConfirmDialog
        open={!!confirming}
        message={t("deleteConfirm")}
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

type CellProps<T extends GridItem> = {
  item: T;
  editMode: boolean;
  playing: boolean;
  canPlay: boolean;
  onPlay: () => void;
  onStop: () => void;
  renderPlaying?: (item: T, stop: () => void) => ReactNode;
  onOpen?: (item: T) => void;
  onAskDelete?: () => void;
  onContextMenu: (event: ReactMouseEvent) => void;
};

function Cell<T extends GridItem>({ item, editMode, playing, canPlay, onPlay, onStop, renderPlaying, onOpen, onAskDelete, onContextMenu }: CellProps<T>) {
  const t = useTranslations("videos");
  const tg = useTranslations("videoGrid");
  // The cell stays a list item (dnd-kit's default role, button, would break the list and nest the cell's own buttons in it); it is still focusable and dragged with the keys.
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !editMode,
    attributes: { role: "listitem" },
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${styles.cell} ${isDragging ? styles.dragging : ""} ${editMode ? styles.editable : ""}`}
      onContextMenu={onContextMenu}
      data-testid="grid-item"
      data-id={item.id}
      data-playing={playing}
      {...(editMode ? { ...attributes, ...listeners } : {})}
    >
      <div className={styles.frame}>
        {playing && renderPlaying ? (
          renderPlaying(item, onStop)
        ) : canPlay ? (
          <button type="button" className={styles.poster} onClick={onPlay} aria-label={tg("playVideo", { name: item.title })} data-testid="grid-item-play">
            <Thumbnail src={item.thumbnail} placeholderClassName={styles.noPreviewUnderBadge} />
            <span className={styles.playBadge}>
              <PlayIcon size={20} />
            </span>
          </button>
        ) : (
          // Not a disabled button: a disabled button swallows the mouse events that start a drag.
          <div className={styles.poster} data-testid="grid-item-poster">
            <Thumbnail src={item.thumbnail} />
          </div>
        )}
        {editMode && onAskDelete && (
          <IconButton
            className={styles.remove}
            // Pressing the x (mouse, touch or keys) must not start a drag.
            onMouseDown={(event) => event.stopPropagation()}
            onTouchStart={(event) => event.stopPropagation()}
            onKeyDown={(event) => event.stopPropagation()}
            onClick={onAskDelete}
            label={t("deleteVideo")}
            testId="grid-item-delete"
          >
            <CloseIcon size={14} />
          </IconButton>
        )}
      </div>
      {onOpen && !editMode ? (
        <button type="button" className={styles.title} onClick={() => onOpen(item)} title={item.title} data-testid="grid-item-title">
          {item.title}
        </button>
      ) : (
        <span className={styles.title} title={item.title} data-testid="grid-item-title">
          {item.title}
        </span>
      )}
      {item.badge && (
        <small className={styles.badge} data-testid="grid-item-badge">
          {item.badge}
        </small>
      )}
    </li>
  );
}

/** Edit mode: paste a link copied with 'Copy video link' (Ctrl+V into the field, or the clipboard button). */
function PasteBar({
  onPaste,
  show,
}: {
  onPaste: (link: string) => Promise<string | null>;
  show: (text: string, kind: TimedMessage["kind"], ms: number) => void;
}) {
  const t = useTranslations("videos");
  const tg = useTranslations("videoGrid");
  const te = useTranslations("errors");
  const serverText = useServerText();
  const errorText = useErrorText();
  const [link, setLink] = useState("");
  const [busy, setBusy] = useState(false);

  async function add(text: string) {
    const value = text.trim();
    if (!value) return;
    const parsed = parseMediaLink(value);
    if (!parsed.ok) return show(serverText(parsed.error), "error", ADD_FAILED_SHOW_MS);
    setBusy(true);
    try {
      const refusal = await onPaste(value);
      if (refusal) show(refusal, "error", ADD_FAILED_SHOW_MS);
      else setLink("");
    } catch (error) {
      show(t("addFailed", { error: errorText(error, { submitFailed: "videos.submitFailed" }) }), "error", ADD_FAILED_SHOW_MS);
    } finally {
      setBusy(false);
    }
  }

  async function fromClipboard() {
    try {
      const text = await navigator.clipboard.readText();
      setLink(text);
      await add(text);
    } catch {
      show(te("clipboardReadFailed"), "error", ADD_FAILED_SHOW_MS);
    }
  }

  return (
    <form
      className={styles.paste}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void add(link);
      }}
    >
      <input
        className="input"
        value={link}
        onChange={(e) => setLink(e.target.value)}
        placeholder={tg("pastePlaceholder")}
        aria-label={t("pasteLink")}
        disabled={busy}
        data-testid="grid-paste-input"
      />
      <button type="button" className="button" onClick={fromClipboard} disabled={busy} data-testid="grid-paste-clipboard">
        {t("pasteLink")}
      </button>
      <button type="submit" className="button button-primary" disabled={busy || !link.trim()} data-testid="grid-paste-add">
        {t("addVideo")}
      </button>
    </form>
  );
}
