import "server-only";
import type { Caller } from "../auth/session";
import { AppError } from "../http/errors";
import { getArticle, shownCards, shownEmbed, type ArticleView, type ShownCard } from "./service";
import { segmentsOf } from "./segments";

// What the article pages render on the server: the article, its drop boxes'
// cards and its HTML cut where cards go (segments.ts).

export type ShownSegment = { kind: "html"; html: string } | { kind: "box"; boxId: string } | { kind: "embed"; card: ShownCard | null };
export type LoadedArticle = { article: ArticleView; cards: Record<string, ShownCard[]>; segments: ShownSegment[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The article `id` of the caller's home ready to show, or null when there is none. */
export async function loadArticle(caller: Caller, id: string): Promise<LoadedArticle | null> {
  if (!UUID.test(id)) return null;
  let article: ArticleView;
  try {
    article = await getArticle(caller, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const cards = await shownCards(caller, article.medias);
  const segments = await Promise.all(
    segmentsOf(article.content).map(async (segment): Promise<ShownSegment> =>
      segment.kind === "embed" ? { kind: "embed", card: await shownEmbed(caller, segment.value, segment.caption) } : segment,
    ),
  );
  return { article, cards, segments };
}
