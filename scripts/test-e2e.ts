/**
 * The end-to-end tests, suite by suite (e2e/support/suites.ts): each suite's
 * content is built unless public/ already holds it, then Playwright runs that
 * suite's specs. Stops at the first suite that fails.
 *
 * Under `npm test`, E2E_BUILD_COPIES names a folder for copies of the builds:
 * `--build-only` builds each suite's content and copies public/ there, and a
 * suite whose copy is there is tested on that copy. So the next content can
 * be built while a build is tested, and the suites run one after another
 * without building.
 *
 *   node --import tsx scripts/test-e2e.ts [--build-only] [full|editor|odd|owner|shaped ...] [-- playwright arguments]
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { E2E_SUITES, e2eSuite, type E2eSuite } from "../e2e/support/suites";
import { e2eBuildOf, keepBuiltCopy } from "../e2e/support/built-content";
import { SHAPED_CONTENT_DIR, writeShapedContent } from "../e2e/support/shaped-content";

const projectDir = join(__dirname, "..");
const separator = process.argv.indexOf("--");
const ownArgs = process.argv.slice(2, separator === -1 ? undefined : separator);
const buildOnly = ownArgs.includes("--build-only");
const names = ownArgs.filter((arg) => arg !== "--build-only");
const playwrightArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const suites: E2eSuite[] =
  names.length > 0 ? names.map((name) => e2eSuite(name)) : (Object.keys(E2E_SUITES) as E2eSuite[]);
const copiesDir = process.env.E2E_BUILD_COPIES;
if (buildOnly && !copiesDir) {
  console.error("test-e2e: --build-only keeps its builds in the folder E2E_BUILD_COPIES names; set it");
  process.exit(2);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, args, { cwd: projectDir, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function build(name: string, contentDir: string): boolean {
  console.log(`e2e ${name}: building ${contentDir}/`);
  return run("npm", ["run", "build:e2e"], { CONTENT_DIR: contentDir });
}

for (const name of suites) {
  const { contentDir } = E2E_SUITES[name];
  const started = Date.now();
  // Rewritten each run, so it always follows the odd content it is made from; the content check sees any change.
  if (contentDir === SHAPED_CONTENT_DIR) writeShapedContent(projectDir);
  if (buildOnly) {
    if (!build(name, contentDir)) process.exit(1);
    const copy = keepBuiltCopy(copiesDir!, contentDir);
    console.log(`e2e ${name}: built and copied to ${copy} in ${Math.round((Date.now() - started) / 1000)} s`);
    continue;
  }
  if (!e2eBuildOf(contentDir) && !build(name, contentDir)) process.exit(1);
  const siteDir = e2eBuildOf(contentDir)!;
  console.log(`e2e ${name}: testing the build of ${contentDir}/ in ${siteDir}`);
  const passed = run("npx", ["playwright", "test", ...playwrightArgs], { E2E_SUITE: name, SITE_DIR: siteDir });
  console.log(`e2e ${name}: ${passed ? "passed" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (!passed) process.exit(1);
}
