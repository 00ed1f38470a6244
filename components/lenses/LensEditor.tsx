"use client";

import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { CloseIcon, GripIcon } from "@/components/ui/icons";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { useServerText } from "@/components/ui/useErrorText";
import type { DirFile } from "@/components/media/types";
import { FILE_TYPE } from "@/components/media/fileTypes";
import { ApiError } from "@/lib/http/client";
import { DRAG_MOUSE_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX } from "@/lib/ui/constants";
import { LENS_DESCRIPTION_MAX, LENS_TITLE_MAX } from "@/lib/lenses/schemas";
import { lensApi, lensKeys, type LensView } from "./api";
import { InviteManager } from "./InviteManager";
import { MediaPicker } from "./MediaPicker";
import styles from "./Lenses.module.css";

type Block = { key: string; type: "2" | "3"; relpath: string; title: string; thumbnail: string; missing: boolean };

let nextKey = 0;
const keyed = (block: Omit<Block, "key">): Block => ({ ...block, key: `b${nextKey++}` });

/**
 * The lens editor (/medialens/new, and /medialens/get/{id} in Reel Story edit
 * mode): title, description, blocks picked from the library and ordered by
 * drag (mouse, touch or keyboard). Clean until any edit; Save only when dirty
 * and not saving. A new lens gets its lens_id on its first save and is
 * updated afterwards.
 */
