import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from "./scripts/chromium.mjs";
import { siteDir } from "./e2e/support/built-content";
import { E2E_SUITES, SUITE_ONLY_SPECS, e2eSuite } from "./e2e/support/suites";
import { ON_PHONE } from "./e2e/support/widths";

const PORT = Number(process.env.E2E_PORT ?? 9100);
const baseURL = `http://127.0.0.1:${PORT}`;
const suite = E2E_SUITES[e2eSuite()];
// The specs read their expected texts from the content the build was made from (e2e/support/content.ts).
process.env.CONTENT_DIR = suite.contentDir;

export default defineConfig({
  testDir: "e2e",
  ...(suite.specs ? { testMatch: suite.specs } : { testIgnore: SUITE_ONLY_SPECS }),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One more than the cores: while a test waits on a timer or a response, its core serves the others.
  workers: availableParallelism() + 1,
  reporter: [["list"], ["./e2e/support/summary-reporter.ts"]],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "phone",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: false },
      grep: new RegExp(ON_PHONE),
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir ${JSON.stringify(siteDir())}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
