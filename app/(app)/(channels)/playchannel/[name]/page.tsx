import { ChannelPlayerPage } from "@/components/channels/ChannelPlayerPage";
import { channelPageContext } from "../../context";
import { withMessages } from "@/lib/i18n/page-messages";

// /playchannel/{channel file name without extension}.
export default withMessages(
  ["channels", "common", "dialogs", "player", "status", "videoUnavailable"],
  async function PlayChannelPage({ params }: { params: Promise<{ name: string }> }) {
    const { name } = await params;
    await channelPageContext(`/playchannel/${encodeURIComponent(name)}`);
    return <ChannelPlayerPage mode="channel" name={name} tebeView={false} backHref="/playlist" />;
  },
);
