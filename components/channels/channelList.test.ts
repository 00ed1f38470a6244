import { withRandom } from "./channelList";
import type { ChannelSummary } from "./api";

const channel = (file_name: string, random: boolean): ChannelSummary => ({
  file_name,
  channel_name: file_name,
  random,
  item_count: 0,
  video_count: 0,
  photo_count: 0,
});

describe("withRandom", () => {
  const list = [channel("a.json", false), channel("b.json", true)];

  test("changes only the named channel's setting, in place in the order", () => {
    expect(withRandom(list, "a.json", true)).toEqual([channel("a.json", true), channel("b.json", true)]);
    expect(withRandom(list, "b.json", false)).toEqual([channel("a.json", false), channel("b.json", false)]);
  });

  test("leaves the list it was given alone, so a rollback has the old one to go back to", () => {
    withRandom(list, "a.json", true);
    expect(list).toEqual([channel("a.json", false), channel("b.json", true)]);
  });

  test("an unknown channel changes nothing", () => {
    expect(withRandom(list, "c.json", true)).toEqual(list);
  });
});
