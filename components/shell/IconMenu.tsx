"use client";

import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { orderTiles, type Tile, type TileId } from "@/lib/shell/tiles";
import { DRAG_MOUSE_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX, NOTICE_MS } from "@/lib/ui/constants";
import { SearchIcon, TILE_ICONS } from "@/components/ui/icons";
import { RotatingBall } from "./RotatingBall";
import { updateConfig } from "./shellApi";
import { TILE_ORDER_STORAGE_KEY, filterTiles, moveId, parseStoredOrder, sameOrder } from "./tileOrder";
import styles from "./IconMenu.module.css";

type Props = {
  /** The tiles this viewer may see, already in their saved order. */
  tiles: Tile[];
  /** Owners keep their order in their account; everyone else on this device. */
  saveTo: "account" | "device";
};

type Notice = { kind: "saved" | "failed"; text: string } | null;

/** A click right after a drop is the end of the drag, not a wish to open the tile. */
const CLICK_AFTER_DROP_MS = 250;

export function IconMenu({ tiles: initialTiles, saveTo }: Props) {
  const t = useTranslations("iconMenu");
  const tTiles = useTranslations("tiles");
  const tErrors = useTranslations("errors");
  const [tiles, setTiles] = useState(initialTiles);
  const [query, setQuery] = useState("");
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const dragging = useRef(false);
  const lastDropAt = useRef(0);

  const label = (tile: Tile) => tTiles(tile.id);
  const labelOf = (id: UniqueIdentifier) => tTiles(String(id) as TileId);

  // A visitor's order lives in localStorage, which only exists after hydration.
  useEffect(() => {
    if (saveTo !== "device") return;
    const stored = parseStoredOrder(readStorage(TILE_ORDER_STORAGE_KEY));
    if (stored.length) setTiles((current) => orderTiles(current, stored));
  }, [saveTo]);

  // dnd-kit stops a click's propagation after a drag, but not the browser's own
  // link navigation; cancel that here, in the capture phase on window (first of all).
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const onTile = event.target instanceof Element && event.target.closest("[data-tile]");
      if (onTile && (dragging.current || Date.now() - lastDropAt.current < CLICK_AFTER_DROP_MS)) event.preventDefault();
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a tile, so only Space picks one up; Escape cancels.
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dragPickedUp", { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("dragMovedOver", { label: labelOf(active.id), over: labelOf(over.id) }) : t("dragMovedAway", { label: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t("dragDropped", { label: labelOf(active.id), over: labelOf(over.id) }) : t("dragDroppedAway", { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t("dragCancelled", { label: labelOf(active.id) }),
  };

  function onDragStart({ active }: DragStartEvent) {
    dragging.current = true;
    setActiveId(active.id);
    document.body.classList.add("is-dragging");
  }

  function finishDrag() {
    dragging.current = false;
    setActiveId(null);
    lastDropAt.current = Date.now();
    document.body.classList.remove("is-dragging");
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    finishDrag();
    if (!over) return;
    const before = tiles.map((tile) => tile.id);
    const after = moveId(before, String(active.id), String(over.id));
    if (sameOrder(before, after)) return;
    setTiles(orderTiles(tiles, after));
    void saveOrder(after, before);
  }

  async function saveOrder(order: string[], previous: string[]) {
    if (saveTo === "device") {
      const stored = writeStorage(TILE_ORDER_STORAGE_KEY, JSON.stringify(order));
      setNotice(stored ? { kind: "saved", text: t("orderSaved") } : { kind: "failed", text: t("orderSaveFailed", { error: tErrors("generic") }) });
      return;
    }
    const reply = await updateConfig({ tileOrder: order });
    if (reply.status) {
      setNotice({ kind: "saved", text: t("orderSaved") });
    } else {
      // Put the tiles back where the server still has them.
      setTiles((current) => orderTiles(current, previous));
      const error = reply.error || tErrors("httpCode", { code: reply.httpStatus });
      setNotice({ kind: "failed", text: t("orderSaveFailed", { error }) });
    }
  }

  const shown = filterTiles(tiles, label, query);

  return (
    <div className={styles.wrap}>
      <h1 className="visually-hidden">{t("title")}</h1>
      <div className={styles.top}>
        <RotatingBall href="/" label={t("backHome")} size={44} testId="icon-menu-home-ball" />
        <label className={styles.filter}>
          <SearchIcon size={18} className={styles.filterIcon} />
          <span className="visually-hidden">{t("filterLabel")}</span>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape") setQuery("");
            }}
            placeholder={t("filterPlaceholder")}
            className={styles.filterInput}
            data-testid="icon-menu-filter"
          />
        </label>
      </div>

      <DndContext
        id="icon-menu"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={finishDrag}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("dragHint") } }}
      >
        <SortableContext items={shown.map((tile) => tile.id)} strategy={rectSortingStrategy}>
          <ul className={styles.grid} aria-label={t("title")} data-sorting={activeId !== null || undefined} data-testid="icon-menu">
            {shown.map((tile) => (
              <SortableTile key={tile.id} tile={tile} label={label(tile)} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>

      {shown.length === 0 && (
        <p className={styles.empty} data-testid="icon-menu-empty">
          {t("noMatch", { query: query.trim() })}
        </p>
      )}

      <p className={styles.hint}>{t("dragHint")}</p>

      <div className={styles.noticeSlot} role="status" aria-live="polite">
        {notice && (
          <span className={notice.kind === "saved" ? styles.noticeSaved : styles.noticeFailed} data-testid={`icon-menu-${notice.kind}`}>
            {notice.text}
          </span>
        )}
      </div>
    </div>
  );
}

function SortableTile({ tile, label }: { tile: Tile; label: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tile.id });
  const Icon = TILE_ICONS[tile.id];
  return (
    <li ref={setNodeRef} className={styles.cell} data-dragging={isDragging || undefined} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <Link
        href={tile.href}
        className={styles.tile}
        {...attributes}
        {...listeners}
        // Keep the link's own role; dnd-kit's description (aria-describedby) tells it can be moved.
        role={undefined}
        aria-roledescription={undefined}
        draggable={false}
        data-tile={tile.id}
        data-testid={`tile-${tile.id}`}
      >
        <span className={styles.iconCircle} data-tile={tile.id}>
          <Icon size={30} />
        </span>
        <span className={styles.label}>{label}</span>
      </Link>
    </li>
  );
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
