import { getTranslations } from "next-intl/server";
import { AutoPlayConfig } from "@/components/channels/AutoPlayConfig";
import { channelPageContext } from "../../context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("channels"))("autoPlayTitle") };
}

// /autoplaylist[/{tebeview}]: the auto-play configuration; /autoplaylist/y is the tebe view.
export default withMessages(["channels", "common"], async function AutoPlaylistPage({ params }: { params: Promise<{ params?: string[] }> }) {
  const [tebeview, ...rest] = (await params).params ?? [];
  const { isOwner } = await channelPageContext("/autoplaylist", rest.length > 0 ? "" : tebeview);
  return <AutoPlayConfig tebeView={tebeview === "y"} isOwner={isOwner} />;
});
