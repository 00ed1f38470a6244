import { getTranslations } from "next-intl/server";
import { withMessages } from "@/lib/i18n/page-messages";
import { ChatTestPage } from "@/components/chat/ChatTestPage";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getConfig } from "@/lib/config";
import { TestRoutesDisabled, testRoutesEnabled } from "../../test/gate";

export async function generateMetadata() {
  return { title: (await getTranslations("chatPage"))("title") };
}

// /tbtest/chat: the tebe view's address of the chat test page (/test/chat).
export default withMessages(["chatPage"], async function TebeTestChatPage() {
  if (!testRoutesEnabled()) return TestRoutesDisabled();
  await requirePageViewer("/tbtest/chat");
  return <ChatTestPage stunUrls={getConfig().stunUrls} />;
});
