import { TEMPLATES, TEMPLATE_CHOICES, templateOf } from "./catalog";

describe("starter templates", () => {
  test("two choices, sent lower-cased as 'choice 1' and 'choice 2'", () => {
    expect(TEMPLATE_CHOICES).toEqual(["choice 1", "choice 2"]);
    expect(templateOf("Choice 1")).toBe(TEMPLATES[0]);
    expect(templateOf(" CHOICE 2 ")).toBe(TEMPLATES[1]);
    expect(templateOf("choice 3")).toBeNull();
    expect(templateOf(undefined)).toBeNull();
  });

  test.each(TEMPLATES.map((t) => [t.choice, t] as const))("%s: valid categories, 11-character ids, a channel of its own videos", (_c, template) => {
    expect(template.categories.length).toBeGreaterThanOrEqual(2);
    const ids = template.categories.flatMap((c) => c.videos.map((v) => v.youtubeId));
    for (const category of template.categories) {
      // The category name rules: 2 to 64 characters, none of <>:"/\|?*.
      for (const name of Object.values(category.name)) expect(name).toMatch(/^[^<>:"/\\|?*]{2,64}$/);
      expect(Object.keys(category.name).sort()).toEqual(["en", "zh"]);
      expect(category.videos.length).toBeGreaterThanOrEqual(2);
      for (const video of category.videos) {
        expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
        expect(video.title.trim()).not.toBe("");
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    for (const name of Object.values(template.channel.name)) expect(name.trim()).not.toBe("");
    expect(template.channel.name.zh).not.toBe(template.channel.name.en);
    expect(template.channel.youtubeIds.length).toBeGreaterThanOrEqual(2);
    for (const id of template.channel.youtubeIds) expect(ids).toContain(id);
  });
});
