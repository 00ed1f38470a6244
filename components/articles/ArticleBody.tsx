"use client";

import type { ShownCard } from "@/lib/articles/service";
import type { ShownSegment } from "@/lib/articles/view";
import { InlinePlaybackProvider } from "@/components/media/InlinePlayback";
import { CardList } from "./VideoCards";
import styles from "./articles.module.css";

/**
 * An article as read: its stored HTML, cleaned when it was saved
 * (lib/articles/sanitize.ts), with its drop boxes and embedded videos as
 * cards, of which one plays at a time. The server renders it whole.
 */
export function ArticleBody({ segments, cards }: { segments: ShownSegment[]; cards: Record<string, ShownCard[]> }) {
  // Card numbers across the whole article (box after box), so one card of the page plays at a time.
  const lists = segments.map((segment) =>
    segment.kind === "html" ? [] : segment.kind === "box" ? (cards[segment.boxId] ?? []) : segment.card ? [segment.card] : [],
  );
  const firstIds = lists.map((_, index) => 1 + lists.slice(0, index).reduce((sum, list) => sum + list.length, 0));
  return (
    <InlinePlaybackProvider>
      <div className={styles.body} data-testid="article-body">
        {segments.map((segment, index) => {
          if (segment.kind === "html") return <div key={index} dangerouslySetInnerHTML={{ __html: segment.html }} />;
          const list = lists[index] ?? [];
          if (list.length === 0) return null;
          return (
            <div key={index} className={segment.kind === "box" ? styles.box : undefined} data-testid={segment.kind === "box" ? "article-box" : "article-embed"}>
              <CardList cards={list} firstId={firstIds[index] ?? 1} />
            </div>
          );
        })}
      </div>
    </InlinePlaybackProvider>
  );
}
