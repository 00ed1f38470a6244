import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DemoAccount } from "@/components/tebeauth/DemoAccount";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tebeAuth"))("demoTitle") };
}

/** /tb_demo_register: demo register (and unregister). */
export default withMessages(["login", "signInWait", "tebeAuth"], function DemoRegisterPage() {
  return <DemoAccount />;
});
