"use client";

import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ArrowLeftIcon } from "@/components/ui/icons";
import styles from "./articles.module.css";

/** The editor toolbar's menus (documents): main, font (a submenu with a reply button back to main), image, video. */
export type ToolbarMenu = "main" | "font" | "image" | "video";

type Props = {
  editor: Editor;
  onPickPhoto: () => void;
  onPickVideo: () => void;
  onEmbed: (link: string) => Promise<string | null>;
  onAddBox: () => void;
};

export function Toolbar({ editor, onPickPhoto, onPickVideo, onEmbed, onAddBox }: Props) {
  const t = useTranslations("articles");
  const [menu, setMenu] = useState<ToolbarMenu>("main");
  const [link, setLink] = useState("");
  const [error, setError] = useState("");
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive("heading", { level: 1 }),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      p: e.isActive("paragraph"),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (label: string, pressed: boolean | undefined, onClick: () => void, testId: string) => (
    <button type="button" className={styles.tool} aria-pressed={pressed} onClick={onClick} data-testid={testId}>
      {label}
    </button>
  );
  const back = (
    <button type="button" className={styles.tool} onClick={() => setMenu("main")} aria-label={t("menuMain")} title={t("menuMain")} data-testid="toolbar-back">
      <ArrowLeftIcon size={18} />
    </button>
  );

  async function submitEmbed(event: FormEvent) {
    event.preventDefault();
    const failure = await onEmbed(link);
    setError(failure ?? "");
    if (!failure) setLink("");
  }

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t("title")} data-testid="article-toolbar" data-menu={menu}>
      {menu === "main" && (
        <>
          {tool(t("largeHeading"), active.h1, () => chain().toggleHeading({ level: 1 }).run(), "tool-h1")}
          {tool(t("heading"), active.h2, () => chain().toggleHeading({ level: 2 }).run(), "tool-h2")}
          {tool(t("smallHeading"), active.h3, () => chain().toggleHeading({ level: 3 }).run(), "tool-h3")}
          {tool(t("paragraph"), active.p, () => chain().setParagraph().run(), "tool-paragraph")}
          {tool(t("toolbarFont"), undefined, () => setMenu("font"), "tool-menu-font")}
          {tool(t("toolbarImage"), undefined, () => setMenu("image"), "tool-menu-image")}
          {tool(t("toolbarVideo"), undefined, () => setMenu("video"), "tool-menu-video")}
        </>
      )}
      {menu === "font" && (
        <>
          {back}
          {tool(t("bold"), active.bold, () => chain().toggleBold().run(), "tool-bold")}
          {tool(t("italic"), active.italic, () => chain().toggleItalic().run(), "tool-italic")}
          {tool(t("underline"), active.underline, () => chain().toggleUnderline().run(), "tool-underline")}
          {tool(t("strike"), active.strike, () => chain().toggleStrike().run(), "tool-strike")}
        </>
      )}
      {menu === "image" && (
        <>
          {back}
          {tool(t("photoFromLibrary"), undefined, onPickPhoto, "tool-photo")}
        </>
      )}
      {menu === "video" && (
        <>
          {back}
          {tool(t("localVideo"), undefined, onPickVideo, "tool-local-video")}
          {tool(t("videoBox"), undefined, onAddBox, "tool-video-box")}
          <form className={styles.inline} onSubmit={submitEmbed}>
            <input
              className={styles.input}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              placeholder={t("youtubePrompt")}
              aria-label={t("youtubeVideo")}
              data-testid="tool-embed-input"
            />
            <button type="submit" className={styles.tool} disabled={!link.trim()} data-testid="tool-embed">
              {t("insert")}
            </button>
          </form>
          {error && (
            <p className={styles.error} role="alert" data-testid="tool-embed-error">
              {error}
            </p>
          )}
        </>
      )}
    </div>
  );
}
