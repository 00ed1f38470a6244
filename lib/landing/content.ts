// What the landing page shows (document 001, section 1): the features with
// the pictures their image area cycles through, and the four how-to videos.
// Texts live in messages/*.json under landing.features.<id> and
// landing.tutorials.<id>; pictures and videos are local files in public/landing.

export type FeatureId = "collections" | "channels" | "guests" | "languages";
export type TutorialId = "category" | "link" | "channel" | "guest";

export type Feature = { id: FeatureId; images: string[] };
export type Tutorial = { id: TutorialId; thumb: string; videoUrl: string };

/** The feature image area is 800x300. */
export const FEATURE_IMAGE_SIZE = { width: 800, height: 300 } as const;
/** The tutorial videos and thumbs are 800x400. */
export const TUTORIAL_VIDEO_SIZE = { width: 800, height: 400 } as const;

export const FEATURES: Feature[] = (["collections", "channels", "guests", "languages"] as const).map((id) => ({
  id,
  images: [1, 2, 3].map((n) => `/landing/feature-${id}-${n}.webp`),
}));

export const TUTORIAL_IDS: readonly TutorialId[] = ["category", "link", "channel", "guest"];

/** The clips in a language: each carries its caption burned in (scripts/landing-videos.mjs). */
export function tutorialsIn(locale: "en" | "zh"): Tutorial[] {
  return TUTORIAL_IDS.map((id) => ({ id, thumb: `/landing/tutorial-${id}.${locale}.webp`, videoUrl: `/landing/tutorial-${id}.${locale}.mp4` }));
}
