import "server-only";
import { db } from "../db";
import { searchDocument } from "../search/text";

// The only file of lib/onboarding that talks to Prisma.

export type StarterContent = {
  sections: { name: string; links: { youtubeId: string; title: string; thumbnail: string }[] }[];
  channel: { fileName: string; name: string; mediaPaths: { mediaPath: string; title: string }[] };
};

/** Writes a new home's starter categories, their videos and one channel, all or nothing. */
export async function createStarterContent(homeId: string, content: StarterContent): Promise<void> {
  await db().$transaction(async (tx) => {
    for (const [position, section] of content.sections.entries()) {
      await tx.section.create({
        data: {
          homeId,
          name: section.name,
          position,
          links: { create: section.links.map((link, index) => ({ ...link, position: index, searchText: searchDocument(link.title, section.name) })) },
        },
      });
    }
    const { fileName, name, mediaPaths } = content.channel;
    await tx.channel.create({
      data: { homeId, fileName, name, position: 0, items: { create: mediaPaths.map((item, index) => ({ ...item, position: index })) } },
    });
  });
}

/** True when the home already has categories or channels (a template is only for an empty home). */
export async function hasCollections(homeId: string): Promise<boolean> {
  const [sections, channels] = await Promise.all([db().section.count({ where: { homeId } }), db().channel.count({ where: { homeId } })]);
  return sections + channels > 0;
}
