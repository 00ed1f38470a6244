"use client";

import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import type { JSONContent } from "@tiptap/core";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import { parseMediaLink } from "@/lib/channels/media-path";
import { editorTitle, type TitleBlock } from "@/lib/articles/rules";
import type { ArticleView, ShownCard } from "@/lib/articles/service";
import type { DropBox } from "@/lib/articles/schemas";
import { watchUrl } from "@/lib/youtube/links";
import { InlinePlaybackProvider } from "@/components/media/InlinePlayback";
import type { DirFile } from "@/components/media/types";
import { useMenuBarEditToggle, useMenuBarMode } from "@/components/shell/ShellContext";
import { useErrorText, useServerText } from "@/components/ui/useErrorText";
import { pastedVideoCard, saveArticle } from "./api";
import { BoxCardsContext, type BoxCards } from "./boxCards";
import { ARTICLE_EXTENSIONS } from "./extensions";
import { editorHref, viewHref } from "./links";
import { MediaPicker } from "./MediaPicker";
import { Toolbar } from "./Toolbar";
import styles from "./articles.module.css";

type Props = {
  /** The article to edit, or null for a new one. */
  initial: { article: ArticleView; cards: Record<string, ShownCard[]> } | null;
  relpath: string;
};

/** The title rule's view of the editor's document. */
function titleBlocks(doc: JSONContent): TitleBlock[] {
  const text = (node: JSONContent): string => (node.text ?? "") + (node.content ?? []).map(text).join("");
  return (doc.content ?? []).map((node): TitleBlock => {
    if (node.type === "heading") return { type: "heading", level: Number(node.attrs?.level ?? 2), text: text(node) };
    if (node.type === "paragraph") return { type: "paragraph", text: text(node) };
    return { type: "other" };
  });
}

function boxIdsOf(editor: Editor): string[] {
  const ids: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === "videoBox") ids.push(String(node.attrs.boxId));
  });
  return ids;
}

