import "server-only";
import { db } from "../db";
import { Prisma } from "../db/generated/client";

// The only file of lib/channels that touches the database. Every read and
// write names the home, so one home's channels never reach another.

export type ChannelRow = { id: string; fileName: string; name: string; random: boolean; position: number; itemCount: number };
export type ItemRow = { mediaPath: string; title: string };

const CHANNEL_FIELDS = { id: true, fileName: true, name: true, random: true, position: true, _count: { select: { items: true } } } as const;

type ChannelRecord = Prisma.ChannelGetPayload<{ select: typeof CHANNEL_FIELDS }>;
const toRow = ({ _count, ...channel }: ChannelRecord): ChannelRow => ({ ...channel, itemCount: _count.items });

export const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** The home's channels, the newest first (a new channel takes a position before all others). */
export async function listChannels(homeId: string): Promise<ChannelRow[]> {
  const rows = await db().channel.findMany({ where: { homeId }, select: CHANNEL_FIELDS, orderBy: [{ position: "asc" }, { createdAt: "desc" }] });
  return rows.map(toRow);
}

export async function findChannel(homeId: string, fileName: string): Promise<ChannelRow | null> {
  const row = await db().channel.findUnique({ where: { homeId_fileName: { homeId, fileName } }, select: CHANNEL_FIELDS });
  return row ? toRow(row) : null;
}

export async function findChannelByName(homeId: string, name: string): Promise<{ fileName: string } | null> {
  return db().channel.findFirst({ where: { homeId, name: { equals: name, mode: "insensitive" } }, select: { fileName: true } });
}

/** Creates a channel in front of all others. A taken file name is a unique violation (the caller retries). */
export async function createChannel(homeId: string, fileName: string, name: string): Promise<ChannelRow> {
  return db().$transaction(async (tx) => {
    const first = await tx.channel.aggregate({ where: { homeId }, _min: { position: true } });
    const row = await tx.channel.create({ data: { homeId, fileName, name, position: (first._min.position ?? 1) - 1 }, select: CHANNEL_FIELDS });
    return toRow(row);
  });
}

export async function renameChannel(channelId: string, name: string): Promise<void> {
  await db().channel.update({ where: { id: channelId }, data: { name } });
}

export async function setChannelRandom(channelId: string, random: boolean): Promise<void> {
  await db().channel.update({ where: { id: channelId }, data: { random } });
}

/** Deletes a channel with its items and takes it out of the home's auto-play configuration. */
export async function deleteChannel(homeId: string, channelId: string, fileName: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.channel.delete({ where: { id: channelId } });
    const config = await tx.autoPlayConfig.findUnique({ where: { homeId } });
    if (config) {
      await tx.autoPlayConfig.update({
        where: { homeId },
        data: { channelOrder: config.channelOrder.filter((f) => f !== fileName), checked: config.checked.filter((f) => f !== fileName) },
      });
    }
  });
}

/**
 * How many photos each of the home's channels holds (keyed by channel id); the
 * other items are videos. A local item is a photo when its file id names a
 * photo of this home.
 */
export async function photoCounts(homeId: string): Promise<Map<string, number>> {
  const items = await db().channelItem.findMany({
    where: { channel: { homeId }, mediaPath: { startsWith: "/lv/" } },
    select: { channelId: true, mediaPath: true },
  });
  const localId = (mediaPath: string) => Number(/^\/lv\/(\d+)/.exec(mediaPath)?.[1] ?? NaN);
  const ids = [...new Set(items.map((item) => localId(item.mediaPath)).filter((id) => Number.isSafeInteger(id) && id <= 2_147_483_647))];
  const photos = ids.length === 0 ? [] : await db().mediaFile.findMany({ where: { id: { in: ids }, type: "photo", root: { homeId } }, select: { id: true } });
  const photoIds = new Set(photos.map((photo) => photo.id));
  const counts = new Map<string, number>();
  for (const item of items) if (photoIds.has(localId(item.mediaPath))) counts.set(item.channelId, (counts.get(item.channelId) ?? 0) + 1);
  return counts;
}

export async function listItems(channelId: string): Promise<ItemRow[]> {
  return db().channelItem.findMany({ where: { channelId }, select: { mediaPath: true, title: true }, orderBy: { position: "asc" } });
}

/** Appends an item. An item already in the channel is a unique violation. */
export async function addItem(channelId: string, item: ItemRow): Promise<void> {
  await db().$transaction(async (tx) => {
    const last = await tx.channelItem.aggregate({ where: { channelId }, _max: { position: true } });
    await tx.channelItem.create({ data: { channelId, ...item, position: (last._max.position ?? -1) + 1 } });
  });
}

export async function deleteItems(channelId: string, mediaPaths: string[]): Promise<number> {
  const { count } = await db().channelItem.deleteMany({ where: { channelId, mediaPath: { in: mediaPaths } } });
  return count;
}

/** Replaces the whole list, in order. */
export async function replaceItems(channelId: string, items: ItemRow[]): Promise<void> {
  await db().$transaction([
    db().channelItem.deleteMany({ where: { channelId } }),
    db().channelItem.createMany({ data: items.map((item, position) => ({ channelId, ...item, position })) }),
  ]);
}

export async function findAutoPlayConfig(homeId: string): Promise<{ channelOrder: string[]; checked: string[] } | null> {
  return db().autoPlayConfig.findUnique({ where: { homeId }, select: { channelOrder: true, checked: true } });
}

export async function saveAutoPlayConfig(homeId: string, channelOrder: string[], checked: string[]): Promise<void> {
  await db().autoPlayConfig.upsert({ where: { homeId }, create: { homeId, channelOrder, checked }, update: { channelOrder, checked } });
}

/** The titles of online videos the home keeps in its categories, by YouTube id (pending, empty ones left out). */
export async function findYoutubeTitles(homeId: string, youtubeIds: string[]): Promise<Map<string, string>> {
  if (youtubeIds.length === 0) return new Map();
  const links = await db().videoLink.findMany({
    where: { youtubeId: { in: youtubeIds }, section: { homeId }, title: { not: "" } },
    select: { youtubeId: true, title: true },
  });
  return new Map(links.map((link) => [link.youtubeId, link.title]));
}
