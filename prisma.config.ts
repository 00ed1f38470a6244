import { defineConfig } from "prisma/config";
import { createAdapterFactory, resolveDatabaseTarget } from "./lib/db/adapter";

// The CLI (generate, migrate deploy, migrate diff) talks to the same database
// the app uses: embedded PGlite in DATA_DIR, or DATABASE_URL's server.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  async adapter() {
    return createAdapterFactory(resolveDatabaseTarget(process.env));
  },
});
