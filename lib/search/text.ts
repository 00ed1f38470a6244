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
// The document is "<title terms>\t<path terms>". The database keeps its terms
// as they are (array_to_tsvector: no text parser, the costly part of writing a
// row), each path term marked with PATH_MARK ('/trips'), so a title match is
// its own lexeme and ranks first (see the migration 20261126050000_search_terms).

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

/** What the database puts before each path term of the document: title and path matches are different lexemes. */
export const PATH_MARK = "/";

/**
 * The tsquery texts for a query (tsquery syntax, cast as they are: no parser
 * on either side), strictest first: every term whole in the title, every term
 * a prefix in the title, every term whole anywhere, every term a prefix
 * anywhere (what matches at all). Null when the text has no term (only
 * punctuation). Terms hold only letters and digits: quoted, they need no
 * escaping in tsquery syntax (nor in a LIKE pattern).
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
  const lexeme = (term: string, prefix: boolean) => `'${term}'${prefix ? ":*" : ""}`;
  const anywhere = (term: string, prefix: boolean) => `(${lexeme(term, prefix)} | ${lexeme(PATH_MARK + term, prefix)})`;
  const build = (words: string[], prefix: boolean, where: typeof lexeme) =>
    [...words.map((w) => where(w, prefix)), ...terms.cjk.map((c) => where(c, false))].join(" & ");
  const inside = terms.words.filter((w) => Array.from(w).length >= MIN_SUBSTRING);
  const substring = inside.length
    ? {
        patterns: inside.map((w) => `%${w}%`),
        rest: build(
          terms.words.filter((w) => !inside.includes(w)),
          true,
          anywhere,
        ),
      }
    : null;
  return {
    titleWhole: build(terms.words, false, lexeme),
    titlePrefix: build(terms.words, true, lexeme),
    whole: build(terms.words, false, anywhere),
    match: build(terms.words, true, anywhere),
    substring,
  };
}
