import { ChannelPlayerPage } from "@/components/channels/ChannelPlayerPage";
import { channelPageContext } from "../context";

// /tbauch: auto-play from the first auto channel.
export default async function TbAuchPage() {
  await channelPageContext("/tbauch");
  return <ChannelPlayerPage mode="auto" tebeView backHref="/tbplaylist/y" />;
}
