import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import { AppShell } from "@/components/shell/AppShell";
import { LazySetGuestPin } from "@/components/guests/LazySetGuestPin";
import { HydratedMarker } from "@/components/shell/HydratedMarker";
import { ServiceWorkerRegistration } from "@/components/pwa/ServiceWorkerRegistration";
import { getGuestNeedsPin, getShellProps } from "@/lib/shell/server";
import { clientMessages } from "@/lib/i18n/page-messages";
import { SHELL_NAMESPACES } from "@/lib/i18n/namespaces";
import "./globals.css";

export const metadata: Metadata = {
  title: "hems",
  description: "Your home's photos, videos and channels",
  icons: { icon: "/icons/hems.svg", apple: "/icons/apple-touch-icon.png" },
  // The manifest (app/manifest.ts) is linked by Next itself; these make the installed app look right on iPhone.
  appleWebApp: { capable: true, title: "hems", statusBarStyle: "black-translucent" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1f2937" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Only the shell's messages: each page adds its own (lib/i18n/page-messages).
  const [locale, messages, shell, guestNeedsPin] = await Promise.all([getLocale(), clientMessages(SHELL_NAMESPACES), getShellProps(), getGuestNeedsPin()]);
  return (
    <html lang={locale === "zh" ? "zh-CN" : "en"}>
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <AppShell {...shell}>{children}</AppShell>
          {guestNeedsPin && <LazySetGuestPin />}
        </NextIntlClientProvider>
        <ServiceWorkerRegistration />
        <HydratedMarker />
      </body>
    </html>
  );
}
