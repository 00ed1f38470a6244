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

export default createJestConfig(config);
