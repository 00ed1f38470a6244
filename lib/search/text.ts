// The search text rule, shared by what is indexed and what is asked. Pure:
// unit tested beside it, used by the scanner, the collections and the bench.
//
// The database holds a 'simple' tsvector (no stemming, no stop words) built
// from terms made here, because PGlite has no unaccent and no CJK parser:
// - case and accents are folded in the application (NFKD, marks dropped);
// - a run of letters or digits is one word ('Summer' -> 'summer');
// - a run of Chinese, Japanese or Korean characters gives each character and
//   each adjacent pair ('北京大学' -> 北 京 大 学 北京 京大 大学), so one- and
//   two-character queries are exact lexemes and longer ones are all their pairs.
// The document is "<title terms>\t<path terms>": the database weights the
// title part A and the path part B (see the migration), which ranks title
// matches first.

/** Characters of the scripts written without spaces between words. */
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
const RUN = new RegExp(`[${CJK}]+|(?:(?![${CJK}])[\\p{L}\\p{N}])+`, "gu");
const IS_CJK = new RegExp(`^[${CJK}]`, "u");
const MARKS = /\p{M}+/gu;
/** Letters NFKD leaves whole but people type without their stroke or ligature. */
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i" };
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");
/** Longer words are cut: tsvector lexemes are bounded and nobody types them. */
const MAX_WORD = 64;
/** Longest text searched; longer queries are refused before anything is asked. */
export const MAX_QUERY_CHARS = 200;

/** Lower case without accents: 'Crème Brûlée' -> 'creme brulee'; fullwidth forms become plain ones. */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(MARKS, "")
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (c) => LETTERS[c] ?? c);
}

type Run = { text: string; cjk: boolean };

function runs(text: string): Run[] {
  return Array.from(foldText(text).matchAll(RUN), ([run]) => ({ text: run, cjk: IS_CJK.test(run) }));
}

function pairs(chars: string[]): string[] {
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/** The indexed terms of a text: its words, and the characters and pairs of its CJK runs. */
export function documentTerms(text: string): string[] {
  return runs(text).flatMap(({ text: run, cjk }) => {
    if (!cjk) return [run.slice(0, MAX_WORD)];
    const chars = Array.from(run);
    return [...chars, ...pairs(chars)];
  });
}

/** The search column of an item: its title's terms, a tab, its path's terms (folder or category names). */
export function searchDocument(title: string, path: string): string {
  return `${documentTerms(title).join(" ")}\t${documentTerms(path).join(" ")}`;
}

/** What a query needs to find: Latin words as prefixes, CJK as exact characters or pairs (all required). */
export type QueryTerms = { words: string[]; cjk: string[] };

export function queryTerms(text: string): QueryTerms {
  const words: string[] = [];
  const cjk: string[] = [];
  for (const { text: run, cjk: isCjk } of runs(text)) {
    if (!isCjk) words.push(run.slice(0, MAX_WORD));
    else {
      const chars = Array.from(run);
      cjk.push(...(chars.length === 1 ? chars : pairs(chars)));
    }
  }
  return { words: [...new Set(words)], cjk: [...new Set(cjk)] };
}

/**
 * The tsquery texts for a query, strictest first: every term whole in the
 * title, every term a prefix in the title, every term whole anywhere, every
 * term a prefix anywhere (what matches at all). Null when the text has no
 * term (only punctuation). Terms hold only letters and digits, so they need
 * no quoting in tsquery syntax (nor escaping in a LIKE pattern).
 *
 * `substring` is the last tier, a Latin word found inside a word ('mmer' in
 * 'summer'): LIKE patterns over the search text, which the database answers
 * from a trigram index (pg_trgm), plus the tsquery the other terms still need.
 * Only words of 3+ characters: a trigram index cannot narrow a shorter
 * pattern, so 1- and 2-letter words stay prefix-only. Null without such a word.
 */
export type SubstringQuery = { patterns: string[]; rest: string };
export type RankedQueries = { titleWhole: string; titlePrefix: string; whole: string; match: string; substring: SubstringQuery | null };

/** Shortest Latin word searched inside words (a trigram). */
export const MIN_SUBSTRING = 3;

export function rankedQueries(terms: QueryTerms): RankedQueries | null {
  if (!terms.words.length && !terms.cjk.length) return null;
  const build = (words: string[], prefix: boolean, weight: "" | "A") =>
    [...words.map((w) => (prefix ? `${w}:*${weight}` : weight ? `${w}:${weight}` : w)), ...terms.cjk.map((c) => (weight ? `${c}:${weight}` : c))].join(" & ");
  const inside = terms.words.filter((w) => Array.from(w).length >= MIN_SUBSTRING);
  const substring = inside.length
    ? {
        patterns: inside.map((w) => `%${w}%`),
        rest: build(
          terms.words.filter((w) => !inside.includes(w)),
          true,
          "",
        ),
      }
    : null;
  return {
    titleWhole: build(terms.words, false, "A"),
    titlePrefix: build(terms.words, true, "A"),
    whole: build(terms.words, false, ""),
    match: build(terms.words, true, ""),
    substring,
  };
}
