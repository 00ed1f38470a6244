import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import("jest").Config} */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,components,tests/unit,tests/integration}/**/*.test.ts"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/fixtures/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  // Integration files each open their own database; a few seconds is normal.
  testTimeout: 60_000,
};

// oidc-provider (the tests' OpenID provider) ships ES modules only: compile it
// as next/jest already does jose.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) => pattern.replaceAll("jose|", "jose|oidc-provider|")) };
}
