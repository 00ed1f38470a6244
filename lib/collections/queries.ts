import "server-only";
import { db } from "../db";
import { Prisma } from "../db/generated/client";

// The only file of lib/collections that talks to Prisma. Every read and
// change is scoped by the caller's home id.

export type SectionRow = { id: string; name: string; position: number; _count: { links: number } };
export type LinkRow = { id: string; youtubeId: string; title: string; thumbnail: string; position: number };

const SECTION_FIELDS = { id: true, name: true, position: true, _count: { select: { links: true } } } as const;
const LINK_FIELDS = { id: true, youtubeId: true, title: true, thumbnail: true, position: true } as const;
const LINK_ORDER = [{ position: "asc" }, { createdAt: "asc" }] satisfies Prisma.VideoLinkOrderByWithRelationInput[];

export class UniqueViolation extends Error {}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return true;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return cause?.code === "23505";
}

async function unique<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new UniqueViolation();
    throw error;
  }
}

export function listSections(homeId: string): Promise<SectionRow[]> {
  return db().section.findMany({ where: { homeId }, orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: SECTION_FIELDS });
}

export function findSection(homeId: string, name: string): Promise<SectionRow | null> {
  return db().section.findUnique({ where: { homeId_name: { homeId, name } }, select: SECTION_FIELDS });
}

/** A new category at the end of the list; UniqueViolation when the name is taken. */
export async function createSection(homeId: string, name: string): Promise<SectionRow> {
  const last = await db().section.aggregate({ where: { homeId }, _max: { position: true } });
  return unique(db().section.create({ data: { homeId, name, position: (last._max.position ?? -1) + 1 }, select: SECTION_FIELDS }));
}

/**
 * Renames a category and moves its links in the home's channels from the old
 * media paths to the new ones (a categorised video's path carries its category).
 */
export async function renameSection(homeId: string, sectionId: string, name: string, pathMoves: { from: string; to: string }[]): Promise<SectionRow> {
  return unique(
    db().$transaction(async (tx) => {
      const row = await tx.section.update({ where: { id: sectionId, homeId }, data: { name }, select: SECTION_FIELDS });
      for (const { from, to } of pathMoves) {
        await tx.channelItem.updateMany({ where: { mediaPath: from, channel: { homeId } }, data: { mediaPath: to } });
      }
      return row;
    }),
  );
}

/** Deletes a category, its links, and the home's channel items that point at them. */
export async function deleteSection(homeId: string, sectionId: string, mediaPaths: string[]): Promise<{ channelItems: number }> {
  return db().$transaction(async (tx) => {
    const items = await tx.channelItem.deleteMany({ where: { mediaPath: { in: mediaPaths }, channel: { homeId } } });
    await tx.section.delete({ where: { id: sectionId, homeId } });
    return { channelItems: items.count };
  });
}

export function countLinks(sectionId: string): Promise<number> {
  return db().videoLink.count({ where: { sectionId } });
}

export function listLinks(sectionId: string, range?: { skip: number; take: number }): Promise<LinkRow[]> {
  return db().videoLink.findMany({ where: { sectionId }, orderBy: LINK_ORDER, select: LINK_FIELDS, ...range });
}

/** Every link of the home with its category's name (for suggestions). */
export function listHomeLinks(homeId: string): Promise<(LinkRow & { section: { name: string } })[]> {
  return db().videoLink.findMany({ where: { section: { homeId } }, orderBy: LINK_ORDER, select: { ...LINK_FIELDS, section: { select: { name: true } } } });
}

export function findLink(sectionId: string, youtubeId: string): Promise<LinkRow | null> {
  return db().videoLink.findUnique({ where: { sectionId_youtubeId: { sectionId, youtubeId } }, select: LINK_FIELDS });
}

/** A new link at the end of its category; UniqueViolation for a video already in it. */
export async function createLink(sectionId: string, link: { youtubeId: string; title: string; thumbnail: string; searchText: string }): Promise<LinkRow> {
  const last = await db().videoLink.aggregate({ where: { sectionId }, _max: { position: true } });
  return unique(db().videoLink.create({ data: { sectionId, ...link, position: (last._max.position ?? -1) + 1 }, select: LINK_FIELDS }));
}

/** Fills in the title of a link saved while YouTube's metadata could not be fetched. */
export async function setPendingTitle(linkId: string, info: { title: string; thumbnail: string; searchText: string }): Promise<void> {
  // Only while it is still pending: an owner may have changed it meanwhile.
  await db().videoLink.updateMany({ where: { id: linkId, title: "" }, data: info });
}

export async function deleteLink(sectionId: string, youtubeId: string): Promise<boolean> {
  const { count } = await db().videoLink.deleteMany({ where: { sectionId, youtubeId } });
  return count > 0;
}

/** Positions 0..n-1 in the given order (every id of the category, checked by the service). */
export async function reorderLinks(sectionId: string, youtubeIds: string[]): Promise<void> {
  await db().$transaction(
    youtubeIds.map((youtubeId, position) => db().videoLink.update({ where: { sectionId_youtubeId: { sectionId, youtubeId } }, data: { position } })),
  );
}
