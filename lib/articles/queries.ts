import "server-only";
import { db } from "../db";
import type { DropBox } from "./schemas";

// The only file of lib/articles that talks to Prisma.

export type StoredArticle = { title: string; brief: string; html: string; medias: DropBox[]; relpath: string; ownerName: string };

const LIST_FIELDS = { id: true, title: true, brief: true, ownerName: true, createdAt: true, relpath: true } as const;

export function listArticles(homeId: string, relpath: string | null) {
  return db().article.findMany({
    where: { homeId, ...(relpath !== null ? { relpath } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: LIST_FIELDS,
  });
}

export function findArticle(homeId: string, id: string) {
  return db().article.findFirst({ where: { id, homeId } });
}

export function createArticle(homeId: string, article: StoredArticle) {
  return db().article.create({ data: { homeId, ...article }, select: { id: true } });
}

/** Replaces an article of the home in one statement; false when there is none. */
export async function replaceArticle(homeId: string, id: string, article: Partial<StoredArticle>): Promise<boolean> {
  const { count } = await db().article.updateMany({ where: { id, homeId }, data: article });
  return count === 1;
}
