import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DeleteAccount } from "@/components/tbsettings/DeleteAccount";
import { getPersonalisation } from "@/lib/homesettings/service";
import { requirePageCaller } from "../../(home)/load";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("deleteAccountTitle") };
}

/** /tbdelacc: the owner deletes the account and its home, after ticking the consent box. */
export default withMessages(["dialogs", "login", "onboarding", "status", "tbSettings"], async function DeleteAccountPage() {
  const caller = await requirePageCaller("/tbdelacc");
  if (caller.role !== "owner") notFound();
  const home = await getPersonalisation(caller);
  return <DeleteAccount homeName={home.home_name} homeNumber={home.home_number} />;
});
