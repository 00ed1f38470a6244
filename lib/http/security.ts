// Security headers for every page and API reply (set in proxy.ts). The policy
// lets the YouTube IFrame player, YouTube thumbnails and the app's own media load.
// Scripts run only with the request's nonce (Next.js puts it on its own
// scripts, read from the request's policy) or when a script that has it
// loads them ('strict-dynamic': the page's chunks, YouTube's IFrame API):
// an injected <script> or event handler attribute does not run.

function originOf(url: string | undefined, fallback: string): string {
  try {
    return new URL(url ?? fallback).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

/** A fresh, unguessable nonce for one request's policy. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy; with the request's nonce for pages (proxy.ts), without one for
 * replies that are not pages (server.ts's own replies): those run no script.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env, nonce?: string): string {
  const thumbnails = originOf(env.YOUTUBE_THUMBNAIL_URL, "https://i.ytimg.com");
  const google = originOf(env.GOOGLE_ISSUER, "https://accounts.google.com");
  const dev = env.NODE_ENV === "development";
  const withNonce = nonce ? [`'nonce-${nonce}'`] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'self' and YouTube's hosts only count for browsers without 'strict-dynamic'
    // (CSP 2); dev mode needs eval for React's error overlay and fast refresh.
    "script-src": [
      "'self'",
      ...withNonce,
      ...(nonce ? ["'strict-dynamic'"] : []),
      "https://www.youtube.com",
      "https://s.ytimg.com",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Inline styles stay allowed, but only as style="" attributes: React renders
    // the dynamic sizes, colours and CSS variables of components (progress bars,
    // badges, tooltips' positions, drag transforms) as attributes on the server,
    // and a nonce cannot cover an attribute. <style> elements need the nonce
    // (dev mode's injected styles have none). `style-src` is the fallback for
    // browsers without the two finer directives.
    "style-src": ["'self'", "'unsafe-inline'"],
    "style-src-elem": ["'self'", ...(dev ? ["'unsafe-inline'"] : withNonce)],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com", thumbnails],
    "media-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "https://www.youtube.com", "https://www.youtube-nocookie.com"],
    "connect-src": ["'self'", "ws:", "wss:"],
    // The service worker (/serwist/sw.js): 'strict-dynamic' above would make
    // script-src's 'self' count for nothing, so workers get their own directive.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", google],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

export function securityHeaders(env: Record<string, string | undefined> = process.env, nonce?: string): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env, nonce),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}
