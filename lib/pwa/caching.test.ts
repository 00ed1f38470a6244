import { neverCached, requestKind, type RequestFacts } from "./caching";

const origin = "https://home.example";
const get = (path: string, mode = "cors", method = "GET"): RequestFacts => ({ url: new URL(path, origin), origin, method, mode });

describe("requestKind", () => {
  it("never touches API replies, sign-in calls, media bytes, thumbnails or sockets, even when navigated to", () => {
    const addresses = [
      "/api_myfilex/dirfilesall/0/RGVtbw",
      "/api/myfilex/dirfilesroot",
      "/api/check_login",
      "/api/auth/session",
      "/api_login/login",
      "/api_tebeauth/is_login",
      "/check_username",
      "/check_password",
      "/check_logout",
      "/is_tebe_server",
      "/media_video_root/RGVtbw/clip.mp4",
      "/media_lv_video_root/clip.mp4",
      "/api/thumbs/12?v=3",
      "/api/photos/12",
      "/api/media/video/abc",
      "/directorybrowse",
      "/textmanager",
      "/socket.io/?EIO=4&transport=polling",
      "/oauth-callback?code=x",
      "/serwist/sw.js",
    ];
    for (const address of addresses) {
      expect([address, requestKind(get(address))]).toEqual([address, "passthrough"]);
      expect([address, requestKind(get(address, "navigate"))]).toEqual([address, "passthrough"]);
      expect(neverCached(new URL(address, origin).pathname)).toBe(true);
    }
  });

  it("keeps Next's hashed bundles and the app's own images, icons and fonts", () => {
    expect(requestKind(get("/_next/static/chunks/0a1b2c.js"))).toBe("static");
    expect(requestKind(get("/_next/static/css/app.css"))).toBe("static");
    expect(requestKind(get("/_next/static/media/font.woff2"))).toBe("static");
    for (const address of ["/icons/icon-192.png", "/wallpapers/1.jpg", "/landing/hero.webp", "/manifest.webmanifest", "/static/img/bg.jpg", "/fonts/x.woff2"]) {
      expect([address, requestKind(get(address))]).toEqual([address, "asset"]);
    }
  });

  it("sends page navigations to the network (offline page on failure), never to a cache", () => {
    expect(requestKind(get("/", "navigate"))).toBe("navigation");
    expect(requestKind(get("/settings", "navigate"))).toBe("navigation");
    expect(requestKind(get("/folder/RGVtbw", "navigate"))).toBe("navigation");
  });

  it("lets a page's data requests (RSC payloads), other methods and other sites pass by", () => {
    expect(requestKind(get("/settings?_rsc=1x2y"))).toBe("passthrough");
    expect(requestKind(get("/icons/icon-192.png", "cors", "POST"))).toBe("passthrough");
    expect(requestKind({ ...get("/"), url: new URL("https://i.ytimg.com/vi/x/hqdefault.jpg") })).toBe("passthrough");
    expect(requestKind({ ...get("/", "navigate"), url: new URL("https://other.example/") })).toBe("passthrough");
  });
});
