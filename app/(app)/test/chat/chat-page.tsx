import "server-only";
import { getTranslations } from "next-intl/server";
import { withMessages } from "@/lib/i18n/page-messages";
import { ChatTestPage } from "@/components/chat/ChatTestPage";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { getConfig } from "@/lib/config";
import { TestRoutesDisabled, testRoutesEnabled } from "../gate";

// The chat test page (000 section 2) at both its addresses, /test/chat and
// tebe view's /tbtest/chat: while TEST_ROUTES is on and for a signed-in user
// of a home (else the sign-in, as other home pages).

export async function chatTestMetadata() {
  return { title: (await getTranslations("chatPage"))("title") };
}

const ChatTest = withMessages(["chatPage"], async function ChatTest({ address }: { address: string }) {
  if (!testRoutesEnabled()) return TestRoutesDisabled();
  await requirePageViewer(address);
  return <ChatTestPage stunUrls={getConfig().stunUrls} />;
});

export const chatTestPage = (address: string) =>
  function ChatTestRoutePage() {
    return <ChatTest address={address} />;
  };
