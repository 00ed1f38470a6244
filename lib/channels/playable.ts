import type { ChannelItemView } from "./service";

// A channel item as the players play it: the channel player
// (components/channels/program.ts) and the Tiny Theater (lib/theater) alike. Pure.

export type PlayableKind = "photo" | "localVideo" | "youtube";

export type PlayableItem = {
  /** The channel media path (unique within a channel). */
  id: string;
  kind: PlayableKind;
  title: string;
  /** Local items: the stream URL (videos) or the image URL (photos). */
  src: string | null;
  /** Local videos a browser cannot play as they are: their HLS playlist (lib/transcode). */
  hlsSrc: string | null;
  youtubeId: string | null;
  thumbnail: string;
};

export function playableItem(item: ChannelItemView): PlayableItem {
  const kind: PlayableKind = item.paste_type === "yv" ? "youtube" : item.file_type === 2 ? "photo" : "localVideo";
  return {
    id: item.channel_media_path,
    kind,
    title: item.title,
    src: item.video_src,
    hlsSrc: item.video_hls,
    youtubeId: item.youtube_id,
    thumbnail: item.thumbnail,
  };
}
