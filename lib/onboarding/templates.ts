import "server-only";
import crypto from "node:crypto";
import { getConfig } from "../config";
import { log } from "../log";
import { encodeUrlSafeBase64Path } from "../media";
import type { Locale } from "../i18n/locale";
import { TEMPLATES, templateOf, type Template } from "./catalog";
import { createStarterContent, hasCollections, type StarterContent } from "./queries";

// Onboarding's template choice: fills a new, empty home with the chosen
// template's categories, videos and channel. No network: titles come from
// the catalog, thumbnails are YouTube's standard ones under the configured host.

const CHANNEL_FILE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A channel's public file name: 6 random characters of a 64-character alphabet, then ".json". */
function channelFileName(): string {
  return Array.from(crypto.randomBytes(6), (b) => CHANNEL_FILE_ALPHABET[b % 64]).join("") + ".json";
}

export function thumbnailOf(youtubeId: string): string {
  return `${getConfig().youtube.thumbnailUrl.replace(/\/+$/, "")}/vi/${youtubeId}/hqdefault.jpg`;
}

/**
 * The preview picture of a template video shipped with the app
 * (public/onboarding/templates, scripts/onboarding-previews.mjs): onboarding
 * shows it even when YouTube's thumbnail host is unreachable.
 */
export function previewPictureOf(youtubeId: string): string {
  return `/onboarding/templates/${youtubeId}.webp`;
}

/** What a template writes: a categorised video's channel path carries its category (/yv/{id}/{en_relpath}). */
export function starterContent(template: Template, locale: Locale): StarterContent {
  const categoryOf = new Map(template.categories.flatMap((c) => c.videos.map((v) => [v.youtubeId, { category: c.name[locale], title: v.title }] as const)));
  return {
    sections: template.categories.map((c) => ({
      name: c.name[locale],
      links: c.videos.map((v) => ({ youtubeId: v.youtubeId, title: v.title, thumbnail: thumbnailOf(v.youtubeId) })),
    })),
    channel: {
      fileName: channelFileName(),
      name: template.channel.name[locale],
      mediaPaths: template.channel.youtubeIds.map((id) => {
        const video = categoryOf.get(id);
        if (!video) throw new Error(`Template channel video ${id} is in none of its categories`);
        return { mediaPath: `/yv/${id}/${encodeUrlSafeBase64Path(video.category)}`, title: video.title };
      }),
    },
  };
}

/**
 * Applies the chosen template to a freshly created home. Without a known
 * choice, or in a home that already has collections, it does nothing. A
 * failure is logged, not thrown: the account exists either way, and the
 * owner can add categories by hand.
 */
export async function applyTemplate(homeId: string, choice: string | null | undefined, locale: Locale): Promise<boolean> {
  const template = templateOf(choice);
  if (!template) return false;
  try {
    if (await hasCollections(homeId)) return false;
    await createStarterContent(homeId, starterContent(template, locale));
    return true;
  } catch (error) {
    log.error({ err: error, homeId, choice: template.choice }, "onboarding template could not be applied");
    return false;
  }
}

export type TemplatePreview = {
  choice: string;
  categories: { name: string; videos: { youtubeId: string; title: string; thumbnail: string }[] }[];
  channelName: string;
};

/** What onboarding's template step shows, in the page's language: each template with its shipped preview pictures. */
export function templatePreviews(locale: Locale): TemplatePreview[] {
  return TEMPLATES.map((template) => ({
    choice: template.choice,
    categories: template.categories.map((c) => ({ name: c.name[locale], videos: c.videos.map((v) => ({ ...v, thumbnail: previewPictureOf(v.youtubeId) })) })),
    channelName: template.channel.name[locale],
  }));
}
