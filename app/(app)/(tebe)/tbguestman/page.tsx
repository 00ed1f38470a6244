import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GuestManager } from "@/components/guests/GuestManager";
import { OwnersOnly } from "@/components/guests/OwnersOnly";
import { requirePageViewer } from "@/lib/auth/page-gate";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("guests"))("guestsTitle") };
}

/** /tbguestman: the owner's guest manager. */
export default withMessages(["dialogs", "guests", "status"], async function GuestManagerPage() {
  const viewer = await requirePageViewer("/tbguestman");
  return viewer.loginUserType === "owner" ? <GuestManager /> : <OwnersOnly />;
});
