import fs from "node:fs";

/** Descriptors of this process open on a file (Linux /proc). */
export function openDescriptorsOn(file: string): number {
  const real = fs.realpathSync(file);
  let count = 0;
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      if (fs.readlinkSync(`/proc/self/fd/${fd}`) === real) count++;
    } catch {
      // closed while listing
    }
  }
  return count;
}

/** Waits until `check` holds, polling every 10 ms; throws after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
