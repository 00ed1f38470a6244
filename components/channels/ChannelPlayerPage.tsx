"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { StatusPage } from "@/components/ui/StatusPage";
import { useErrorText } from "@/components/ui/useErrorText";
import { autoPlayConfigQuery, listChannelsQuery } from "./api";
import { ChannelPlayer } from "./ChannelPlayer";

type Props = { tebeView: boolean; backHref: string } & ({ mode: "channel"; name: string } | { mode: "auto" });

/**
 * Which channels a player page plays: /playchannel/{name} starts at that
 * channel and goes on through the list; /tbauch plays the auto-play channels
 * from the first.
 */
export function ChannelPlayerPage(props: Props) {
  const t = useTranslations("channels");
  const tc = useTranslations("common");
  const errorText = useErrorText();
  const list = useQuery({ ...listChannelsQuery(props.tebeView), enabled: props.mode === "channel" });
  const auto = useQuery({ ...autoPlayConfigQuery(props.tebeView), enabled: props.mode === "auto" });
  const query = props.mode === "channel" ? list : auto;

  if (query.isPending) return <p style={{ padding: 24 }}>{tc("loading")}</p>;
  if (query.isError) return <StatusPage title={tc("error")} message={errorText(query.error)} okHref={props.backHref} />;

  if (props.mode === "auto") {
    const channels = auto.data?.autoplay_channels ?? [];
    if (channels.length === 0) return <StatusPage title={t("autoPlayTitle")} message={t("noAutoChannels")} okHref={props.backHref} />;
    return <ChannelPlayer tebeView={props.tebeView} channels={channels} startIndex={0} backHref={props.backHref} />;
  }
  const channels = (list.data ?? []).map((c) => c.file_name);
  const start = channels.findIndex((f) => f === props.name || f === `${props.name}.json`);
  if (start < 0) return <StatusPage title={t("title")} message={t("channelNotFound")} okHref={props.backHref} />;
  return <ChannelPlayer tebeView={props.tebeView} channels={channels} startIndex={start} backHref={props.backHref} />;
}
