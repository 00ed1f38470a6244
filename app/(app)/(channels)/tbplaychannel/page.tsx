import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/ui/StatusPage";
import { channelPageContext } from "../context";
import { withMessages } from "@/lib/i18n/page-messages";

// /tbplaychannel without a name: 'Please provide channel name!' (as /playchannel).
export default withMessages(["dialogs", "status"], async function TbPlayChannelWithoutName() {
  await channelPageContext("/tbplaychannel");
  const t = await getTranslations("channels");
  return <StatusPage title={t("title")} message={t("noChannelName")} okHref="/tbplaylist/y" />;
});
