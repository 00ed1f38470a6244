import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// What several benchmarks do the same way around their measuring.

/** Runs a benchmark's `main` in a scratch folder of its own (hems-bench-`name`-…, removed afterwards); a failure is printed and exits with 1. */
export function runInScratchFolder(name: string, main: (work: string) => Promise<void>): void {
  const run = async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `hems-bench-${name}-`));
    try {
      await main(work);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  };
  run().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** Reads a file through once, so the page cache holds it and no figure pays for the disk. */
export function readOnce(file: string): void {
  const buffer = Buffer.alloc(16 * 2 ** 20);
  const fd = fs.openSync(file, "r");
  try {
    while (fs.readSync(fd, buffer, 0, buffer.length, null) > 0);
  } finally {
    fs.closeSync(fd);
  }
}
