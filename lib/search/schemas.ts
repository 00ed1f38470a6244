import { z } from "zod";

// Inputs of /api_gidx_f2f/search and /api_gidx_yt/search. No server-only:
// the overlay reuses the texts and limits.

export const EMPTY_QUERY = "Please enter keywords to search.";
export const QUERY_TOO_LONG = "The search text is too long (at most 200 characters).";
export const QUERY_NOT_BASE64 = "query: not valid url-safe base64 of UTF-8 text.";
export const RELPATH_NOT_BASE64 = "relpath: not valid url-safe base64 of UTF-8 text.";

/** Longest query accepted before decoding: the base64 of 200 characters of 4 UTF-8 bytes, with room to spare. */
const MAX_ENCODED = 1_200;

/**
 * {query, relpath?, plain?}: query is the url-safe
 * base64 of the text and relpath (the folder or category to search in) the
 * url-safe base64 of its path. The encoding is chosen by the caller, never
 * guessed from the text: without plain: true both are always decoded, so
 * 'summer' or 'abcd' (base64 alphabet, but not the base64 of UTF-8 text) is a
 * 400 and 'Zm9v' is a search for 'foo'; with plain: true both are taken as
 * they are, so 'Zm9v' is a search for 'zm9v'. Guessing would make a word that
 * happens to decode to text ('QUJD' -> 'ABC') search for something else.
 */
export const SearchInput = z.object({
  query: z.string({ error: (issue) => (issue.input === undefined ? EMPTY_QUERY : "query: must be text.") }).max(MAX_ENCODED, QUERY_TOO_LONG),
  relpath: z.string().max(MAX_ENCODED, "relpath: too long.").nullish(),
  plain: z.boolean().optional(),
});
export type SearchInput = z.infer<typeof SearchInput>;
