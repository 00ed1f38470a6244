"use client";

import { queryOptions } from "@tanstack/react-query";
import { getJson, postJson, unwrap } from "@/lib/http/client";
import type { YtDirInfo, YtDirPage, YtSection, YtVideo } from "@/lib/collections/service";

// The category calls for client components: query options with their keys
// (mutations invalidate them) and the changing calls. Tebe view uses
// /api_tebeplay, the home face /api_yt; both answer the same.

export type { YtDirInfo, YtDirPage, YtSection, YtVideo };

export const ytPrefix = (tebeView: boolean) => (tebeView ? "/api_tebeplay" : "/api_yt");

export const b64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

export function fromB64(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export const ytKeys = {
  all: ["yt"] as const,
  sections: () => [...ytKeys.all, "sections"] as const,
  category: (enRelpath: string) => [...ytKeys.all, "category", enRelpath] as const,
  brief: () => [...ytKeys.all, "brief"] as const,
  watchSense: () => [...ytKeys.all, "watchsense"] as const,
};

export const sectionsQuery = (tebeView: boolean) =>
  queryOptions({
    queryKey: ytKeys.sections(),
    queryFn: async () => unwrap(await getJson<{ sections: YtSection[] }>(`${ytPrefix(tebeView)}/getallsections`), "errors.apiError").sections,
  });

/** Every category with its first row of videos. */
export const briefQuery = (tebeView: boolean) =>
  queryOptions({
    queryKey: ytKeys.brief(),
    queryFn: async () => unwrap(await getJson<YtDirPage[]>(`${ytPrefix(tebeView)}/ytv?brief=true`), "errors.apiError"),
  });

/** A category's videos: page 0, then the next, until the server says -1 (documents, "Category load"). */
export const categoryQuery = (tebeView: boolean, enRelpath: string) =>
  queryOptions({
    queryKey: ytKeys.category(enRelpath),
    queryFn: async () => {
      const videos: YtVideo[] = [];
      let info: YtDirInfo | null = null;
      for (let page = 0; page !== -1;) {
        const [result] = unwrap(await getJson<[YtDirPage]>(`${ytPrefix(tebeView)}/ytv_p/${page}/${enRelpath}`), "errors.directoryResponseNotOk");
        info = result.dir_info;
        videos.push(...(result.dir_files as YtVideo[]));
        page = result.page;
      }
      return { info: info as YtDirInfo, videos };
    },
  });

export const watchSenseQuery = (tebeView: boolean) =>
  queryOptions({
    queryKey: ytKeys.watchSense(),
    queryFn: async () => unwrap(await getJson<{ watch_sense: YtVideo[] }>(`${ytPrefix(tebeView)}/watchsense`), "errors.apiError").watch_sense,
    staleTime: Infinity,
  });

export function ytApi(tebeView: boolean) {
  const prefix = ytPrefix(tebeView);
  return {
    saveSection: async (name: string) => unwrap(await getJson<YtSection>(`${prefix}/saveytdir/${b64(name)}`), "categories.saveFailed"),
    renameSection: async (folderUrl: string, name: string) =>
      unwrap(await getJson<YtSection>(`${prefix}/updateytdir/${folderUrl}/${b64(name)}`), "categories.updateFailed"),
    deleteSection: async (folderUrl: string) => unwrap(await getJson<unknown>(`${prefix}/deleteytdir/${folderUrl}`), "categories.deleteFailed"),
    /** Resolves with the server's message (success or the oEmbed warning). */
    saveVideo: async (link: string, enRelpath: string) => {
      const reply = await getJson<YtVideo>(`${prefix}/saveyt/${b64(link)}/${enRelpath}`);
      return { video: unwrap(reply, "videos.ownerSetting"), message: reply.message ?? "" };
    },
    deleteVideo: async (youtubeId: string, enRelpath: string) =>
      unwrap(await getJson<unknown>(`${prefix}/deleteyt/${youtubeId}/${enRelpath}`), "errors.apiError"),
    reorder: async (enRelpath: string, youtubeIds: string[]) =>
      unwrap(await postJson<unknown>(`${prefix}/ytvreorder`, { en_relpath: enRelpath, youtube_ids: youtubeIds }), "errors.apiError"),
    videoList: async (enRelpath: string) =>
      unwrap(await postJson<{ dir_name: string; video_list: YtVideo[] }>(`${prefix}/ytvideolist`, { en_relpath: enRelpath }), "errors.apiError"),
    /** Play history; a failure is only logged (documents). */
    recordPlay: async (youtubeId: string, relpath: string) => {
      const reply = await postJson<boolean>("/api_his_yt/phs", { yt_id: youtubeId, relpath });
      if (!reply.status) console.warn("phs failed", reply.error);
    },
  };
}

/**
 * A video saved while its title could not be fetched has an empty title until
 * the server fills it in: pages show `placeholder` (a whole sentence, never the bare id).
 */
export function withShownTitles(videos: YtVideo[], placeholder: string): YtVideo[] {
  return videos.map((video) => (video.file_title ? video : { ...video, file_title: placeholder, file_name: placeholder }));
}

/** Where a video plays: /tbplay/{id}/{b64 title}/{path} in tebe view, /ytplayerdirview/... otherwise. */
export function playerHref(tebeView: boolean, video: Pick<YtVideo, "youtube_id" | "file_title" | "en_relpath" | "relpath">): string {
  const page = tebeView ? "/tbplay" : "/ytplayerdirview";
  return `${page}/${video.youtube_id}/${b64(video.file_title)}/${video.en_relpath}/${b64(video.relpath)}`;
}

/** A category's page: /tbview/{path}/{b64 title} in tebe view, /ytdirview/{path}/{b64 title} otherwise; the root without a path. */
export function categoryHref(tebeView: boolean, enRelpath: string, title: string): string {
  const page = tebeView ? "/tbview" : "/ytdirview";
  return enRelpath ? `${page}/${enRelpath}/${b64(title)}` : page;
}