const newBoxId = () => `box-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The article editor (owner only): Tiptap with the toolbar menus, photo and
 * video figures from the library, embedded YouTube videos and video-card drop
 * boxes. Only plain text is pasted. The menu bar's Edit checkbox
 * (EDIT_ARTICLE mode) switches between editing and the read view.
 */
export function ArticleEditor({ initial, relpath }: Props) {
  const t = useTranslations("articles");
  const router = useRouter();
  const errorText = useErrorText();
  const serverText = useServerText();
  const [fileId, setFileId] = useState(initial?.article.file_id ?? null);
  const [cards, setAllCards] = useState<Record<string, ShownCard[]>>(initial?.cards ?? {});
  const [picker, setPicker] = useState<"photo" | "video" | null>(null);
  const [status, setStatus] = useState<{ kind: "saving" | "saved" | "error"; text: string } | null>(null);
  useMenuBarMode("EDIT_ARTICLE");
  const [editChecked, setEditChecked] = useMenuBarEditToggle();
  useEffect(() => setEditChecked(true), [setEditChecked]);

  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: initial?.article.content ?? "",
    immediatelyRender: false,
    editorProps: {
      attributes: { "aria-label": t("editorLabel"), "aria-multiline": "true", role: "textbox", "data-testid": "article-editor" },
      // Only plain text is pasted (documents).
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData("text/plain") ?? "";
        view.dispatch(view.state.tr.insertText(text));
        return true;
      },
      handleDrop: (_view, event) => !!event.dataTransfer?.files.length || !!event.dataTransfer?.getData("text/html"),
    },
  });

  useEffect(() => editor?.setEditable(editChecked), [editor, editChecked]);

  const title = useEditorState({ editor, selector: ({ editor: e }) => (e ? editorTitle(titleBlocks(e.getJSON())) : "") });

  const setCards = useCallback((boxId: string, list: ShownCard[]) => setAllCards((all) => ({ ...all, [boxId]: list })), []);
  const boxCards = useMemo<BoxCards>(() => {
    const order = Object.keys(cards);
    return {
      cards,
      setCards,
      editable: editChecked,
      // Each box numbers its cards from its own base, so one card of the page plays at a time.
      firstPlayId: (boxId) => 1 + 1000 * Math.max(0, order.indexOf(boxId)),
    };
  }, [cards, setCards, editChecked]);

  // After the selection, never over it: an inserted figure or box is selected, and the next insert would replace it.
  const insert = (content: JSONContent) => editor?.chain().focus().insertContentAt(editor.state.selection.to, content).run();

  function pick(file: DirFile) {
    if (picker === "photo") insert({ type: "photoFigure", attrs: { src: `/api/photos/${file.id}/display`, alt: file.file_title } });
    else insert({ type: "videoFigure", attrs: { src: file.file_name_url, title: file.file_title } });
    setPicker(null);
  }

  async function embed(link: string): Promise<string | null> {
    const parsed = parseMediaLink(link);
    if (!parsed.ok) return serverText(parsed.error);
    try {
      const { path } = parsed;
      const card =
        path.type === "yv"
          ? await pastedVideoCard({ type: 1, ytid: path.mediaId })
          : await pastedVideoCard({ type: 2, file_name: String(path.mediaId), ...(path.relpath ? { relpath: path.relpath } : {}) });
      const value = card.type === "yv" ? watchUrl(card.media_id) : card.play_url;
      insert({ type: "embedFigure", attrs: { value, title: card.title } });
      return null;
    } catch (error) {
      return errorText(error);
    }
  }

  async function save() {
    if (!editor) return;
    setStatus({ kind: "saving", text: t("saving") });
    const medias: DropBox[] = boxIdsOf(editor).map((ul_id) => ({
      ul_id,
      videocard_data: (cards[ul_id] ?? []).map(({ type, media_id, title: cardTitle, relpath: cardRelpath }) => ({
        type,
        media_id,
        title: cardTitle,
        relpath: cardRelpath,
      })),
    }));
    try {
      const saved = await saveArticle({ fileId, relpath, html: editor.getHTML(), brief: title ?? "", medias });
      setStatus({ kind: "saved", text: t("saved") });
      if (!fileId) {
        setFileId(saved.file_id);
        router.replace(editorHref(saved.file_id, relpath));
      }
    } catch (error) {
      setStatus({ kind: "error", text: t("saveFailed", { error: errorText(error) }) });
    }
  }

  return (
    <div className={styles.page} data-testid="article-editor-page" data-article-id={fileId ?? ""}>
      <div className={styles.header}>
        <h1 className={styles.title} data-testid="article-title">
          {title || t("emptyTitle")}
        </h1>
        <div className={styles.inline}>
          {fileId && (
            <a href={viewHref(fileId)} className={styles.button} data-testid="article-open-view">
              {t("view")}
            </a>
          )}
          <button
            type="button"
            className={`${styles.button} ${styles.primary}`}
            onClick={() => void save()}
            disabled={!editor || status?.kind === "saving"}
            data-testid="article-save"
          >
            {t("save")}
          </button>
        </div>
      </div>
      <p role="status" className={status?.kind === "error" ? styles.error : undefined} data-testid="article-save-status">
        {status?.text ?? ""}
      </p>
      {editor && editChecked && (
        <Toolbar
          editor={editor}
          onPickPhoto={() => setPicker("photo")}
          onPickVideo={() => setPicker("video")}
          onEmbed={embed}
          onAddBox={() => insert({ type: "videoBox", attrs: { boxId: newBoxId() } })}
        />
      )}
      <InlinePlaybackProvider>
        <BoxCardsContext.Provider value={boxCards}>
          <div className={`${styles.body} ${editChecked ? styles.editor : ""}`} data-mode={editChecked ? "edit" : "read"}>
            <EditorContent editor={editor} />
          </div>
        </BoxCardsContext.Provider>
      </InlinePlaybackProvider>
      {picker && <MediaPicker kind={picker} onPick={pick} onClose={() => setPicker(null)} />}
    </div>
  );
}
