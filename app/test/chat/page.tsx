import { getTranslations } from "next-intl/server";
import { withMessages } from "@/lib/i18n/page-messages";
import { ChatTestPage } from "@/components/chat/ChatTestPage";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getConfig } from "@/lib/config";
import { TestRoutesDisabled, testRoutesEnabled } from "../gate";

export async function generateMetadata() {
  return { title: (await getTranslations("chatPage"))("title") };
}

// /test/chat: the chat test page (000 section 2), while TEST_ROUTES is on and
// for a signed-in user of a home (else the sign-in, as other home pages).
export default withMessages(["chatPage"], async function TestChatPage() {
  if (!testRoutesEnabled()) return TestRoutesDisabled();
  await requirePageViewer("/test/chat");
  return <ChatTestPage stunUrls={getConfig().stunUrls} />;
});
