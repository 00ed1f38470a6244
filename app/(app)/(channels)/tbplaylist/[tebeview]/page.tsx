import { getTranslations } from "next-intl/server";
import { ChannelManager } from "@/components/channels/ChannelManager";
import { channelPageContext } from "../../context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("channels"))("title") };
}

// /tbplaylist/y: the channel manager in tebe view (opened by the Channels tile).
export default withMessages(
  ["channels", "common", "dialogs", "videoGrid", "videos"],
  async function TbPlaylistPage({ params }: { params: Promise<{ tebeview: string }> }) {
    const { tebeview } = await params;
    const { isOwner, editMode } = await channelPageContext(`/tbplaylist/${tebeview}`, tebeview);
    return <ChannelManager tebeView editMode={editMode} isOwner={isOwner} />;
  },
);
