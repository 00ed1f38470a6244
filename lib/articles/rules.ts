// Article rules shared by the editor (browser) and the server, pure.

/** The editor's title: at most this many characters (documents: 64). */
export const EDITOR_TITLE_MAX = 64;
/** A saved article's title: the first this many characters of its text (documents: 60). */
export const SAVED_TITLE_MAX = 60;
export const EMPTY_TITLE = "(empty)";
export const UNTITLED = "Untitled";
/** The largest article (its HTML and video-card data together, as UTF-8). */
export const ARTICLE_MAX_BYTES = 1_000_000;

/** A block of an article as the title rule sees it: "large heading" is level 1, "heading" level 2, the small heading level 3. */
export type TitleBlock = { type: "heading"; level: number; text: string } | { type: "paragraph"; text: string } | { type: "other" };

const textOf = (block: TitleBlock) => ("text" in block ? block.text.replace(/\s+/g, " ").trim() : "");

/**
 * The editor's title (documents): the first heading, else the first level-3
 * heading, else the first paragraph, else '(empty)', cut to 64 characters.
 * Blocks without text do not count.
 */
export function editorTitle(blocks: readonly TitleBlock[]): string {
  const pick = (test: (block: TitleBlock) => boolean) => blocks.find((block) => test(block) && textOf(block) !== "");
  const found = pick((b) => b.type === "heading" && b.level !== 3) ?? pick((b) => b.type === "heading" && b.level === 3) ?? pick((b) => b.type === "paragraph");
  return found ? [...textOf(found)].slice(0, EDITOR_TITLE_MAX).join("") : EMPTY_TITLE;
}

/** A saved article's title (documents): the first 60 characters of its text, or 'Untitled'. */
export function savedTitle(text: string): string {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain ? [...plain].slice(0, SAVED_TITLE_MAX).join("") : UNTITLED;
}

/** A drop box's id (ul_id): what the editor makes, and nothing that could name anything else on a page. */
export const BOX_ID = /^box-[A-Za-z0-9_-]{1,40}$/;

/** The size of an article as stored: its HTML and its video-card data. */
export function articleBytes(html: string, medias: unknown): number {
  return new TextEncoder().encode(html).length + new TextEncoder().encode(JSON.stringify(medias ?? [])).length;
}
