import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DemoAccount } from "@/components/tebeauth/DemoAccount";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tebeAuth"))("demoTitle") };
}

/** /tb_demo_register: demo register (and unregister). */
export default function DemoRegisterPage() {
  return <DemoAccount />;
}
