"use client";

import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useId, useState, type ClipboardEvent, type FormEvent } from "react";
import { parseMediaLink } from "@/lib/channels/media-path";
import { serverError } from "@/lib/http/server-errors";
import { useErrorText, useServerText } from "@/components/ui/useErrorText";
import { pastedVideoCard } from "./api";
import { useBoxCards } from "./boxCards";
import { CardList } from "./VideoCards";
import styles from "./articles.module.css";

/**
 * A drop box in the editor: a link pasted into its field (copied with 'Copy
 * video link' on this site, or a YouTube link) becomes a card through
 * getpastedytvideoinfo; cards play inline like grid cards.
 */
export function VideoBoxView({ node }: ReactNodeViewProps) {
  const t = useTranslations("articles");
  const serverText = useServerText();
  const errorText = useErrorText();
  const boxId = String(node.attrs.boxId);
  const { cards: all, setCards, firstPlayId, editable } = useBoxCards();
  const cards = all[boxId] ?? [];
  const [link, setLink] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const inputId = useId();

  async function add(text: string) {
    const parsed = parseMediaLink(text);
    if (!parsed.ok) return setError(serverText(parsed.error));
    const { path } = parsed;
    if (cards.some((card) => card.type === path.type && card.media_id === String(path.mediaId))) {
      return setError(serverText(serverError(path.type === "yv" ? "videos.duplicateYoutube" : "videos.duplicateVideo")));
    }
    setBusy(true);
    setError("");
    try {
      const card =
        path.type === "yv"
          ? await pastedVideoCard({ type: 1, ytid: path.mediaId, pastedUrl: text.trim() })
          : await pastedVideoCard({ type: 2, file_name: String(path.mediaId), ...(path.relpath ? { relpath: path.relpath } : {}) });
      setCards(boxId, [...cards, card]);
      setLink("");
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (link.trim()) void add(link);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData("text/plain");
    if (!text.trim()) return;
    event.preventDefault();
    setLink(text);
    void add(text);
  }

  return (
    <NodeViewWrapper className={styles.box} data-testid="article-drop-box" data-box={boxId} contentEditable={false}>
      {cards.length > 0 && (
        <CardList
          cards={cards}
          firstId={firstPlayId(boxId)}
          onRemove={
            editable
              ? (index) =>
                  setCards(
                    boxId,
                    cards.filter((_, i) => i !== index),
                  )
              : undefined
          }
        />
      )}
      {editable && (
        <form className={styles.inline} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t("pasteLabel")}
          </label>
          <input
            id={inputId}
            className={styles.input}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            onPaste={onPaste}
            placeholder={t("pasteHere")}
            disabled={busy}
            data-testid="article-drop-input"
          />
          <button type="submit" className={styles.tool} disabled={busy || !link.trim()} data-testid="article-drop-add">
            {t("addCard")}
          </button>
        </form>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="article-drop-error">
          {error}
        </p>
      )}
    </NodeViewWrapper>
  );
}
