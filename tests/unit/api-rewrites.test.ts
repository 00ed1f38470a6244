import fs from "node:fs";
import path from "node:path";
import { API_ALIASES, UNKNOWN_CALLS, apiRewrites, resolveApiPath } from "@/lib/http/api-aliases.mjs";
import { API_DIR, routeFolders } from "../helpers/routes";

// next.config.mjs rewrites (lib/http/api-aliases.mjs apiRewrites) only to handlers that exist: every destination is a
// folder under app/api holding route handlers (itself or below it), and no
// alias leads to another alias.

const folders = routeFolders();
const served = (apiPath: string) => folders.some((f) => f === apiPath || f.startsWith(`${apiPath}/`));

test("every rewrite of next.config.mjs leads to route handlers that exist", async () => {
  const all = await apiRewrites();
  // The last one sends unknown prefixes to the catch-all handler, which answers the JSON 404.
  expect(all.at(-1)).toEqual(UNKNOWN_CALLS);
  expect(folders).toContain("[...path]");
  const rewrites = all.slice(0, -1);
  expect(rewrites.length).toBeGreaterThan(20);
  const missing = rewrites.map(({ destination }) => destination.replace(/^\/api\//, "").replace(/\/:path\*$/, "")).filter((apiPath) => !served(apiPath));
  expect(missing).toEqual([]);
});

test("every alias reaches a handler folder, and none is itself on disk", () => {
  for (const alias of Object.keys(API_ALIASES)) {
    expect({ alias, served: served(resolveApiPath(alias)) }).toEqual({ alias, served: true });
    expect({ alias, onDisk: fs.existsSync(path.join(API_DIR, alias)) }).toEqual({ alias, onDisk: false });
  }
  expect(resolveApiPath("tebeplay/ytvdp_p/3")).toBe("yt/ytv_p/3");
});
