import fs from "node:fs";
import path from "node:path";

// The tebe browser specs share one server: a Google subject or email used by
// two specs is refused as already registered in whichever runs second, which
// only a full run shows (twice this session). Caught here in seconds instead.
test("every Google stand-in user of the browser specs has its own subject and email", () => {
  const dir = path.resolve("tests/e2e");
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".spec.ts"))) {
    const text = fs.readFileSync(path.join(dir, file), "utf8");
    for (const [, kind, value] of text.matchAll(/\b(sub|email): "([^"]+)"/g)) {
      const key = `${kind} ${value}`;
      const other = seen.get(key);
      if (other && other !== file) duplicates.push(`${key} in ${other} and ${file}`);
      seen.set(key, file);
    }
  }
  expect(seen.size).toBeGreaterThan(10);
  expect(duplicates).toEqual([]);
});
