import fs from "node:fs";
import path from "node:path";

// Splits the Jest files by what they need: a test that imports the test-database
// helper, or a helper that imports it (tests/helpers/tebe-google.ts), runs against
// a real database and is run on PGlite and on PostgreSQL; every other test is pure
// (no database) and is run once. Same roots as jest.config.mjs.

const ROOTS = ["lib", "components", "tests/unit", "tests/integration"];
const HELPERS = "tests/helpers";
const importsHelper = (names) => new RegExp(`from\\s+["'][^"']*helpers/(${names.join("|")})["']`);
const helpersOpeningADatabase = fs
  .readdirSync(HELPERS)
  .filter((name) => name.endsWith(".ts") && /from\s+["']\.\/database["']/.test(fs.readFileSync(path.join(HELPERS, name), "utf8")))
  .map((name) => name.replace(/\.ts$/, ""));
const OPENS_A_DATABASE = importsHelper(["database", ...helpersOpeningADatabase]);

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : testFiles(file);
    return entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

export function jestFilesByDatabaseUse() {
  const database = [];
  const pure = [];
  for (const file of ROOTS.flatMap(testFiles).sort()) (OPENS_A_DATABASE.test(fs.readFileSync(file, "utf8")) ? database : pure).push(file);
  return { database, pure };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { database, pure } = jestFilesByDatabaseUse();
  console.log(`${database.length} database tests:\n  ${database.join("\n  ")}\n${pure.length} pure tests:\n  ${pure.join("\n  ")}`);
}
