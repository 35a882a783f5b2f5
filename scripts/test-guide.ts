/**
 * docs/adding-a-section.md, carried out: `build` copies the project (its
 * tracked files and new ones not ignored) into .e2e-builds/section-guide/,
 * follows every step of the guide there, builds the full test content,
 * type-checks the copy and checks its generated files; `check` runs the section-wide end-to-end checks on
 * that build. `npm test` runs both, the check with the other browser suites.
 *
 *   node --import tsx scripts/test-guide.ts build|check
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { copyProject } from "./project-copy.mjs";
import { GUIDE_FILE, applyStep, guideSteps } from "./section-guide";
import { SECTION_GUIDE_CHECK } from "../e2e/support/suites";

const projectDir = join(__dirname, "..");
const copyDir = join(projectDir, ".e2e-builds", "section-guide");
/**
 * What the guide's section must pass: every check that reads the section registry, matched as Playwright does,
 * on the file, the group and the test's titles: from the foundation spec, the page's skeleton and its scripts'
 * compile hints, but not its theme and 404 checks, which read no section.
 */
const SECTION_SPECS = ["e2e/sections.spec.ts", "e2e/foundation.spec.ts"];
const SECTION_CHECKS = String.raw`sections\.spec|foundation\.spec\.ts (page skeleton|scripts) `;
/** The unit tests that fail while a generated file is stale, and those of the registry and its section files. */
const GENERATED_FILE_TESTS = [
  "plugins/site-content/json-schema",
  "plugins/editor/decap-config",
  "src/lib/sections",
  "plugins/page-sections",
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: copyDir, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`section guide: \`${[command, ...args].join(" ")}\` failed in ${copyDir}`);
    process.exit(1);
  }
}

function build() {
  rmSync(copyDir, { recursive: true, force: true });
  copyProject(projectDir, copyDir);
  const steps = guideSteps(readFileSync(join(copyDir, GUIDE_FILE), "utf8"));
  for (const [index, step] of steps.entries()) {
    console.log(
      `section guide: step ${index + 1} of ${steps.length}: ${step.kind === "run" ? step.command : step.file}`,
    );
    applyStep(copyDir, step);
  }
  /** One of the project's caches under .cache/, when it has it, copied into the copy's. */
  const startFromProjects = (cache: string) => {
    const from = join(projectDir, ".cache", cache);
    if (existsSync(from)) cpSync(from, join(copyDir, ".cache", cache), { recursive: true });
  };
  // Webpack's: its node_modules are the copy's (linked), and webpack still checks every entry against the files, so
  // this only spares compiling the packages again (about 16 s).
  startFromProjects("webpack");
  // Unminified (`gatsby build --no-uglify`, through build:e2e and build): the checks read what the section does, not
  // the bundles' bytes, which the project's own build is measured by. Minifying took 8-9 s of the build here.
  run("npm", ["run", "build:e2e", "--", "--", "--no-uglify"], { CONTENT_DIR: "fixtures/content/full" });
  // The last typecheck's (tsconfig.json's tsBuildInfoFile, with paths relative to it): the copy's check then reads
  // again only the files the guide changed and those that depend on them.
  startFromProjects("tsc");
  run("npm", ["run", "typecheck"]);
  // The committed generated files and the editor's collections follow the new schema.
  run("npx", ["jest", ...GENERATED_FILE_TESTS]);
}

function check() {
  if (!existsSync(join(copyDir, "public", "index.html"))) {
    console.error("section guide: nothing built yet; run `node --import tsx scripts/test-guide.ts build` first");
    process.exit(1);
  }
  run("npx", ["playwright", "test", ...SECTION_SPECS, "--grep", SECTION_CHECKS], {
    E2E_SUITE: "full",
    E2E_PORT: "9150",
    [SECTION_GUIDE_CHECK]: "1",
  });
}

const mode = process.argv[2];
if (mode === "build") build();
else if (mode === "check") check();
else {
  console.error("usage: node --import tsx scripts/test-guide.ts build|check");
  process.exit(2);
}
