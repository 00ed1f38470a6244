import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FriendManager } from "@/components/guests/FriendManager";
import { OwnersOnly } from "@/components/guests/OwnersOnly";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("guests"))("friendsTitle") };
}

/** /tbfriendman: the owner's friends, and the homes the owner may visit as a friend. */
export default withMessages(["dialogs", "guests", "status"], async function FriendManagerPage() {
  const viewer = await requirePageViewer("/tbfriendman");
  return viewer.loginUserType === "owner" ? <FriendManager /> : <OwnersOnly />;
});
