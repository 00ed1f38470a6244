import { execFileSync } from "node:child_process";
import { readMigrations } from "./migrate";
import { nth } from "@/tests/helpers/checked";

describe("committed migrations", () => {
  test("produce exactly prisma/schema.prisma (run npm run db:new-migration after a schema change)", () => {
    // --exit-code: 0 when the snapshot the migrations were made from equals the schema.
    const diff = () =>
      execFileSync(
        "npx",
        [
          "prisma",
          "migrate",
          "diff",
          "--from-schema-datamodel",
          "prisma/migrations/schema.snapshot.prisma",
          "--to-schema-datamodel",
          "prisma/schema.prisma",
          "--exit-code",
        ],
        { stdio: "pipe" },
      );
    expect(diff).not.toThrow();
  });

  test("are read in order with stable checksums", () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
    expect(nth(migrations, 0).checksum).toMatch(/^[0-9a-f]{64}$/);
  });
});
