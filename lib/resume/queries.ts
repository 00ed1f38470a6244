import { db } from "../db";
import type { Viewer } from "./rules";

// The only file of lib/resume that talks to the database.

export type SavedPosition = { position: number; duration: number; updatedAt: Date };

export async function findPosition(viewer: Viewer, fileId: number): Promise<SavedPosition | null> {
  return db().resumePosition.findUnique({
    where: { viewer_fileId: { viewer: viewer.key, fileId } },
    select: { position: true, duration: true, updatedAt: true },
  });
}

export async function upsertPosition(viewer: Viewer, fileId: number, position: number, duration: number): Promise<void> {
  const { key, ...owner } = viewer;
  await db().resumePosition.upsert({
    where: { viewer_fileId: { viewer: key, fileId } },
    create: { viewer: key, ...owner, fileId, position, duration },
    update: { position, duration },
  });
}

export async function deletePosition(viewer: Viewer, fileId: number): Promise<void> {
  await db().resumePosition.deleteMany({ where: { viewer: viewer.key, fileId } });
}

/** The viewer's positions among `fileIds` of one home (files of other homes are never matched). */
export async function positionsOf(viewer: Viewer, homeId: string, fileIds: number[]): Promise<{ fileId: number; position: number; duration: number }[]> {
  return db().resumePosition.findMany({
    where: { viewer: viewer.key, fileId: { in: fileIds }, file: { root: { homeId } } },
    select: { fileId: true, position: true, duration: true },
  });
}
