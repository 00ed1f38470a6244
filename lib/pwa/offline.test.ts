import { offlineLocale, offlinePath, renderOfflinePage } from "./offline";
import { offlinePage, offlinePagesRevision } from "./offline-pages";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

describe("offlineLocale", () => {
  it("follows the saved language first, then the browser's first language", () => {
    expect(offlineLocale("zh", ["en-US", "en"])).toBe("zh");
    expect(offlineLocale("en", ["zh-CN"])).toBe("en");
    expect(offlineLocale(undefined, ["zh-TW", "en"])).toBe("zh");
    expect(offlineLocale(undefined, ["en-GB", "zh-CN"])).toBe("en");
    expect(offlineLocale("fr", [])).toBe("en");
  });

  it("names one document per language", () => {
    expect(offlinePath("en")).toBe("/offline/en");
    expect(offlinePath("zh")).toBe("/offline/zh");
  });
});

describe("the offline page", () => {
  it("is written in the page's language, with no script and no <style> element (the policy forbids both without a nonce)", () => {
    const english = offlinePage("en");
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(en.pwa.offline.heading);
    expect(english).toContain(en.pwa.offline.retry);
    const chinese = offlinePage("zh");
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain(zh.pwa.offline.heading);
    for (const page of [english, chinese]) {
      expect(page).not.toMatch(/<script|<style|\son\w+=/i);
    }
  });

  it("escapes its texts", () => {
    expect(renderOfflinePage("en", { title: "<t>", heading: 'a "b"', body: "c & d", retry: "'r'" })).toContain("&#60;t&#62;");
  });

  it("has a revision that changes with its texts", () => {
    expect(offlinePagesRevision()).toMatch(/^[0-9a-f]{16}$/);
  });
});
