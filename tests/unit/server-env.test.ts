import { execFileSync } from "node:child_process";
import { HEAP_CAP_MB, serverEnv } from "../../scripts/server-env.mjs";

// The home server's environment caps V8's old generation (scripts/server-env.mjs),
// unless the one who starts it chose a size.

/** The heap limit, in MB, of a Node process started with `env`. */
function heapLimitMb(env: Record<string, string | undefined>): number {
  const script = "console.log(require('node:v8').getHeapStatistics().heap_size_limit)";
  return Number(execFileSync(process.execPath, ["-e", script], { env: { ...process.env, ...env }, encoding: "utf8" })) / 2 ** 20;
}

describe("serverEnv", () => {
  it("starts Node with the old generation capped, keeping other Node options", () => {
    const env = serverEnv({ PATH: process.env.PATH, NODE_OPTIONS: "--no-warnings" });
    expect(env.NODE_OPTIONS).toBe(`--no-warnings --max-old-space-size=${HEAP_CAP_MB}`);
    expect(env.MALLOC_ARENA_MAX).toBe("2");
    // The limit also counts the young generation: a little above the cap, far below V8's own choice on this machine.
    const limit = heapLimitMb(env);
    expect(limit).toBeGreaterThanOrEqual(HEAP_CAP_MB);
    expect(limit).toBeLessThan(HEAP_CAP_MB + 128);
  });

  it("keeps a heap size and an arena count already chosen", () => {
    const env = serverEnv({ PATH: process.env.PATH, NODE_OPTIONS: "--max-old-space-size=1024", MALLOC_ARENA_MAX: "4" });
    expect(env.NODE_OPTIONS).toBe("--max-old-space-size=1024");
    expect(env.MALLOC_ARENA_MAX).toBe("4");
    expect(heapLimitMb(env)).toBeGreaterThanOrEqual(1024);
  });
});
