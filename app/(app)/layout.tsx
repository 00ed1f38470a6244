import type { ReactNode } from "react";
import { PageProviders } from "@/components/providers/PageProviders";

export default function PagesLayout({ children }: { children: ReactNode }) {
  return <PageProviders>{children}</PageProviders>;
}
