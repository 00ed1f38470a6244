import { parseWithoutEval } from "./zod-jitless";

test("set before zod loads, zod parses without compiling (no eval probe under the CSP)", async () => {
  parseWithoutEval();
  const { config, z } = await import("zod");
  expect(config().jitless).toBe(true);
  // Parsing an object is what would probe for eval; it still parses.
  expect(z.object({ name: z.string() }).parse({ name: "demo" })).toEqual({ name: "demo" });
});
