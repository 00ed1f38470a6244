import { installOption, isIphoneSafari } from "./install";

// User agents as the browsers send them.
const UA = {
  iphoneSafari: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  ipodSafari: "Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.153 Mobile/15E148 Safari/604.1",
  iphoneFirefox: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
  iphoneWeChat:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN",
  ipadSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  androidChrome: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  desktopChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  desktopFirefox: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
};

describe("isIphoneSafari", () => {
  it("is Safari on iPhone and iPod touch", () => {
    expect(isIphoneSafari(UA.iphoneSafari)).toBe(true);
    expect(isIphoneSafari(UA.ipodSafari)).toBe(true);
  });

  it("is not another browser or an in-app view on iPhone, nor Safari elsewhere", () => {
    for (const ua of [UA.iphoneChrome, UA.iphoneFirefox, UA.iphoneWeChat, UA.ipadSafari, UA.androidChrome, UA.desktopChrome, UA.desktopFirefox]) {
      expect(isIphoneSafari(ua)).toBe(false);
    }
  });
});

describe("installOption", () => {
  it("offers the browser's prompt wherever the browser fired beforeinstallprompt", () => {
    expect(installOption({ userAgent: UA.androidChrome, hasPrompt: true, standalone: false })).toBe("prompt");
    expect(installOption({ userAgent: UA.desktopChrome, hasPrompt: true, standalone: false })).toBe("prompt");
  });

  it("shows the Share / Add to Home Screen hint on iPhone Safari, which has no such event", () => {
    expect(installOption({ userAgent: UA.iphoneSafari, hasPrompt: false, standalone: false })).toBe("ios-hint");
  });

  it("offers nothing once the app runs installed (standalone)", () => {
    expect(installOption({ userAgent: UA.iphoneSafari, hasPrompt: false, standalone: true })).toBeNull();
    expect(installOption({ userAgent: UA.androidChrome, hasPrompt: true, standalone: true })).toBeNull();
  });

  it("offers nothing where the browser cannot install and is not iPhone Safari", () => {
    for (const ua of [UA.desktopChrome, UA.desktopFirefox, UA.iphoneChrome, UA.iphoneWeChat, UA.ipadSafari]) {
      expect(installOption({ userAgent: ua, hasPrompt: false, standalone: false })).toBeNull();
    }
  });
});
