import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Unregister } from "@/components/tebeauth/Unregister";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("unregister") };
}

/** /tb_unregister: remove an email account and its home. */
export default withMessages(["dialogs", "login", "signInWait", "status", "tebeAuth"], function UnregisterPage() {
  return <Unregister />;
});
