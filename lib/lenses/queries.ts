import "server-only";
import { db } from "../db";

// The only file of lib/lenses that touches the database. Every read and write
// names the home, so one home's lenses never reach another.

export type BlockRow = { type: string; relpath: string; title: string };
export type LensRow = { id: string; title: string; description: string; updatedAt: Date; blocks: BlockRow[] };

const LENS_FIELDS = {
  id: true,
  title: true,
  description: true,
  updatedAt: true,
  blocks: { select: { type: true, relpath: true, title: true }, orderBy: { position: "asc" } },
} as const;

/** The home's lenses, the most recently changed first. */
export async function listLenses(homeId: string): Promise<LensRow[]> {
  return db().mediaLens.findMany({ where: { homeId }, select: LENS_FIELDS, orderBy: [{ updatedAt: "desc" }, { id: "asc" }] });
}

export async function findLens(homeId: string, lensId: string): Promise<LensRow | null> {
  return db().mediaLens.findFirst({ where: { id: lensId, homeId }, select: LENS_FIELDS });
}

export async function lensBlockRelpaths(lensId: string): Promise<string[]> {
  const rows = await db().lensBlock.findMany({ where: { lensId }, select: { relpath: true }, orderBy: { position: "asc" } });
  return rows.map((row) => row.relpath);
}

export type LensData = { title: string; description: string; blocks: BlockRow[] };

const blockRows = (blocks: BlockRow[]) => blocks.map((block, position) => ({ ...block, position }));

export async function createLens(homeId: string, data: LensData): Promise<string> {
  const lens = await db().mediaLens.create({
    data: { homeId, title: data.title, description: data.description, blocks: { create: blockRows(data.blocks) } },
    select: { id: true },
  });
  return lens.id;
}

/** Replaces a lens's title, description and blocks in one transaction; false when the home has no such lens. */
export async function updateLens(homeId: string, lensId: string, data: LensData): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.mediaLens.updateMany({
      where: { id: lensId, homeId },
      data: { title: data.title, description: data.description, updatedAt: new Date() },
    });
    if (count === 0) return false;
    await tx.lensBlock.deleteMany({ where: { lensId } });
    await tx.lensBlock.createMany({ data: blockRows(data.blocks).map((block) => ({ ...block, lensId })) });
    return true;
  });
}

/** Deletes a lens; its blocks and invites go with it (ON DELETE CASCADE). False when the home has no such lens. */
export async function deleteLens(homeId: string, lensId: string): Promise<boolean> {
  const { count } = await db().mediaLens.deleteMany({ where: { id: lensId, homeId } });
  return count > 0;
}
