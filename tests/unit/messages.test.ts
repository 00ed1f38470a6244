import en from "../../messages/en.json";
import zh from "../../messages/zh.json";

// Every text shown to a user exists in both languages, under the same key.

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU argument names a message uses, e.g. "{name}" and "{count, plural, ...}". */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1] ?? "").sort();
}

const flatEn = flatten(en as Messages);
const flatZh = flatten(zh as Messages);

describe("messages", () => {
  it("en and zh have exactly the same keys", () => {
    expect([...flatZh.keys()].sort()).toEqual([...flatEn.keys()].sort());
  });

  it.each([
    ["en", flatEn],
    ["zh", flatZh],
  ])("%s has no empty values", (_locale, flat) => {
    const empty = [...flat].filter(([, value]) => value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("zh uses the same placeholders as en", () => {
    const mismatched = [...flatEn]
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(flatZh.get(key) ?? "")))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("keeps the documented texts word for word", () => {
    expect(flatEn.get("status.goHomeMessage")).toBe("Your are entering your own home {home}...");
    expect(flatEn.get("search.placeholder")).toBe("Search by keywords...");
    expect(flatEn.get("search.placeholderScoped")).toBe("Search by keywords only in this category...");
    expect(flatEn.get("notFound.title")).toBe("404 Not Found");
    expect(flatEn.get("common.loading")).toBe("Loading...");
    expect(flatZh.get("common.loading")).toBe("加载中...");
  });
});
