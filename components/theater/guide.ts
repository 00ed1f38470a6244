import type { Program, TheaterItem } from "@/lib/theater/schedule";

// The guide's rows, as pure functions: runs of photos (6 s each) read as one
// programme ("Photos (12)") instead of dozens of tiny ones.

export type GuideEntry = { key: string; kind: "programme" | "photos"; item: TheaterItem; title: string; count: number; startMs: number; endMs: number };

export function guideEntries(programs: Program[]): GuideEntry[] {
  const entries: GuideEntry[] = [];
  for (const program of programs) {
    const last = entries.at(-1);
    if (program.item.kind === "photo" && last?.kind === "photos" && last.endMs === program.startMs) {
      last.count++;
      last.endMs = program.endMs;
      continue;
    }
    entries.push({
      key: `${program.item.id}@${program.startMs}`,
      kind: program.item.kind === "photo" ? "photos" : "programme",
      item: program.item,
      title: program.item.title,
      count: 1,
      startMs: program.startMs,
      endMs: program.endMs,
    });
  }
  return entries;
}

/**
 * The channel a typed number asks for: `jump` when it names a channel and no
 * further digit could make another one, `wait` while more digits could follow,
 * `none` when it names nothing.
 */
export function typedChannel(typed: string, count: number): { action: "jump" | "wait" | "none"; number: number } {
  const number = Number.parseInt(typed, 10);
  if (!Number.isSafeInteger(number) || number < 1) return { action: "none", number: 0 };
  if (number > count) return { action: "none", number };
  return { action: number * 10 > count ? "jump" : "wait", number };
}
