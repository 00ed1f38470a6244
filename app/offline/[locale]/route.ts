import { LOCALES, isLocale } from "@/lib/i18n/locale";
import { offlinePage } from "@/lib/pwa/offline-pages";

// The offline page (lib/pwa/offline.ts), one static document per language,
// precached by the service worker for navigations made without a network.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response("404 Not Found", { status: 404 });
  return new Response(offlinePage(locale), { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
