import { getTranslations } from "next-intl/server";
import { AutoPlayConfig } from "@/components/channels/AutoPlayConfig";
import { channelPageContext } from "../../context";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("channels"))("autoPlayTitle") };
}

// /tbautoplaylist[/y]: the auto-play configuration in tebe view.
export default withMessages(["channels", "common"], async function TbAutoPlaylistPage({ params }: { params: Promise<{ tebeview?: string[] }> }) {
  const segments = (await params).tebeview ?? [];
  const { isOwner } = await channelPageContext("/tbautoplaylist", segments.length > 1 ? "" : segments[0]);
  return <AutoPlayConfig tebeView isOwner={isOwner} />;
});
