import { ARTICLE_MAX_BYTES, EMPTY_TITLE, UNTITLED, articleBytes, editorTitle, savedTitle, type TitleBlock } from "./rules";

const h = (level: number, text: string): TitleBlock => ({ type: "heading", level, text });
const p = (text: string): TitleBlock => ({ type: "paragraph", text });

describe("editorTitle", () => {
  test("the first heading wins over an earlier level-3 heading and paragraphs", () => {
    expect(editorTitle([p("intro"), h(3, "small"), h(2, "Main"), h(1, "Later large")])).toBe("Main");
    expect(editorTitle([p("intro"), h(1, "Large")])).toBe("Large");
  });
  test("else the first level-3 heading, else the first paragraph", () => {
    expect(editorTitle([p("intro"), h(3, "Small one"), h(3, "two")])).toBe("Small one");
    expect(editorTitle([{ type: "other" }, p("  first   words "), p("second")])).toBe("first words");
  });
  test("blocks without text do not count; nothing gives '(empty)'", () => {
    expect(editorTitle([h(2, "   "), p("text")])).toBe("text");
    expect(editorTitle([])).toBe(EMPTY_TITLE);
    expect(editorTitle([{ type: "other" }, p("")])).toBe(EMPTY_TITLE);
  });
  test("cut to 64 characters, counting characters not UTF-16 units", () => {
    expect(editorTitle([p("x".repeat(100))])).toHaveLength(64);
    expect([...editorTitle([p("😀".repeat(70))])]).toHaveLength(64);
  });
});

describe("savedTitle", () => {
  test("the first 60 characters of the text, spaces collapsed", () => {
    expect(savedTitle(" Hello \n world ")).toBe("Hello world");
    expect(savedTitle("y".repeat(61))).toBe("y".repeat(60));
  });
  test("no text: 'Untitled'", () => {
    expect(savedTitle(" \n ")).toBe(UNTITLED);
  });
});

test("articleBytes counts UTF-8 bytes of the HTML and the cards", () => {
  expect(articleBytes("é", [])).toBe(2 + 2);
  expect(articleBytes("x".repeat(ARTICLE_MAX_BYTES), [])).toBeGreaterThan(ARTICLE_MAX_BYTES);
});
