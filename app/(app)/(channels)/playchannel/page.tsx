import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/ui/StatusPage";
import { channelPageContext } from "../context";
import { withMessages } from "@/lib/i18n/page-messages";

// /playchannel without a name: 'Please provide channel name!'.
export default withMessages(["dialogs", "status"], async function PlayChannelWithoutName() {
  await channelPageContext("/playchannel");
  const t = await getTranslations("channels");
  return <StatusPage title={t("title")} message={t("noChannelName")} okHref="/playlist" />;
});
