import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

// The tebe e2e server's YouTube titles come from a local oEmbed fake
// (scripts/e2e-tebe-server.mjs) that knows no video until a spec names it.

/** From now on the tebe server's oEmbed fake answers `title` for video `id`. */
export async function knownVideo(id: string, title: string) {
  const { control } = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-tebe-data/oidc.json"), "utf8")) as { control: string };
  const res = await fetch(`${control}/oembed-video`, { method: "POST", body: JSON.stringify({ id, title }) });
  expect(res.status).toBe(204);
}
