import type { ChannelSummary } from "./api";

/** The channel list with one channel's random setting changed (the manager's optimistic update and its rollback). */
export function withRandom(list: readonly ChannelSummary[], fileName: string, random: boolean): ChannelSummary[] {
  return list.map((channel) => (channel.file_name === fileName ? { ...channel, random } : channel));
}
