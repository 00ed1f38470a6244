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
/** A run of letters, digits and CJK characters; split at script changes only when it holds CJK (cheaper than a look-ahead at every character). */
const WORD = new RegExp(`[${CJK}\\p{L}\\p{N}]+`, "gu");
const SCRIPT_RUN = new RegExp(`[${CJK}]+|[^${CJK}]+`, "gu");
const HAS_CJK = new RegExp(`[${CJK}]`, "u");
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
  const found: Run[] = [];
  for (const [word] of foldText(text).matchAll(WORD)) {
    if (!HAS_CJK.test(word)) found.push({ text: word, cjk: false });
    else for (const [run] of word.matchAll(SCRIPT_RUN)) found.push({ text: run, cjk: IS_CJK.test(run) });
  }
  return found;
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
  return `${documentTerms(title).join(" ")}\t${pathTerms(path)}`;
}

/** Recent paths' terms: a scan or a rebuild goes folder by folder, so the files of a batch share a few paths. */
const recentPaths = new Map<string, string>();
const RECENT_PATHS = 256;

function pathTerms(path: string): string {
  let terms = recentPaths.get(path);
  if (terms === undefined) {
    if (recentPaths.size >= RECENT_PATHS) recentPaths.clear();
    terms = documentTerms(path).join(" ");
    recentPaths.set(path, terms);
  }
  return terms;
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

/**
 * A tsquery that every item inside a folder (at any depth) matches: its own
 * name's terms as path terms. A search scoped to the folder adds it, so the
 * search index narrows to the folder's items before any row is read (the
 * exact path check still follows: other folders of the same name match too).
 * Null when the name has no term, and for a top-level folder: it usually
 * holds most of its root, so its name is in nearly every row and the index
 * would only pay for intersecting it.
 */
export function folderQuery(path: string): string | null {
  const cut = path.lastIndexOf("/");
  if (cut < 0) return null;
  const terms = documentTerms(path.slice(cut + 1));
  return terms.length ? [...new Set(terms)].map((term) => `'${PATH_MARK}${term}'`).join(" & ") : null;
}
