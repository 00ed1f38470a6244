import "server-only";
import type { Caller } from "../auth/session";
import type { Locale } from "../i18n/locale";
import { autoPlaylists, type ChannelItemView } from "../channels/service";
import { playableItem } from "../channels/playable";
import { GUIDE_WINDOW_MS, scheduleAt, THEATER_EPOCH_MS, type Program, type TheaterItem } from "./schedule";

// Tiny Theater: the auto-play channels (in the auto-play configuration's
// order) as live channels, with what plays now and next on each. Reads only
// the stored channels; every viewer of the home sees the same schedule.

export type TheaterProgram = { id: string; title: string; kind: TheaterItem["kind"]; start_ms: number; end_ms: number };

export type TheaterChannel = {
  /** 1, 2, ...: the number key that tunes in. */
  number: number;
  file_name: string;
  channel_name: string;
  random: boolean;
  /** The loop's items in stored order, with what the page needs to play them. */
  items: TheaterItem[];
  now: (TheaterProgram & { offset_ms: number }) | null;
  next: TheaterProgram[];
};

export type TheaterGuide = {
  /** The clock time the schedule was computed for (the server's clock unless asked for another). */
  at_ms: number;
  epoch_ms: number;
  window_ms: number;
  channels: TheaterChannel[];
};

const theaterItem = (item: ChannelItemView): TheaterItem => ({ ...playableItem(item), duration: item.duration });

const program = (p: Program): TheaterProgram => ({ id: p.item.id, title: p.item.title, kind: p.item.kind, start_ms: p.startMs, end_ms: p.endMs });

/** GET /api_chnl/theater[?at=ms]: the theater's channels with now and next over the guide's 2 hours. */
export async function theaterGuide(caller: Caller, locale: Locale, atMs: number = Date.now()): Promise<TheaterGuide> {
  const playlists = (await autoPlaylists(caller, locale)).flatMap((entry) => Object.values(entry));
  const channels = playlists.map((playlist, index): TheaterChannel => {
    const items = playlist.items.filter((item) => item.available).map(theaterItem);
    const schedule = scheduleAt({ key: playlist.file_name, random: playlist.random, items }, atMs);
    return {
      number: index + 1,
      file_name: playlist.file_name,
      channel_name: playlist.channel_name,
      random: playlist.random,
      items,
      now: schedule.now ? { ...program(schedule.now), offset_ms: schedule.now.offsetMs } : null,
      next: schedule.next.map(program),
    };
  });
  return { at_ms: atMs, epoch_ms: THEATER_EPOCH_MS, window_ms: GUIDE_WINDOW_MS, channels };
}
