import { resolveLocale, type Locale } from "../i18n/locale";

// The offline page: one static document per language, precached by the
// service worker and shown for a navigation when the network is gone. The
// worker picks the language as the server would (lib/i18n/locale): the
// visitor's saved choice (the locale cookie), else the browser's first language.

export function offlinePath(locale: Locale): string {
  return `/offline/${locale}`;
}

/** The offline page's language, from the locale cookie's value and the browser's languages (navigator.languages). */
export function offlineLocale(savedLocale: string | undefined, languages: readonly string[]): Locale {
  return resolveLocale(savedLocale, languages.join(","));
}

export type OfflineTexts = { title: string; heading: string; body: string; retry: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page itself: no script (the policy's nonce cannot be known for a stored
 * page) and no <style> element (the policy wants a nonce there too): style
 * attributes only. 'Try again' is a link to the address the visitor asked for
 * (the page is shown in its place), so it works without a script.
 */
export function renderOfflinePage(locale: Locale, texts: OfflineTexts): string {
  const t = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, escape(value)])) as OfflineTexts;
  return `<!doctype html>
<html lang="${locale === "zh" ? "zh-CN" : "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1f2937">
<title>${t.title}</title>
<link rel="icon" href="/icons/hems.svg">
</head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#111827;color:#f9fafb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'PingFang SC','Noto Sans CJK SC',sans-serif">
<main style="box-sizing:border-box;width:100%;max-width:32rem;padding:2rem 1.5rem;text-align:center" data-testid="offline-page">
<img src="/icons/hems.svg" alt="" width="72" height="72" style="display:block;margin:0 auto 1.5rem">
<h1 style="font-size:1.75rem;line-height:1.3;margin:0 0 1rem">${t.heading}</h1>
<p style="font-size:1.0625rem;line-height:1.6;margin:0 0 2rem;color:#d1d5db">${t.body}</p>
<a href="" style="display:inline-block;padding:0.75rem 1.75rem;border-radius:0.5rem;background:#2563eb;color:#ffffff;font-weight:600;text-decoration:none;font-size:1rem" data-testid="offline-retry">${t.retry}</a>
</main>
</body>
</html>
`;
}
