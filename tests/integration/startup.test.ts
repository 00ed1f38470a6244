import { spawnSync } from "node:child_process";

// A wrong configuration stops the server before it listens, naming the variable.
test("a bad DEPLOY_TYPE stops start-up with a message naming it", () => {
  const result = spawnSync("npx", ["tsx", "server.ts"], {
    env: { ...process.env, DEPLOY_TYPE: "hotel", PORT: "3999", NODE_OPTIONS: "" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('DEPLOY_TYPE must be one of home, tebe (got "hotel")');
});
