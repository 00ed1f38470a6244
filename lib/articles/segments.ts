// Clean article HTML (sanitize.ts) cut where the view puts React parts: the
// video-card drop boxes and the embedded video figures, which play as cards.
// Pure; relies on sanitizeArticle's regular output (attributes in its order,
// double quotes, escaped values).

export type Segment = { kind: "html"; html: string } | { kind: "box"; boxId: string } | { kind: "embed"; value: string; caption: string };

const CUT =
  /<ul data-type="videobox" data-box="([^"]+)"><\/ul>|<figure data-type="embed" data-value="([^"]+)">(?:<figcaption>([\s\S]*?)<\/figcaption>)?<\/figure>/g;

const unescape = (text: string) =>
  text
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&");

export function segmentsOf(cleanHtml: string): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const match of cleanHtml.matchAll(CUT)) {
    if (match.index > at) segments.push({ kind: "html", html: cleanHtml.slice(at, match.index) });
    const [whole, boxId, value, caption] = match;
    if (boxId) segments.push({ kind: "box", boxId });
    else segments.push({ kind: "embed", value: unescape(value ?? ""), caption: unescape(caption ?? "") });
    at = match.index + whole.length;
  }
  if (at < cleanHtml.length) segments.push({ kind: "html", html: cleanHtml.slice(at) });
  return segments;
}

/** The drop boxes an article's HTML holds, in order. */
export function boxIdsOf(cleanHtml: string): string[] {
  return segmentsOf(cleanHtml).flatMap((s) => (s.kind === "box" ? [s.boxId] : []));
}
