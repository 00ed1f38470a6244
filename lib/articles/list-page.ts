import "server-only";
import type { Caller } from "../auth/session";
import { log } from "../log";
import { getAllArticles, type ArticleListItem } from "./service";

/** The list for /articlelist and /article: null when it could not be loaded (the page says 'Error loading articles'). */
export async function listForPage(caller: Caller): Promise<ArticleListItem[] | null> {
  try {
    return await getAllArticles(caller);
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "article list failed");
    return null;
  }
}
