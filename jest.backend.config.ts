import type { Config } from "jest";
import base from "./jest.config";

/**
 * The backend tests that need a real PostgreSQL server (`npm run test:backend`):
 * test-setup.ts starts a throwaway one, test-teardown.ts removes it.
 */
const config: Config = {
  ...base,
  testEnvironment: "node",
  roots: ["<rootDir>/scripts", "<rootDir>/supabase"],
  testMatch: ["**/*.db.test.ts"],
  testPathIgnorePatterns: ["/node_modules/"],
  setupFilesAfterEnv: [],
  globalSetup: "<rootDir>/scripts/local-backend/test-setup.ts",
  globalTeardown: "<rootDir>/scripts/local-backend/test-teardown.ts",
  testTimeout: 60_000,
};

export default config;
