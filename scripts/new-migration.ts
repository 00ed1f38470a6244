import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";

// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the change
// between the schema the migrations already produce (schema.snapshot.prisma)
// and prisma/schema.prisma. `prisma migrate dev` does not work with the WASM
// schema engine, so this is how migrations are made here.
//   npm run db:new-migration -- add_album_covers

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:new-migration -- <name_in_snake_case>");
  process.exit(2);
}
const dir = path.join("prisma", "migrations");
const snapshot = path.join(dir, "schema.snapshot.prisma");
const sql = execFileSync(
  "npx",
  ["prisma", "migrate", "diff", "--from-schema-datamodel", snapshot, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
);
if (!sql.trim() || /^-- This is an empty migration\.\s*$/.test(sql.trim())) {
  console.log("The schema has no changes since the last migration.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const target = path.join(dir, `${stamp}_${name}`);
fs.mkdirSync(target);
fs.writeFileSync(path.join(target, "migration.sql"), sql);
fs.copyFileSync("prisma/schema.prisma", snapshot);
console.log(`Created ${target}/migration.sql`);
