import fs from "node:fs";
import path from "node:path";
import { FAILURE_NAMESPACES, SHELL_NAMESPACES } from "./namespaces";

// Every page sends the browser only the namespaces it declares (withMessages
// in lib/i18n/page-messages.tsx), or the shell's when it declares none. A
// client component that calls useTranslations("x") on a page that does not
// send "x" would show message keys instead of text, so this walks each
// page's imports (as written: relative and @/ paths) and checks that the
// namespaces used on the way are declared on the way.

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The namespaces used (useTranslations) and declared (withMessages) by `file` and everything it imports. */
function walk(file: string, seen = new Set<string>(), found = { used: new Set<string>(), declared: new Set<string>() }) {
  if (seen.has(file)) return found;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const [, namespace = ""] of source.matchAll(/useTranslations\(\s*"([^"]+)"\s*\)/g)) found.used.add(namespace.split(".")[0] ?? namespace);
  for (const [, list = ""] of source.matchAll(/withMessages\(\s*\[([^\]]*)\]/g))
    for (const [, namespace = ""] of list.matchAll(/"([^"]+)"/g)) found.declared.add(namespace);
  for (const [, specifier = ""] of source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    const target = resolveImport(file, specifier);
    if (target) walk(target, seen, found);
  }
  return found;
}

function pages(dir = path.join(ROOT, "app")): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "api" ? [] : pages(file);
    return entry.name === "page.tsx" ? [file] : [];
  });
}

const failures = new Set<string>(FAILURE_NAMESPACES);
const shell = new Set<string>([...SHELL_NAMESPACES, ...FAILURE_NAMESPACES]);
// A page that declares nothing renders in the layout's messages (the shell's); one that declares replaces them.
const missing = (found: ReturnType<typeof walk>) =>
  [...found.used].filter((namespace) => !failures.has(namespace) && !(found.declared.size ? found.declared : shell).has(namespace)).sort();

test.each(pages().map((file) => [path.relative(ROOT, file)]))("%s declares the namespaces its client components use", (page) => {
  expect(missing(walk(path.join(ROOT, page)))).toEqual([]);
});

test("the root layout, loading and not-found screens need only the shell's namespaces", () => {
  for (const file of ["app/layout.tsx", "app/(app)/(home)/loading.tsx", "app/not-found.tsx"]) {
    const found = walk(path.join(ROOT, file));
    expect({ file, missing: [...found.used].filter((namespace) => !shell.has(namespace)) }).toEqual({ file, missing: [] });
  }
});

test("the walk sees a namespace a page would miss", () => {
  // The folder page's grids use "media": without its declaration the check fails.
  const found = walk(path.join(ROOT, "app/(app)/(home)/folder/[pafolderid]/page.tsx"));
  found.declared.delete("media");
  expect(missing(found)).toEqual(["media"]);
});
