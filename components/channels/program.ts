import type { QueueItemKind } from "@/components/player/playQueue";
import type { ChannelItemView } from "./api";
import { shuffled } from "@/lib/arrays";

// What a channel plays, in which order (documents, "Channel player"): the
// playable items, videos first, then photos; shuffled within each group when
// the channel is random. Pure, so the order rules are tested without a DOM.

export type ProgramItem = {
  /** The channel media path (unique within a channel). */
  id: string;
  kind: QueueItemKind;
  title: string;
  src: string | null;
  youtubeId: string | null;
  thumbnail: string;
};

export type Random = () => number;

function toProgramItem(item: ChannelItemView): ProgramItem {
  const kind: QueueItemKind = item.paste_type === "yv" ? "youtube" : item.file_type === 2 ? "photo" : "localVideo";
  return { id: item.channel_media_path, kind, title: item.title, src: item.video_src, youtubeId: item.youtube_id, thumbnail: item.thumbnail };
}

export function channelProgram(items: ChannelItemView[], isRandom: boolean, random: Random = Math.random): ProgramItem[] {
  const playable = items.filter((item) => item.available).map(toProgramItem);
  const videos = playable.filter((item) => item.kind !== "photo");
  const photos = playable.filter((item) => item.kind === "photo");
  return isRandom ? [...shuffled(videos, random), ...shuffled(photos, random)] : [...videos, ...photos];
}

/** The channel after `index`, or null after the last one (the end screen). */
export const nextChannelIndex = (index: number, count: number): number | null => (index + 1 < count ? index + 1 : null);
