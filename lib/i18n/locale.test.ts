import { resolveLocale } from "./locale";

describe("resolveLocale", () => {
  test.each([
    [undefined, "zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    [undefined, "zh-TW", "zh"],
    [undefined, "ZH", "zh"],
    [undefined, "en-US,zh;q=0.9", "en"],
    [undefined, "fr-FR", "en"],
    [undefined, null, "en"],
    ["en", "zh-CN", "en"],
    ["zh", "en-US", "zh"],
    ["de", "zh-CN", "zh"],
  ])("saved %s with Accept-Language %s gives %s", (saved, accept, expected) => {
    expect(resolveLocale(saved, accept)).toBe(expected);
  });
});

describe("resolveLocale with the address's ?lang=", () => {
  test.each([
    ["zh", "en", "en-US", "zh"],
    ["en", "zh", "zh-CN", "en"],
    ["fr", "zh", "en-US", "zh"],
    [null, undefined, "zh-CN", "zh"],
  ])("?lang=%s over saved %s and Accept-Language %s gives %s", (requested, saved, accept, expected) => {
    expect(resolveLocale(saved, accept, requested)).toBe(expected);
  });
});
