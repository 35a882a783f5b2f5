/**
 * The end-to-end tests, suite by suite (e2e/support/suites.ts): each suite's
 * content is built unless public/ already holds it (`npm test` builds the full
 * test content first, for the typecheck and the budget), then Playwright runs
 * that suite's specs. Stops at the first suite that fails.
 *
 *   node --import tsx scripts/test-e2e.ts [full|editor|odd|owner|shaped ...] [-- playwright arguments]
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { E2E_SUITES, e2eSuite, type E2eSuite } from "../e2e/support/suites";
import { isBuiltForE2e } from "../e2e/support/built-content";
import { SHAPED_CONTENT_DIR, writeShapedContent } from "../e2e/support/shaped-content";

const projectDir = join(__dirname, "..");
const separator = process.argv.indexOf("--");
const names = process.argv.slice(2, separator === -1 ? undefined : separator);
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const suites: E2eSuite[] =
  names.length > 0 ? names.map((name) => e2eSuite(name)) : (Object.keys(E2E_SUITES) as E2eSuite[]);

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, args, { cwd: projectDir, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

for (const name of suites) {
  const { contentDir } = E2E_SUITES[name];
  const started = Date.now();
  // Rewritten each run, so it always follows the odd content it is made from; the content check sees any change.
  if (contentDir === SHAPED_CONTENT_DIR) writeShapedContent(projectDir);
  if (!isBuiltForE2e(contentDir)) {
    console.log(`e2e ${name}: building ${contentDir}/`);
    if (!run("npm", ["run", "build:e2e"], { CONTENT_DIR: contentDir })) process.exit(1);
  }
  console.log(`e2e ${name}: testing the build of ${contentDir}/`);
  const passed = run("npx", ["playwright", "test", ...playwrightArgs], { E2E_SUITE: name });
  console.log(`e2e ${name}: ${passed ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (!passed) process.exit(1);
}
