import { ChannelPlayerPage } from "@/components/channels/ChannelPlayerPage";
import { channelPageContext } from "../../../context";
import { withMessages } from "@/lib/i18n/page-messages";

// /tbplaychannel/{channel file name without extension}/y.
export default withMessages(
  ["channels", "common", "dialogs", "player", "status", "videoUnavailable"],
  async function TbPlayChannelPage({ params }: { params: Promise<{ name: string; tebeview: string }> }) {
    const { name, tebeview } = await params;
    await channelPageContext(`/tbplaychannel/${encodeURIComponent(name)}/${tebeview}`, tebeview);
    return <ChannelPlayerPage mode="channel" name={name} tebeView backHref="/tbplaylist/y" />;
  },
);