export function LensEditor({ lens }: { lens: LensView | null }) {
  const t = useTranslations("lens");
  const tCommon = useTranslations("common");
  const serverText = useServerText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const ids = { title: useId(), description: useId() };
  const [lensId, setLensId] = useState<string | null>(lens?.lens_id ?? null);
  const [title, setTitle] = useState(lens?.title ?? "");
  const [description, setDescription] = useState(lens?.description ?? "");
  const [blocks, setBlocks] = useState<Block[]>(() => (lens?.blocks ?? []).map((block) => keyed(block)));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [invitesOpen, setInvitesOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const chosen = useMemo(() => new Set(blocks.map((block) => block.relpath)), [blocks]);

  function edit(change: () => void) {
    change();
    setDirty(true);
    setMessage(null);
  }

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    edit(() =>
      setBlocks((current) =>
        arrayMove(
          current,
          current.findIndex((block) => block.key === active.id),
          current.findIndex((block) => block.key === over.id),
        ),
      ),
    );
  }

  function toggle(file: DirFile) {
    edit(() =>
      setBlocks((current) =>
        current.some((block) => block.relpath === file.media_name_relpath)
          ? current.filter((block) => block.relpath !== file.media_name_relpath)
          : [
              ...current,
              keyed({
                type: file.file_type === FILE_TYPE.video ? "3" : "2",
                relpath: file.media_name_relpath,
                title: file.file_title,
                thumbnail: file.thumbnail,
                missing: false,
              }),
            ],
      ),
    );
  }

  async function save() {
    setSaving(true);
    setMessage(null);
    const body = { title: title.trim(), description, blocks: blocks.map(({ type, relpath, title }) => ({ type, relpath, title })) };
    try {
      if (lensId) {
        await lensApi.update(lensId, body);
      } else {
        const created = await lensApi.create(body);
        setLensId(created.lens_id);
        // The address names the lens from now on; saving again updates it.
        window.history.replaceState(null, "", `/medialens/get/${created.lens_id}`);
      }
      setDirty(false);
      setMessage({ text: tCommon("savedSuccessfully"), error: false });
      await queryClient.invalidateQueries({ queryKey: lensKeys.all });
    } catch (error) {
      const network = !(error instanceof ApiError) || error.network || error.httpStatus >= 500;
      const detail =
        error instanceof ApiError && error.serverText && !network
          ? serverText(error.messageKey ? { key: error.messageKey, text: error.serverText } : error.serverText)
          : "";
      setMessage({ text: network ? t("networkError") : [t("saveFailed"), detail].filter(Boolean).join(" "), error: true });
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    if (!lensId) return;
    try {
      await lensApi.remove(lensId);
      await queryClient.invalidateQueries({ queryKey: lensKeys.all });
      router.push("/medialens");
    } catch {
      setConfirmDelete(false);
      setMessage({ text: t("networkError"), error: true });
    }
  }

  return (
    <div className={styles.page} data-testid="lens-editor" data-dirty={dirty} data-lens-id={lensId ?? ""}>
      <header className={styles.pageHeader}>
        <h1>{lensId ? t("editLens") : t("newLens")}</h1>
        <div className={styles.headerButtons}>
          {lensId && (
            <button type="button" className="button" onClick={() => setInvitesOpen(true)} disabled={dirty} data-testid="lens-invites">
              {t("invites")}
            </button>
          )}
          <button type="button" className="button button-primary" onClick={() => void save()} disabled={!dirty || saving} data-testid="lens-save">
            {saving ? tCommon("saving") : tCommon("save")}
          </button>
        </div>
      </header>
      {message && (
        <p className={message.error ? styles.formError : styles.formNotice} role={message.error ? "alert" : "status"} data-testid="lens-message">
          {message.text}
        </p>
      )}
      <div className={styles.editorFields}>
        <label htmlFor={ids.title}>{t("lensTitle")}</label>
        <input
          id={ids.title}
          className="input"
          value={title}
          maxLength={LENS_TITLE_MAX}
          onChange={(e) => edit(() => setTitle(e.target.value))}
          data-testid="lens-title"
        />
        <label htmlFor={ids.description}>{t("description")}</label>
        <textarea
          id={ids.description}
          className="input"
          rows={3}
          value={description}
          maxLength={LENS_DESCRIPTION_MAX}
          onChange={(e) => edit(() => setDescription(e.target.value))}
          data-testid="lens-description"
        />
      </div>

      <section aria-label={t("blocks")}>
        <h2 className={styles.sectionTitle}>{t("blocksTitle", { count: blocks.length })}</h2>
        {blocks.length === 0 ? (
          <p className={styles.hint}>{t("noBlocksHint")}</p>
        ) : (
          <>
            <p className={styles.hint}>{t("reorderHint")}</p>
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={blocks.map((block) => block.key)} strategy={verticalListSortingStrategy}>
                <ol className={styles.blockList} data-testid="lens-blocks">
                  {blocks.map((block, index) => (
                    <BlockRow
                      key={block.key}
                      block={block}
                      index={index}
                      onRemove={() => edit(() => setBlocks((current) => current.filter((b) => b.key !== block.key)))}
                    />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          </>
        )}
      </section>

      <MediaPicker chosen={chosen} onToggle={toggle} />

      {lensId && (
        <button type="button" className={`button button-danger ${styles.deleteLens}`} onClick={() => setConfirmDelete(true)} data-testid="lens-delete">
          {t("deleteLens")}
        </button>
      )}
      <ConfirmDialog open={confirmDelete} destructive message={t("deleteConfirm")} onCancel={() => setConfirmDelete(false)} onConfirm={() => void remove()} />
      {invitesOpen && lensId && <InviteManager lensId={lensId} lensTitle={title} onClose={() => setInvitesOpen(false)} />}
    </div>
  );
}

function BlockRow({ block, index, onRemove }: { block: Block; index: number; onRemove: () => void }) {
  const t = useTranslations("lens");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.blockRow} ${isDragging ? styles.dragging : ""}`}
      data-testid="lens-block"
      data-relpath={block.relpath}
      data-missing={block.missing}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className={styles.dragHandle}
        {...attributes}
        {...listeners}
        aria-label={t("moveBlock", { title: block.title })}
        data-testid="lens-block-handle"
      >
        <GripIcon size={20} />
      </button>
      <span className={styles.blockIndex}>{index + 1}</span>
      <span className={styles.blockThumb}>
        <Thumbnail src={block.missing ? null : block.thumbnail} />
      </span>
      <span className={styles.blockText}>
        <span className={styles.blockTitle}>{block.title}</span>
        <span className={styles.blockKind}>{block.missing ? t("missingFile") : block.type === "3" ? t("video") : t("photo")}</span>
      </span>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onRemove}
        aria-label={t("removeBlock", { title: block.title })}
        title={t("removeFromLens")}
        data-testid="lens-block-remove"
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}
