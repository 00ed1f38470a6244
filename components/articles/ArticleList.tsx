"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { ArticleListItem } from "@/lib/articles/service";
import { editorHref, viewHref } from "./links";
import styles from "./articles.module.css";

type Props = { items: ArticleListItem[] | null; isOwner: boolean };

/** The article list (documents): brief, create time and owner of each, newest first; `items` null when they could not be loaded. */
export function ArticleList({ items, isOwner }: Props) {
  const t = useTranslations("articles");
  const format = useFormatter();
  return (
    <div className={styles.page} data-testid="article-list-page">
      <div className={styles.header}>
        <h1 className={styles.title}>{t("title")}</h1>
        {isOwner && (
          <Link href={editorHref(null)} className={`${styles.button} ${styles.primary}`} data-testid="article-new">
            {t("newArticle")}
          </Link>
        )}
      </div>
      {items === null && (
        <p className={styles.error} role="alert" data-testid="article-list-error">
          {t("loadError")}
        </p>
      )}
      {items?.length === 0 && (
        <p className={styles.notice} data-testid="article-list-empty">
          {t("empty")} {isOwner && t("emptyHint")}
        </p>
      )}
      {items && items.length > 0 && (
        <ul className={styles.list} data-testid="article-list">
          {items.map((item) => (
            <li key={item.uuid}>
              <Link href={viewHref(item.uuid)} className={styles.item} data-testid="article-list-item" data-id={item.uuid}>
                <span className={styles.brief}>{item.file_brief || t("untitled")}</span>
                <span className={styles.meta}>
                  <span>{t("createdAt", { date: format.dateTime(new Date(item.createtime), { dateStyle: "medium", timeStyle: "short" }) })}</span>
                  {item.file_owner && <span>{t("owner", { owner: item.file_owner })}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
