import { contentSecurityPolicy, newNonce, securityHeaders } from "./security";

describe("security headers", () => {
  const csp = contentSecurityPolicy({ NODE_ENV: "production" });

  test("the policy lets the YouTube player and the app's own media load, and nothing frames the app", () => {
    expect(csp).toContain("frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com");
    expect(csp).toContain("script-src 'self' https://www.youtube.com");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toContain("img-src 'self' data: blob: https://i.ytimg.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });

  test("scripts run only with the request's nonce; inline styles only as attributes", () => {
    const paged = contentSecurityPolicy({ NODE_ENV: "production" }, "bm9uY2U=");
    const directive = (name: string) => paged.split("; ").find((d) => d.split(" ")[0] === name);
    expect(directive("script-src")).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' https://www.youtube.com https://s.ytimg.com");
    expect(directive("style-src-elem")).toBe("style-src-elem 'self' 'nonce-bm9uY2U='");
    expect(directive("style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(paged).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test("nonces are fresh for every request", () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  test("configured outside services are allowed", () => {
    const custom = contentSecurityPolicy({ NODE_ENV: "production", YOUTUBE_THUMBNAIL_URL: "http://127.0.0.1:9000/vi", GOOGLE_ISSUER: "http://127.0.0.1:9100" });
    expect(custom).toContain("http://127.0.0.1:9000");
    expect(custom).toContain("form-action 'self' http://127.0.0.1:9100");
  });

  test("the basic headers are always set", () => {
    expect(securityHeaders({ NODE_ENV: "production" })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
  });
});
