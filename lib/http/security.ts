// Security headers for every page and API reply (set in proxy.ts). The policy
// lets the YouTube IFrame player, YouTube thumbnails and the app's own media load.

function originOf(url: string | undefined, fallback: string): string {
  try {
    return new URL(url ?? fallback).origin;
  } catch {
    return new URL(fallback).origin;
  }
}

export function contentSecurityPolicy(env: Record<string, string | undefined> = process.env): string {
  const thumbnails = originOf(env.YOUTUBE_THUMBNAIL_URL, "https://i.ytimg.com");
  const google = originOf(env.GOOGLE_ISSUER, "https://accounts.google.com");
  const dev = env.NODE_ENV === "development";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Next inlines its bootstrap scripts; dev mode also needs eval for fast refresh.
    "script-src": ["'self'", "'unsafe-inline'", "https://www.youtube.com", "https://s.ytimg.com", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com", thumbnails],
    "media-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "https://www.youtube.com", "https://www.youtube-nocookie.com"],
    "connect-src": ["'self'", "ws:", "wss:"],
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

export function securityHeaders(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}
