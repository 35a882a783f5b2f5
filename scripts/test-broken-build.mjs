#!/usr/bin/env node
/**
 * A real `gatsby build` over a broken copy of the full test content must stop with the
 * validator's plain messages: no stack trace, no GraphQL error. The build runs
 * in a throwaway copy of the project (node_modules linked), so the real
 * .cache/ and public/ are never touched.
 *
 *   node scripts/test-broken-build.mjs
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const LEFT_OUT = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", "content"]);
const EXPECTED = [
  "The content has 2 problems; fix and build again:",
  "  - content/site.json: heroPhotos must have 1 to 12 entries (found 0)",
  '  - content/projects.json projects[2] "Vibrating Wake-Up Bracelet": link must be an http(s) URL',
];

const workDir = mkdtempSync(join(tmpdir(), "broken-build-"));
const started = Date.now();
try {
  for (const name of readdirSync(projectDir)) {
    if (!LEFT_OUT.has(name)) cpSync(join(projectDir, name), join(workDir, name), { recursive: true });
  }
  symlinkSync(join(projectDir, "node_modules"), join(workDir, "node_modules"), "dir");

  const brokenDir = join(workDir, "broken-content");
  cpSync(join(projectDir, "fixtures/content/full"), brokenDir, { recursive: true });
  const edit = (file, change) => {
    const data = JSON.parse(readFileSync(join(brokenDir, file), "utf8"));
    change(data);
    writeFileSync(join(brokenDir, file), JSON.stringify(data, null, 2));
  };
  edit("projects.json", ({ projects }) => (projects[2].link = "ftp://example.com/bracelet"));
  edit("site.json", (site) => (site.heroPhotos = []));

  const build = spawnSync(process.execPath, [join(workDir, "node_modules/gatsby/cli.js"), "build"], {
    cwd: workDir,
    // A relative CONTENT_DIR, as an owner would write it; the copy has no content/ at all.
    env: { ...process.env, CONTENT_DIR: "broken-content", CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    timeout: 300_000,
  });
  // eslint-disable-next-line no-control-regex -- strips the terminal colours Gatsby may still print
  const output = `${build.stdout}\n${build.stderr}`.replace(/\u001b\[[0-9;]*m/g, "");

  const failures = [];
  if (build.error) failures.push(`the build could not run: ${build.error.message}`);
  if (build.status === 0) failures.push("the build succeeded over broken content");
  for (const line of EXPECTED) if (!output.includes(line)) failures.push(`missing line: ${line}`);
  const stackLine = output.match(/^\s+at .+:\d+:\d+\)?$/m);
  if (stackLine) failures.push(`the output contains a stack trace: ${stackLine[0].trim()}`);
  if (/graphql/i.test(output)) failures.push("the output mentions GraphQL");

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length > 0) {
    console.error(output);
    console.error(`content-build: FAILED after ${seconds} s\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(`content-build: broken content stopped the build with the expected messages (${seconds} s)`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
