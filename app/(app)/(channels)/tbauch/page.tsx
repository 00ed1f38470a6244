import { ChannelPlayerPage } from "@/components/channels/ChannelPlayerPage";
import { channelPageContext } from "../context";
import { withMessages } from "@/lib/i18n/page-messages";

// /tbauch: auto-play from the first auto channel.
export default withMessages(["channels", "common", "dialogs", "player", "status", "videoUnavailable"], async function TbAuchPage() {
  await channelPageContext("/tbauch");
  return <ChannelPlayerPage mode="auto" tebeView backHref="/tbplaylist/y" />;
});
