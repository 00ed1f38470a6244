"use client";

import { queryOptions } from "@tanstack/react-query";
import { getJson, postJson, unwrap } from "@/lib/http/client";
import { encodeChannelName } from "@/lib/channels/names";
import type { AutoPlayConfigView, ChannelItemView, ChannelPlaylist, ChannelSummary } from "@/lib/channels/service";

// The channel calls for client components: query options with their keys
// (mutations invalidate them) and the changing calls. The home face uses the
// owner variant /api_chnl, tebe view the multi-home variant /api_channel.

export type { AutoPlayConfigView, ChannelItemView, ChannelPlaylist, ChannelSummary };

export const apiPrefix = (tebeView: boolean) => (tebeView ? "/api_channel" : "/api_chnl");

export const channelKeys = {
  all: ["channels"] as const,
  list: () => [...channelKeys.all, "list"] as const,
  playlist: (fileName: string) => [...channelKeys.all, "playlist", fileName] as const,
  autoPlay: () => [...channelKeys.all, "autoplay"] as const,
};

export const listChannelsQuery = (tebeView: boolean) =>
  queryOptions({
    queryKey: channelKeys.list(),
    queryFn: async () => Object.values(unwrap(await getJson<Record<string, ChannelSummary>>(`${apiPrefix(tebeView)}/listchannels`), "errors.apiError")),
  });

export const playlistQuery = (tebeView: boolean, fileName: string) =>
  queryOptions({
    queryKey: channelKeys.playlist(fileName),
    queryFn: async () => unwrap(await postJson<ChannelPlaylist>(`${apiPrefix(tebeView)}/getchannelplaylist`, { file_name: fileName }), "errors.apiError"),
  });

export const autoPlayConfigQuery = (tebeView: boolean) =>
  queryOptions({
    queryKey: channelKeys.autoPlay(),
    queryFn: async () => unwrap(await getJson<AutoPlayConfigView>(`${apiPrefix(tebeView)}/getautoplaylistconfig`), "errors.apiError"),
  });

export function channelApi(tebeView: boolean) {
  const prefix = apiPrefix(tebeView);
  return {
    create: async (name: string) => unwrap(await getJson<ChannelSummary>(`${prefix}/newchannel/${encodeChannelName(name)}`), "errors.apiError"),
    rename: async (fileName: string, name: string) =>
      unwrap(await postJson<ChannelSummary>(`${prefix}/updatechannelname`, { file_name: fileName, new_name: encodeChannelName(name) }), "errors.apiError"),
    remove: async (fileName: string) => unwrap(await postJson(`${prefix}/deletechannel`, { file_name: fileName }), "errors.apiError"),
    setRandom: async (fileName: string, random: boolean) =>
      unwrap(await postJson<{ random: boolean }>(`${prefix}/setchannelrandomstate`, { file_name: fileName, random }), "errors.apiError"),
    addItem: async (fileName: string, link: string) =>
      unwrap(await postJson<ChannelItemView>(`${prefix}/addchannelvideo`, { file_name: fileName, video_relpath: link }), "errors.addItemApiFailed"),
    removeItem: async (fileName: string, mediaPath: string) =>
      unwrap(await postJson(`${prefix}/deletechannelvideo`, { file_name: fileName, video_relpath: mediaPath }), "channels.deleteVideoFailed"),
    reorder: async (fileName: string, mediaPaths: string[]) =>
      unwrap(await postJson<ChannelPlaylist>(`${prefix}/updatechannellist`, { file_name: fileName, media_list: mediaPaths }), "channels.updateFailed"),
    saveAutoPlay: async (order: string[], checked: string[]) =>
      unwrap(
        await postJson<AutoPlayConfigView>(`${prefix}/setautoplaylistconfig`, { autoplay_channels: checked, channel_order: order }),
        "channels.autoPlaySaveFailed",
      ),
  };
}
