import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { createAdapterFactory, pgliteAdapter, resolveDatabaseTarget } from "./lib/db/adapter";
import { lockDataDir } from "./lib/data-dir";

// The CLI runs with the WASM schema engine, which needs a driver adapter even
// for schema-only work (generate, migrate diff). It gets a scratch in-memory
// PGlite, so it never opens the app's embedded database while a server holds
// it. Set PRISMA_APP_DATABASE=1 to point it at the app's database instead
// (migrations themselves are applied by the app on start: lib/db/migrate.ts).
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  async adapter() {
    if (process.env.PRISMA_APP_DATABASE === "1") {
      const target = resolveDatabaseTarget(process.env);
      // Never beside a running server: two processes on one PGlite folder corrupt it.
      if (target.kind === "pglite") lockDataDir(path.dirname(target.dir));
      return createAdapterFactory(target);
    }
    return pgliteAdapter(new PGlite());
  },
});
