import fs from "node:fs";

// Debian's Chromium, as the browser tests and the web benchmarks start it.
// Without these flags Chromium tries to reach Google's hosts on this offline machine.

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The Chromium binary, or undefined to let the caller pick its own. */
export const CHROMIUM_PATH = fs.existsSync(path) ? path : undefined;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
