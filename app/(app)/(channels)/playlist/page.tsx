import { getTranslations } from "next-intl/server";
import { ChannelManager } from "@/components/channels/ChannelManager";
import { channelPageContext } from "../context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("channels"))("title") };
}

// /playlist: the channel manager.
export default withMessages(["channels", "common", "dialogs", "videoGrid", "videos"], async function PlaylistPage() {
  const { isOwner, editMode } = await channelPageContext("/playlist");
  return <ChannelManager tebeView={false} editMode={editMode} isOwner={isOwner} />;
});
