import { Node } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { VideoBoxView } from "./VideoBoxView";

// The editor's blocks and marks, and nothing else: what
// lib/articles/sanitize.ts lets through is exactly what these write.
// Blocks: paragraph, large heading (h1), heading (h2), small heading (h3),
// photo figure, video figure, embedded video figure (data-value: its URL),
// video-card drop box. Marks: bold, italic, underline, strike.

const attr = (el: HTMLElement | string, selector: string, name: string) =>
  typeof el === "string" ? "" : (el.querySelector(selector)?.getAttribute(name) ?? "");
const caption = (el: HTMLElement | string) => (typeof el === "string" ? "" : (el.querySelector("figcaption")?.textContent ?? ""));

export const PhotoFigure = Node.create({
  name: "photoFigure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: "" }, alt: { default: "" } }),
  parseHTML: () => [{ tag: 'figure[data-type="photo"]', getAttrs: (el) => ({ src: attr(el, "img", "src"), alt: attr(el, "img", "alt") }) }],
  renderHTML: ({ node }) => [
    "figure",
    { "data-type": "photo" },
    ["img", { src: node.attrs.src, alt: node.attrs.alt }],
    ["figcaption", {}, String(node.attrs.alt)],
  ],
});

export const VideoFigure = Node.create({
  name: "videoFigure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: "" }, title: { default: "" } }),
  parseHTML: () => [{ tag: 'figure[data-type="video"]', getAttrs: (el) => ({ src: attr(el, "video", "src"), title: caption(el) }) }],
  renderHTML: ({ node }) => [
    "figure",
    { "data-type": "video" },
    ["video", { src: node.attrs.src, controls: "", preload: "metadata" }],
    ["figcaption", {}, String(node.attrs.title)],
  ],
});

export const EmbedFigure = Node.create({
  name: "embedFigure",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ value: { default: "" }, title: { default: "" } }),
  parseHTML: () => [
    {
      tag: 'figure[data-type="embed"]',
      getAttrs: (el) => ({ value: typeof el === "string" ? "" : (el.getAttribute("data-value") ?? ""), title: caption(el) }),
    },
  ],
  renderHTML: ({ node }) => ["figure", { "data-type": "embed", "data-value": node.attrs.value }, ["figcaption", {}, String(node.attrs.title)]],
});

/** A drop box for video cards: stored as an empty list marker; its cards travel beside the HTML (ul_id + videocard_data). */
export const VideoBox = Node.create({
  name: "videoBox",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes: () => ({ boxId: { default: "" } }),
  parseHTML: () => [{ tag: 'ul[data-type="videobox"]', getAttrs: (el) => ({ boxId: typeof el === "string" ? "" : (el.getAttribute("data-box") ?? "") }) }],
  renderHTML: ({ node }) => ["ul", { "data-type": "videobox", "data-box": node.attrs.boxId }],
  addNodeView: () => ReactNodeViewRenderer(VideoBoxView),
});

export const ARTICLE_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  PhotoFigure,
  VideoFigure,
  EmbedFigure,
  VideoBox,
];
