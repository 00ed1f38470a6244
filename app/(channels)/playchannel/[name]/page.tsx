import { ChannelPlayerPage } from "@/components/channels/ChannelPlayerPage";
import { channelPageContext } from "../../context";

// /playchannel/{channel file name without extension}.
export default async function PlayChannelPage({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  await channelPageContext(`/playchannel/${encodeURIComponent(name)}`);
  return <ChannelPlayerPage mode="channel" name={name} tebeView={false} backHref="/playlist" />;
}
