/**
 * `npm test`: every check, each a command of its own. Most of them use one
 * core, so one a core runs side by side whenever none needs another's output;
 * the full end-to-end suite runs last and alone, since its timings are what a
 * loaded machine would disturb, and then the short suites, side by side. A
 * step's output is printed when it ends; the first failure stops the rest.
 *
 *   node --import tsx scripts/test.ts
 */
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PACKAGES } from "./chromium.mjs";
import { ensureDebianPackages } from "./debian-packages.mjs";
import { postgresBinDir } from "./local-backend/postgres";
import { firefox } from "../e2e/engines/firefox";
import { webkit } from "../e2e/engines/webkit";
import { builtCopyDir } from "../e2e/support/built-content";
import { E2E_SUITES, type E2eSuite } from "../e2e/support/suites";

type Step = {
  name: string;
  /** The command, run from the project's folder; an npm script of the same name unless given. */
  command?: string[];
  /** Steps whose output this one reads. */
  after?: string[];
  /** Runs with nothing beside it, its output shown as it comes. */
  alone?: boolean;
  /** Added to its environment. */
  env?: NodeJS.ProcessEnv;
};

/** Where each suite's build is copied once built, so the next content can be built while it is tested. */
const BUILD_COPIES = ".e2e-builds";
const BUILD = "build:e2e";
const E2E_BUILDS = "e2e builds";
const e2eSuites = (...args: string[]) => ["node", "--import", "tsx", "scripts/test-e2e.ts", ...args];
/** docs/adding-a-section.md carried out in a copy of the project (scripts/test-guide.ts). */
const GUIDE_BUILD = "section guide";
const guide = (mode: "build" | "check") => ["node", "--import", "tsx", "scripts/test-guide.ts", mode];
const OTHER_SUITES = (Object.keys(E2E_SUITES) as E2eSuite[]).filter((suite) => suite !== "full" && suite !== "editor");
const FULL_BUILD = join(builtCopyDir(BUILD_COPIES, E2E_SUITES.full.contentDir), "public");
/**
 * In the order they start when a core is free. The steps that read the full
 * test content's build read its copy, so the other suites' content is built
 * into public/ meanwhile, once the typecheck has read the types a build
 * writes. The editor's suite runs one test at a time, in one browser page,
 * and waits only for what it sees, so it runs beside the other steps; the
 * full suite loads the page in several workers at once and measures it, so it
 * runs alone, at the end, on its copy; the short suites after it.
 */
const STEPS: Step[] = [
  { name: BUILD, command: e2eSuites("--build-only", "full") },
  { name: "lint" },
  { name: "typecheck", after: [BUILD] },
  { name: E2E_BUILDS, command: e2eSuites("--build-only", ...OTHER_SUITES), after: [BUILD, "typecheck"] },
  { name: "e2e editor", command: e2eSuites("editor"), after: [BUILD] },
  { name: "test:unit" },
  // Before the short steps: they fill the other core while it builds, instead of holding back the suites that run alone.
  { name: GUIDE_BUILD, command: guide("build"), after: [BUILD, "typecheck", E2E_BUILDS] },
  { name: "budget", after: [BUILD], env: { SITE_DIR: FULL_BUILD } },
  { name: "test:engines", after: [BUILD] },
  { name: "test:deno" },
  { name: "test:backend" },
  { name: "test:content-build" },
  { name: "e2e", command: e2eSuites("full"), after: [BUILD, E2E_BUILDS, "e2e editor"], alone: true },
  // A few tests each, so a suite's run is mostly Playwright and its server starting: side by side, one a core.
  { name: "e2e other contents", command: e2eSuites(...OTHER_SUITES), after: ["e2e"] },
  { name: "e2e section guide", command: guide("check"), after: [GUIDE_BUILD, "e2e"] },
];

const projectDir = join(__dirname, "..");
// One step a core: a third lane on two cores slowed the full build, which the browser steps wait for, more than it gained.
const lanes = availableParallelism();
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** Installed once up front, so that two steps never run apt-get at the same time. */
function ensurePackages() {
  ensureDebianPackages({
    ...CHROMIUM_PACKAGES,
    ...firefox.packages,
    ...webkit.packages,
  });
  postgresBinDir();
}

type Running = { step: Step; child: ChildProcess; done: Promise<{ ok: boolean; output: string }> };

function start(step: Step): Running {
  // Its own process group, so that stopping it stops the browsers and servers it started.
  const [command, ...args] = step.command ?? ["npm", "run", step.name];
  const child = spawn(command!, args, {
    cwd: projectDir,
    env: { ...process.env, E2E_BUILD_COPIES: BUILD_COPIES, ...step.env },
    detached: true,
    stdio: step.alone ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
  const done = new Promise<{ ok: boolean; output: string }>((resolve) => {
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
  return { step, child, done };
}

/** How long a stopped step has to tidy up before it is killed. */
const STOP_GRACE_MS = 5_000;

/** Whether any process of the step's group is left: its command can end before what it started has. */
function groupAlive(pid: number | undefined): boolean {
  try {
    return pid !== undefined && process.kill(-pid, 0);
  } catch {
    return false;
  }
}

/**
 * SIGINT first, as a terminal's Ctrl-C: Playwright then stops the site server it started, which runs in a group of
 * its own and outlived a SIGTERM, holding its port against the next run. Whatever is left after the grace is killed.
 */
async function stop(running: Iterable<Running>) {
  const groups = [...running].map(({ child }) => child.pid);
  const signal = (name: NodeJS.Signals) => {
    for (const pid of groups.filter(groupAlive)) {
      try {
        process.kill(-pid!, name);
      } catch {
        // Gone since.
      }
    }
  };
  signal("SIGINT");
  for (const deadline = Date.now() + STOP_GRACE_MS; Date.now() < deadline && groups.some(groupAlive);) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signal("SIGTERM");
}

async function main() {
  const started = Date.now();
  ensurePackages();
  rmSync(join(projectDir, BUILD_COPIES), { recursive: true, force: true });
  const waiting = [...STEPS];
  const finished = new Set<string>();
  const running = new Map<string, Running & { startedAt: number }>();
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => void stop(running.values()).then(() => process.exit(1)));
  }

  while (waiting.length > 0 || running.size > 0) {
    const alone = [...running.values()].some(({ step }) => step.alone);
    for (const step of [...waiting]) {
      if (alone || running.size >= lanes) break;
      if (!(step.after ?? []).every((name) => finished.has(name))) continue;
      if (step.alone && (running.size > 0 || waiting[0] !== step)) continue;
      waiting.splice(waiting.indexOf(step), 1);
      console.log(`test: ${step.name} started${step.alone ? "" : ` (${running.size + 1} running)`}`);
      running.set(step.name, { ...start(step), startedAt: Date.now() });
      if (step.alone) break;
    }
    const { step, ok, output, startedAt } = await Promise.race(
      [...running.values()].map(({ step, done, startedAt }) => done.then((result) => ({ step, startedAt, ...result }))),
    );
    running.delete(step.name);
    if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    console.log(`test: ${step.name} ${ok ? "passed" : "FAILED"} in ${seconds(Date.now() - startedAt)}`);
    if (!ok) {
      await stop(running.values());
      console.log(`test: stopped after ${seconds(Date.now() - started)}`);
      process.exit(1);
    }
    finished.add(step.name);
  }
  console.log(`test: every step passed in ${seconds(Date.now() - started)}`);
}

void main();
