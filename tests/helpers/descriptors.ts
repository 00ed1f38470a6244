import fs from "node:fs";

/** Descriptors of this process whose target (as /proc/self/fd shows it) is `target`. */
function descriptorsOn(target: string): number {
  let count = 0;
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      if (fs.readlinkSync(`/proc/self/fd/${fd}`) === target) count++;
    } catch {
      // closed while listing
    }
  }
  return count;
}

/** Descriptors of this process open on a file (Linux /proc). */
export function openDescriptorsOn(file: string): number {
  return descriptorsOn(fs.realpathSync(file));
}

/** Descriptors still open on the file that was at `file` before another file was renamed over it (Linux shows "<path> (deleted)"). */
export function openDescriptorsOnReplaced(file: string): number {
  return descriptorsOn(`${fs.realpathSync(file)} (deleted)`);
}

/** Waits until `check` holds, polling every 10 ms; throws after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
