import sanitizeHtml from "sanitize-html";
import { parseMediaLink } from "../channels/media-path";
import { watchUrl } from "../youtube/links";
import { BOX_ID, type TitleBlock } from "./rules";

// Every article is cleaned here before it is stored, and only the stored
// (clean) HTML is ever rendered. The allow-list is exactly the editor's
// blocks and marks (components/articles/extensions.ts):
//   p, h1 (large heading), h2 (heading), h3; strong, em, u, s; br;
//   <figure data-type="photo"><img src alt><figcaption>;
//   <figure data-type="video"><video src controls><figcaption>;
//   <figure data-type="embed" data-value="{YouTube or this-site media URL}"><figcaption>;
//   <ul data-type="videobox" data-box="box-..."></ul> (a video-card drop box).
// Every URL must be one of this site's media URLs of its kind (or a YouTube
// watch URL for an embed); anything else goes, with its element.

/** A photo's display rendition (lib/media/display-rules.ts). */
const PHOTO_SRC = /^\/api\/photos\/[1-9]\d{0,9}\/display(\?v=[a-z0-9]{1,20})?$/;
/** A home video's stream (lib/media/player.ts streamUrlOf). */
const VIDEO_SRC = /^\/media_lv_video_root\/[A-Za-z0-9_-]{1,6000}={0,2}$/;
const FIGURE_TYPES = new Set(["photo", "video", "embed"]);
const TEXT_MAX = 300;

/**
 * The URL an embedded video figure may carry: a YouTube link (as its watch
 * URL) or a link to a video of this site (/yv/..., /lv/... or its stream),
 * or null for anything else.
 */
export function embedValue(value: string | undefined): string | null {
  if (!value) return null;
  if (VIDEO_SRC.test(value)) return value;
  if (/^https?:\/\//i.test(value) && !/^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(value)) return null;
  const parsed = parseMediaLink(value);
  if (!parsed.ok) return null;
  const path = parsed.path;
  if (path.type === "yv") return watchUrl(path.mediaId);
  return `/lv/${path.mediaId}${path.relpath ? `/${path.relpath}` : ""}`;
}

const clip = (value: string | undefined) => (value ?? "").slice(0, TEXT_MAX);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "h1", "h2", "h3", "strong", "em", "u", "s", "br", "figure", "figcaption", "img", "video", "ul"],
  allowedAttributes: {
    figure: ["data-type", "data-value"],
    img: ["src", "alt"],
    video: ["src", "controls", "preload"],
    ul: ["data-type", "data-box"],
  },
  // Attribute values are checked one by one below; no scheme is needed by any of them.
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ["src", "href", "cite", "action", "formaction", "poster", "xlink:href"],
  // These hide content that is not text; whatever they hold goes with them.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "template",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "xmp",
    "noembed",
    "noframes",
    "title",
  ],
  disallowedTagsMode: "discard",
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    figure: (tagName, attribs) => {
      const type = FIGURE_TYPES.has(attribs["data-type"] ?? "") ? attribs["data-type"]! : "";
      const value = type === "embed" ? embedValue(attribs["data-value"]) : null;
      return { tagName, attribs: { ...(type ? { "data-type": type } : {}), ...(value ? { "data-value": value } : {}) } };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...(PHOTO_SRC.test(attribs.src ?? "") ? { src: attribs.src! } : {}), alt: clip(attribs.alt) },
    }),
    video: (tagName, attribs) => ({
      tagName,
      attribs: { ...(VIDEO_SRC.test(attribs.src ?? "") ? { src: attribs.src! } : {}), controls: "", preload: "metadata" },
    }),
    ul: (tagName, attribs) => {
      const box = attribs["data-type"] === "videobox" && BOX_ID.test(attribs["data-box"] ?? "") ? attribs["data-box"] : undefined;
      const kept: sanitizeHtml.Attributes = box ? { "data-type": "videobox", "data-box": box } : {};
      return { tagName, attribs: kept };
    },
  },
  // An element whose only reason to be is a URL that was dropped goes entirely;
  // so does a figure of no known kind (or an embed without its URL), and a drop box that is not empty or not one.
  exclusiveFilter: (frame) => {
    const a = frame.attribs;
    if (frame.tag === "img" || frame.tag === "video") return !a.src;
    if (frame.tag === "figure") return !a["data-type"] || (a["data-type"] === "embed" && !a["data-value"]);
    if (frame.tag === "ul") return !a["data-box"] || frame.text.trim() !== "";
    return false;
  },
};

/** The article's HTML as it may be stored and rendered. */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of (clean) article HTML: the blocks' words, spaced. */
export function textOfHtml(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-3]|figcaption)>|<br\s*\/?>/g, " $&");
  return decodeEntities(sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

/** The title rule's blocks of clean article HTML, in order (sanitizeArticle's output is regular enough to read this way). */
export function titleBlocksOf(cleanHtml: string): TitleBlock[] {
  return [...cleanHtml.matchAll(/<(h[1-3]|p)>([\s\S]*?)<\/\1>/g)].map(([, tag = "p", inner = ""]) =>
    tag === "p" ? { type: "paragraph", text: textOfHtml(inner) } : { type: "heading", level: Number(tag.slice(1)), text: textOfHtml(inner) },
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}
