/**
 * The cross-engine smoke: a visitor's core journey (e2e/engines/journey.ts)
 * in Firefox and in WebKit, against the build of the full test content
 * (the copy `npm test` keeps, else public/, built first unless it holds that
 * build), served as the CDN serves it. Prints one line per engine, and fails
 * when any engine does.
 *
 *   node --import tsx scripts/test-engines.ts [firefox|webkit ...]
 */
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureDebianPackages } from "./debian-packages.mjs";
import { e2eBuildOf } from "../e2e/support/built-content";
import { E2E_SUITES } from "../e2e/support/suites";
import { supervise } from "../e2e/engines/child-process";
import type { Engine, EnginePage } from "../e2e/engines/engine";
import { firefox } from "../e2e/engines/firefox";
import { freePort } from "./free-port.mjs";
import type { Step } from "../e2e/engines/journey";
import { answers, waitFor } from "../e2e/engines/wait";
import { webkit } from "../e2e/engines/webkit";

const ENGINES: Record<string, Engine> = { firefox, webkit };
const SERVER_START_MS = 10_000;
const projectDir = join(__dirname, "..");
const { contentDir } = E2E_SUITES.full;

const STOP_MS = 10_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * What is running now, closed in turn on Ctrl-C or a CI timeout before the
 * smoke exits, so that the browsers remove their profiles and nothing is left
 * running on a shared machine. What does not close in time is killed by its
 * exit hook (child-process.ts; puppeteer's own for Firefox).
 */
const running = new Set<() => Promise<unknown>>();
let stopping = false;

function stopOnSignals() {
  const stopAll = async () => {
    for (const stop of [...running].reverse()) {
      running.delete(stop);
      await stop().catch(() => undefined);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stopping = true;
      console.log(`engines: stopped by ${signal}`);
      void Promise.race([stopAll(), sleep(STOP_MS)]).finally(() => process.exit(1));
    });
  }
}

async function startSite(siteDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(__dirname, "serve.mjs"), "--port", String(port), "--dir", siteDir], {
    cwd: projectDir,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const supervised = supervise(server, "The site's server");
  running.add(supervised.stop);
  await waitFor(`the site answers at ${url}`, () => (supervised.checkRunning(), answers(url)), SERVER_START_MS);
  return { url, stop: supervised.stop };
}

/** Runs the journey in one engine; the line says how long each step took, or where it failed and why. */
async function smoke(engine: Engine, journey: Step[], siteUrl: string): Promise<boolean> {
  const started = Date.now();
  const timings: string[] = [];
  let page: EnginePage | undefined;
  let step = "start";
  const line = (outcome: string) =>
    console.log(
      `engines ${engine.name} (${page?.version ?? "not started"}): ${outcome} in ${seconds(Date.now() - started)}`,
    );
  // Registered while the browser still starts, so that a signal then waits for it and closes it too.
  const launching = engine.launch(siteUrl);
  const close = () => launching.then((launched) => launched.close());
  running.add(close);
  try {
    page = await launching;
    timings.push(`start ${seconds(Date.now() - started)}`);
    for (const { name, run } of journey) {
      const stepStarted = Date.now();
      step = name;
      await run(page);
      timings.push(`${name} ${seconds(Date.now() - stepStarted)}`);
    }
    step = "close";
    running.delete(close);
    await page.close();
    line(`passed (${timings.join(", ")})`);
    return true;
  } catch (error) {
    if (running.delete(close)) await close().catch(() => undefined);
    line(`FAILED at ${step}: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

async function main() {
  const names = process.argv.slice(2);
  for (const name of names) if (!(name in ENGINES)) throw new Error(`engines are ${Object.keys(ENGINES).join(", ")}`);
  const engines = (names.length > 0 ? names : Object.keys(ENGINES)).map((name) => ENGINES[name]!);
  stopOnSignals();

  if (!e2eBuildOf(contentDir)) {
    console.log(`engines: building ${contentDir}/`);
    const built = spawnSync("npm", ["run", "build:e2e"], {
      cwd: projectDir,
      stdio: "inherit",
      env: { ...process.env, CONTENT_DIR: contentDir },
    });
    if (built.status !== 0) process.exit(1);
  }
  ensureDebianPackages(Object.assign({}, ...engines.map((engine) => engine.packages)));
  // The journey reads its expected texts from CONTENT_DIR (e2e/support/content.ts): the content just checked.
  process.env.CONTENT_DIR = contentDir;
  const { JOURNEY } = await import("../e2e/engines/journey");

  const started = Date.now();
  const site = await startSite(e2eBuildOf(contentDir)!);
  let passed = true;
  try {
    for (const engine of engines) if (!stopping) passed = (await smoke(engine, JOURNEY, site.url)) && passed;
  } finally {
    running.delete(site.stop);
    await site.stop();
  }
  // A signal's handler exits once it has closed everything.
  if (stopping) return;
  console.log(`engines: ${passed ? "passed" : "FAILED"} in ${seconds(Date.now() - started)}`);
  process.exit(passed ? 0 : 1);
}

void main();
