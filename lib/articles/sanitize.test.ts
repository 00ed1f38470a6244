import { embedValue, sanitizeArticle, textOfHtml, titleBlocksOf } from "./sanitize";
import { boxIdsOf, segmentsOf } from "./segments";

describe("sanitizeArticle keeps the editor's blocks and marks", () => {
  test("headings, paragraphs, marks and breaks stay as they are", () => {
    const html = "<h1>Big</h1><h2>Head</h2><h3>Small</h3><p>a <strong>b</strong> <em>c</em> <u>d</u> <s>e</s><br />f</p>";
    expect(sanitizeArticle(html)).toBe(html);
  });
  test("the three figures and a drop box stay with their checked URLs", () => {
    const html =
      '<figure data-type="photo"><img src="/api/photos/12/display?v=abc" alt="Cat" /><figcaption>Cat</figcaption></figure>' +
      '<figure data-type="video"><video src="/media_lv_video_root/cGhvdG9zL2EubXA0" controls preload="metadata"></video><figcaption>Clip</figcaption></figure>' +
      '<figure data-type="embed" data-value="https://www.youtube.com/watch?v=AbCdEfGhIj0"><figcaption>Yt</figcaption></figure>' +
      '<ul data-type="videobox" data-box="box-1"></ul>';
    expect(sanitizeArticle(html)).toBe(html);
  });
  test("a YouTube link of another shape becomes its watch URL; other hosts go with their figure", () => {
    expect(sanitizeArticle('<figure data-type="embed" data-value="https://youtu.be/AbCdEfGhIj0"></figure>')).toBe(
      '<figure data-type="embed" data-value="https://www.youtube.com/watch?v=AbCdEfGhIj0"></figure>',
    );
    expect(sanitizeArticle('<p>x</p><figure data-type="embed" data-value="https://evil.example/watch?v=AbCdEfGhIj0"><figcaption>x</figcaption></figure>')).toBe(
      "<p>x</p>",
    );
  });
  test("other sources, tags and attributes go", () => {
    expect(sanitizeArticle('<img src="https://evil.example/a.png" onerror="alert(1)">')).toBe("");
    expect(sanitizeArticle('<p style="x" class="y" id="z" onclick="alert(1)">t</p><script>alert(1)</script>')).toBe("<p>t</p>");
    expect(sanitizeArticle('<ul data-type="videobox" data-box="box-1"><li>x</li></ul><ul><li>y</li></ul><p>z</p>')).toBe("<p>z</p>");
    expect(sanitizeArticle('<a href="javascript:alert(1)">l</a><svg><script>alert(1)</script></svg>')).toBe("l");
  });
});

test("embedValue: YouTube or this site's video links only", () => {
  expect(embedValue("https://www.youtube.com/shorts/AbCdEfGhIj0")).toBe("https://www.youtube.com/watch?v=AbCdEfGhIj0");
  expect(embedValue("/lv/12/cGhvdG9z")).toBe("/lv/12/cGhvdG9z");
  expect(embedValue("/media_lv_video_root/cGhvdG9zL2EubXA0")).toBe("/media_lv_video_root/cGhvdG9zL2EubXA0");
  for (const bad of ["javascript:alert(1)", "data:text/html,x", "https://evil.example/lv/12", "//evil.example/yv/AbCdEfGhIj0", "", undefined]) {
    expect(embedValue(bad)).toBeNull();
  }
});

test("text and title blocks of clean HTML", () => {
  const html = sanitizeArticle("<h3>Small &amp; neat</h3><p>One<br>two</p>");
  expect(textOfHtml(html)).toBe("Small & neat One two");
  expect(titleBlocksOf(html)).toEqual([
    { type: "heading", level: 3, text: "Small & neat" },
    { type: "paragraph", text: "One two" },
  ]);
});

test("segments cut at drop boxes and embedded videos", () => {
  const html = sanitizeArticle(
    '<p>a</p><ul data-type="videobox" data-box="box-9"></ul><figure data-type="embed" data-value="https://youtu.be/AbCdEfGhIj0"><figcaption>T &amp; u</figcaption></figure><p>b</p>',
  );
  expect(segmentsOf(html)).toEqual([
    { kind: "html", html: "<p>a</p>" },
    { kind: "box", boxId: "box-9" },
    { kind: "embed", value: "https://www.youtube.com/watch?v=AbCdEfGhIj0", caption: "T & u" },
    { kind: "html", html: "<p>b</p>" },
  ]);
  expect(boxIdsOf(html)).toEqual(["box-9"]);
});
