"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations, useFormatter } from "next-intl";
import { useEffect, useState } from "react";
import type { ArticleView, ShownCard } from "@/lib/articles/service";
import type { ShownSegment } from "@/lib/articles/view";
import { useMenuBarEditToggle, useMenuBarMode } from "@/components/shell/ShellContext";
import { ArticleBody } from "./ArticleBody";
import { editorHref } from "./links";
import styles from "./articles.module.css";

type Props = { article: ArticleView; cards: Record<string, ShownCard[]>; segments: ShownSegment[]; isOwner: boolean };

/** An article to read. Its owner gets the menu bar's Edit checkbox (EDIT_ARTICLE mode): ticking it opens the editor. */
export function ArticleReader({ article, cards, segments, isOwner }: Props) {
  const t = useTranslations("articles");
  const format = useFormatter();
  const router = useRouter();
  useMenuBarMode(isOwner ? "EDIT_ARTICLE" : undefined);
  const [editChecked, setEditChecked] = useMenuBarEditToggle();
  // The box starts unticked here (it may come ticked from the editor); only a tick after that opens the editor.
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!isOwner) return;
    setEditChecked(false);
    setArmed(true);
  }, [isOwner, setEditChecked]);
  useEffect(() => {
    if (armed && editChecked) router.push(editorHref(article.file_id, article.relpath));
  }, [armed, editChecked, router, article.file_id, article.relpath]);

  return (
    <div className={styles.page} data-testid="article-view" data-article-id={article.file_id}>
      {/* The page's own heading for assistive technology; the article's headings follow it. */}
      <h1 className="visually-hidden">{article.title}</h1>
      <div className={styles.header}>
        <Link href="/articlelist" className={styles.button} data-testid="article-back-to-list">
          {t("backToList")}
        </Link>
        {isOwner && (
          <Link href={editorHref(article.file_id, article.relpath)} className={styles.button} data-testid="article-edit-link">
            {t("edit")}
          </Link>
        )}
      </div>
      <div className={styles.meta}>
        <span>{t("createdAt", { date: format.dateTime(new Date(article.createtime), { dateStyle: "medium", timeStyle: "short" }) })}</span>
        {article.owner && <span>{t("owner", { owner: article.owner })}</span>}
      </div>
      <ArticleBody segments={segments} cards={cards} />
    </div>
  );
}
