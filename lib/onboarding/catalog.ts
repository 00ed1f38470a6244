// The two starter templates of onboarding ("Choice 1" / "Choice 2"): the
// categories, videos and channel each one creates in a new home. Pure data:
// the onboarding page previews it, lib/onboarding/templates.ts writes it.

import type { Locale } from "../i18n/locale";

/** A name in each language: a template fills a home in the language its owner signed up in. */
export type Localized = Record<Locale, string>;
/** Titles are the videos' own (as YouTube shows them), in every language. */
export type TemplateVideo = { youtubeId: string; title: string };
export type TemplateCategory = { name: Localized; videos: TemplateVideo[] };
export type Template = {
  /** What onboarding sends as step3.choice (lower-cased). */
  choice: string;
  categories: TemplateCategory[];
  /** The channel plays these videos (by youtube id) in this order. */
  channel: { name: Localized; youtubeIds: string[] };
};

export const TEMPLATES: readonly Template[] = [
  {
    choice: "choice 1",
    categories: [
      {
        name: { en: "Open Movies", zh: "开放电影" },
        videos: [
          { youtubeId: "aqz-KE-bpKQ", title: "Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film" },
          { youtubeId: "eRsGyueVLvQ", title: "Sintel - Open Movie by Blender Foundation" },
          { youtubeId: "R6MlUcmOul8", title: "Tears of Steel - Blender VFX Open Movie" },
          { youtubeId: "WhWc3b3KhnY", title: "Spring - Blender Open Movie" },
        ],
      },
      {
        name: { en: "Music Hits", zh: "热门音乐" },
        videos: [
          { youtubeId: "dQw4w9WgXcQ", title: "Rick Astley - Never Gonna Give You Up (Official Music Video)" },
          { youtubeId: "kJQP7kiw5Fk", title: "Luis Fonsi - Despacito ft. Daddy Yankee" },
          { youtubeId: "JGwWNGJdvx8", title: "Ed Sheeran - Shape of You (Official Music Video)" },
          { youtubeId: "9bZkp7q19f0", title: "PSY - GANGNAM STYLE (강남스타일) M/V" },
        ],
      },
    ],
    channel: { name: { en: "Family Evening", zh: "家庭之夜" }, youtubeIds: ["aqz-KE-bpKQ", "dQw4w9WgXcQ", "eRsGyueVLvQ", "JGwWNGJdvx8"] },
  },
  {
    choice: "choice 2",
    categories: [
      {
        name: { en: "TED Talks", zh: "TED 演讲" },
        videos: [
          { youtubeId: "iG9CE55wbtY", title: "Do schools kill creativity? | Sir Ken Robinson | TED" },
          { youtubeId: "arj7oStGLkU", title: "Inside the mind of a master procrastinator | Tim Urban | TED" },
          { youtubeId: "qp0HIF3SfI4", title: "How great leaders inspire action | Simon Sinek | TED" },
          { youtubeId: "Ks-_Mh1QhMc", title: "Your body language may shape who you are | Amy Cuddy | TED" },
        ],
      },
      {
        name: { en: "Science Stories", zh: "科学故事" },
        videos: [
          { youtubeId: "MBRqu0YOH14", title: "Optimistic Nihilism - Kurzgesagt" },
          { youtubeId: "h6fcK_fRYaI", title: "The Egg - A Short Story - Kurzgesagt" },
        ],
      },
    ],
    channel: { name: { en: "Learning Hour", zh: "学习时光" }, youtubeIds: ["qp0HIF3SfI4", "MBRqu0YOH14", "arj7oStGLkU", "h6fcK_fRYaI"] },
  },
];

/** The choices in the order the dropdown offers them; the first is preselected. */
export const TEMPLATE_CHOICES = TEMPLATES.map((t) => t.choice);

/** The template of a choice as onboarding sends it ("Choice 1" or "choice 1"), or null. */
export function templateOf(choice: string | null | undefined): Template | null {
  const wanted = (choice ?? "").trim().toLowerCase();
  return TEMPLATES.find((t) => t.choice === wanted) ?? null;
}
