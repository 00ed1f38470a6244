import { channelProgram, nextChannelIndex } from "./program";
import type { ChannelItemView } from "./api";

const item = (path: string, over: Partial<ChannelItemView> = {}): ChannelItemView => ({
  channel_media_path: path,
  paste_type: path.startsWith("/yv/") ? "yv" : "lv",
  file_type: 3,
  title: path,
  thumbnail: "",
  video_src: path.startsWith("/lv/") ? `/media_lv_video_root/${path}` : null,
  video_hls: null,
  youtube_id: path.startsWith("/yv/") ? path.slice(4) : null,
  media_id: null,
  duration: null,
  available: true,
  ...over,
});

const items = [
  item("/lv/1", { file_type: 2 }),
  item("/lv/2"),
  item("/yv/aaaaaaaaaaa"),
  item("/lv/3", { file_type: 2 }),
  item("/lv/4", { available: false }),
  item("/lv/5"),
];

describe("channelProgram", () => {
  test("videos (local and online) first in channel order, then photos; unavailable items are left out", () => {
    const program = channelProgram(items, false);
    expect(program.map((p) => p.id)).toEqual(["/lv/2", "/yv/aaaaaaaaaaa", "/lv/5", "/lv/1", "/lv/3"]);
    expect(program.map((p) => p.kind)).toEqual(["localVideo", "youtube", "localVideo", "photo", "photo"]);
    expect(program[1]).toMatchObject({ youtubeId: "aaaaaaaaaaa", src: null });
  });

  test("random shuffles within the videos and within the photos", () => {
    // A fixed generator gives a fixed order: the shuffle is applied per group.
    const program = channelProgram(items, true, () => 0);
    expect(program.map((p) => p.id)).toEqual(["/yv/aaaaaaaaaaa", "/lv/5", "/lv/2", "/lv/3", "/lv/1"]);
    const kinds = channelProgram(items, true).map((p) => p.kind);
    expect(kinds.slice(3)).toEqual(["photo", "photo"]);
  });

  test("nextChannelIndex: the next channel, or null after the last", () => {
    expect(nextChannelIndex(0, 3)).toBe(1);
    expect(nextChannelIndex(2, 3)).toBeNull();
    expect(nextChannelIndex(0, 0)).toBeNull();
  });
});
