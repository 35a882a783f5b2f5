#!/usr/bin/env node
/**
 * Real `gatsby build`s over broken copies of the full test content must stop with the
 * validator's plain messages: no stack trace, no GraphQL error. The build runs
 * in a throwaway copy of the project (node_modules linked), so the real
 * .cache/ and public/ are never touched.
 *
 *   node scripts/test-broken-build.mjs
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyProject } from "./project-copy.mjs";

const projectDir = join(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * Two builds cover the two ways gatsby-config can meet site.json, the owner's
 * most edited file: unreadable (it then passes Gatsby no site address) and
 * readable but wrong. A third holds the mistakes that once escaped the check
 * as a stack trace: paths written the Windows way or ending in "/", and a file
 * nested too deep for a recursive reader. Each also breaks other files, as
 * editors and hands break them, since one build must name every mistake at once.
 */
const CASES = [
  {
    name: "an unreadable site.json beside three other broken files",
    edit: (dir) => {
      writeFileSync(
        join(dir, "site.json"),
        Buffer.from(`\ufeff${readFileSync(join(dir, "site.json"), "utf8")}`, "utf16le"),
      );
      editJson(dir, "projects.json", ({ projects }) => (projects[2].link = "ftp://example.com/bracelet"));
      editText(dir, "experience.json", (text) => `\ufeff${text}`);
      editText(dir, "skills.json", (text) => text.replace(/,\s*$/m, ""));
    },
    expected: [
      "The content has 4 problems; fix and build again:",
      "  - broken-content/site.json: the file is saved as UTF-16; save it as UTF-8",
      '  - broken-content/projects.json projects[2] "Vibrating Wake-Up Bracelet": link must be an http(s) URL',
      "  - broken-content/experience.json: invalid JSON at line 1, column 1: the file starts with a byte-order mark",
      "  - broken-content/skills.json: invalid JSON at line ",
    ],
  },
  {
    name: "a site.json without its address and with no photos",
    edit: (dir) =>
      editJson(dir, "site.json", (site) => {
        delete site.siteUrl;
        site.heroPhotos = [];
      }),
    expected: [
      "The content has 2 problems; fix and build again:",
      "  - broken-content/site.json: heroPhotos must have 1 to 12 entries (found 0)",
      "  - broken-content/site.json: siteUrl is missing",
    ],
  },
  {
    name: "paths written the Windows way, a site address no host can have and a file nested 100,000 deep",
    edit: (dir) => {
      editJson(dir, "site.json", (site) => {
        site.siteUrl = "https://alex&mustermann.example.com";
        site.cv = site.cv.replaceAll("/", "\\");
        site.heroPhotos[0].image += "/";
      });
      writeFileSync(join(dir, "tools.json"), `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    },
    expected: [
      "The content has 4 problems; fix and build again:",
      '  - broken-content/site.json: siteUrl has an invalid host name "alex&mustermann.example.com": "&" is not allowed',
      '  - broken-content/site.json: cv must use "/" between folders, not "\\": write "files/alex-mustermann-cv.pdf" (found "files\\alex-mustermann-cv.pdf")',
      '  - broken-content/site.json heroPhotos[0] "portrait-1": image must name a file, without a "/" at the end: write "images/profile/portrait-1.jpg"',
      "  - broken-content/tools.json: at line 1, column 33, lists and objects are nested more than 32 levels deep",
    ],
  },
];

function editText(dir, file, change) {
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));
}

function editJson(dir, file, change) {
  editText(dir, file, (text) => {
    const data = JSON.parse(text);
    change(data);
    return JSON.stringify(data, null, 2);
  });
}

/** One real build over a broken copy of the full test content; what went wrong, if anything. */
function buildFails(workDir, { edit, expected }) {
  const brokenDir = join(workDir, "broken-content");
  rmSync(brokenDir, { recursive: true, force: true });
  cpSync(join(projectDir, "fixtures/content/full"), brokenDir, { recursive: true });
  edit(brokenDir);

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
  for (const line of expected) if (!output.includes(line)) failures.push(`missing line: ${line}`);
  const stackLine = output.match(/^\s+at .+:\d+:\d+\)?$/m);
  if (stackLine) failures.push(`the output contains a stack trace: ${stackLine[0].trim()}`);
  if (/graphql/i.test(output)) failures.push("the output mentions GraphQL");
  if (/siteMetadata/.test(output)) failures.push("the output blames Gatsby's siteMetadata");
  return { output, failures };
}

const workDir = mkdtempSync(join(tmpdir(), "broken-build-"));
const started = Date.now();
try {
  // No content/: each case builds a broken copy of the test content from its own folder.
  copyProject(projectDir, workDir, { leaveOut: ["content"] });

  for (const brokenCase of CASES) {
    const { output, failures } = buildFails(workDir, brokenCase);
    if (failures.length > 0) {
      console.error(output);
      console.error(`content-build: ${brokenCase.name}: FAILED\n${failures.map((f) => `  - ${f}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log(`content-build: ${brokenCase.name}: stopped the build with the expected messages`);
    }
  }
  console.log(`content-build: ${CASES.length} broken copies in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
