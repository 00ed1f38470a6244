// Pure rules of the search results: their display order, and which calls a page searches.

/** Above this many results the order is mixed (documents, 000 section 9). */
export const MIX_ABOVE = 10;
const KEEP_FIRST = 2;
const RANDOM_PICKS = 5;

/**
 * More than 10 results: the first 2 stay first, then 5 random ones from the
 * rest, then the remainder in their order. 10 or fewer: as they came.
 */
export function displayOrder<T>(items: readonly T[], random: () => number = Math.random): T[] {
  if (items.length <= MIX_ABOVE) return [...items];
  const rest = items.slice(KEEP_FIRST).map((item, i) => ({ item, i }));
  const picked = new Set<number>();
  while (picked.size < RANDOM_PICKS) picked.add(Math.floor(random() * rest.length));
  // In the order they were drawn.
  const picks = [...picked].flatMap((i) => {
    const entry = rest[i];
    return entry ? [entry.item] : [];
  });
  return [...items.slice(0, KEEP_FIRST), ...picks, ...rest.filter(({ i }) => !picked.has(i)).map(({ item }) => item)];
}

/** Pages of online videos search the home's video links; everything else on the home face, its files. */
const LINK_PAGES = ["/youtubeview", "/ytdirview", "/ytplayerdirview", "/tbview", "/tbgview", "/tbplay"];

export type SearchKind = "f2f" | "yt";

export function searchKind(deployType: "home" | "tebe", pathname: string): SearchKind {
  if (deployType === "tebe") return "yt";
  return LINK_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`)) ? "yt" : "f2f";
}
