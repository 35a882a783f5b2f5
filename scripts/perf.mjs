#!/usr/bin/env node
/**
 * Benchmark (not a test): builds the site and a bare Gatsby page, serves both
 * compressed like a CDN, runs Lighthouse (mobile preset, simulated throttling)
 * in Debian's Chromium on the home page, each further language's and a post
 * (where the content has posts), and prints medians as a table and perf/last.json.
 *
 *   npm run perf [-- --runs 9 --skip-build --baseline <dir>]
 *
 * --baseline takes another build's public/ folder (for example one of an
 * earlier commit, built from a worktree, whose netlify.toml stands beside it)
 * and measures it in turns with this one, run for run, so both see the same
 * machine.
 *
 * The CPU-bound figures (TBT, and LCP through it) follow how fast Lighthouse
 * finds the CPU at that moment, which varies widely on a shared 2-core
 * machine, so every run's benchmark index is reported beside its figures.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { measureFirstVisits } from "./first-visit-scripts.mjs";
import { serveBuild } from "./serve-build.mjs";
import { builtPages, languageCopies } from "./build-output.mjs";
import { FIXED_HEADERS } from "../plugins/site-headers/fixed-headers.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "9" },
    "skip-build": { type: "boolean", default: false },
    baseline: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const SITE_PORT = 9300;
const BARE_PORT = 9301;
const BASELINE_PORT = 9302;
const BARE_DIR = "perf/fixtures/bare";
const env = { ...process.env, CI: "true", GATSBY_FEEDBACK_DISABLED: "1", GATSBY_TELEMETRY_DISABLED: "1" };

function build(cwd) {
  const started = Date.now();
  execFileSync("npx", ["gatsby", "build"], { cwd, env, stdio: ["ignore", "ignore", "inherit"] });
  return (Date.now() - started) / 1000;
}

/**
 * The server brotli-compresses a file on its first request (quality 11, on
 * the same two cores as the browser) and keeps the result, as a CDN's edge
 * would already have it. Requesting every file once before measuring keeps
 * that work out of the first Lighthouse run, which was otherwise the worst of
 * every batch (scores 77-79 against 93-99).
 */
async function warm(dir, port) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile())) {
    const path = `${entry.parentPath ?? entry.path}/${entry.name}`.slice(dir.length + 1);
    const response = await fetch(`http://127.0.0.1:${port}/${path}`, { headers: { "accept-encoding": "br, gzip" } });
    await response.arrayBuffer();
  }
}

/** The fixed headers as a _headers file for every path. */
const fixedHeadersFile = () =>
  `/*\n${Object.entries(FIXED_HEADERS)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join("")}`;

/**
 * The netlify.toml beside an older build's public/ folder, or none. Without it the baseline is served without the
 * site's headers (its COOP and CSP among them), so the two are not measured alike: said aloud, as a copied public/
 * folder is the easy mistake.
 */
function baselineConfig(dir) {
  const config = resolve(dir, "..", "netlify.toml");
  if (existsSync(config)) return config;
  console.warn(
    `${config} is missing: the baseline is served without the site's headers, so it is not measured like the site.` +
      " Put the netlify.toml of the baseline's commit beside its public/ folder.",
  );
  return "/dev/null";
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    // A run Lighthouse could not complete has no metrics; it must not count as a score of 0.
    if (lhr.runtimeError) return { runtimeError: lhr.runtimeError.code };
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories["best-practices"].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
      totalBytes: metric("total-byte-weight"),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // Which scripts the main thread was blocked by, for perf/last.json; not a median.
      longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).map((task) => ({
        url: task.url,
        startMs: Math.round(task.startTime),
        durationMs: Math.round(task.duration),
      })),
      // Where the main thread's time went (script, style and layout, parsing...), for perf/last.json.
      mainThread: Object.fromEntries(
        (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((item) => [
          item.group,
          Math.round(item.duration),
        ]),
      ),
      failedAudits: Object.values(lhr.audits)
        .filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== "informative")
        .map((item) => item.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** Runs Lighthouse on each URL in turn, `runs` times each, so every URL sees the machine as it is. */
async function measureInTurns(urls, runs) {
  const all = urls.map(() => ({ runs: [], errors: [] }));
  for (let round = 0; round < runs; round += 1) {
    // Each round starts one page further on, so that no page is always the one measured first: the page
    // measured first in every round came out 40-70 ms of TBT slower than the same page measured later.
    for (let step = 0; step < urls.length; step += 1) {
      const index = (round + step) % urls.length;
      const url = urls[index];
      const seen = all[index];
      // Repeats a failed run, up to as many extra attempts as runs asked for (and at least two).
      while (seen.runs.length <= round && seen.errors.length < Math.max(runs, 2)) {
        const result = await audit(url);
        if (result.runtimeError) seen.errors.push(result.runtimeError);
        else seen.runs.push(result);
      }
    }
  }
  return all.map((seen, index) => {
    if (seen.runs.length === 0)
      throw new Error(`Lighthouse failed every run on ${urls[index]}: ${seen.errors.join(", ")}`);
    const keys = Object.keys(seen.runs[0]).filter((key) => !["failedAudits", "longTasks", "mainThread"].includes(key));
    const medians = Object.fromEntries(keys.map((key) => [key, median(seen.runs.map((result) => result[key]))]));
    return { medians, runs: seen.runs, errors: seen.errors };
  });
}

const buildSeconds = {};
if (!values["skip-build"]) buildSeconds.site = build(".");
// --skip-build keeps the site's build; the bare page, which nothing else builds, is built once on a fresh clone.
if (!values["skip-build"] || !existsSync(`${BARE_DIR}/public/index.html`)) buildSeconds.bare = build(BARE_DIR);

/** What a phone's quiet first visit to the page fetches, as `npm run budget` counts it. */
const firstVisitJs = async (dir, page = "index.html") => ({
  brotli: (await measureFirstVisits(dir, [page]))[page].phone.brotli,
});
const siteJs = await firstVisitJs("public");
const bareJs = await firstVisitJs(`${BARE_DIR}/public`);
// The bare page gets the site's fixed headers, since Chromium's handling of
// some (Cross-Origin-Opener-Policy) moves Lighthouse's TBT by hundreds of ms.
await writeFile(`${BARE_DIR}/public/_headers`, fixedHeadersFile());
// Each build with the headers of the given netlify.toml (this tree's by default) and its own _headers.
const servers = [await serveBuild("public", SITE_PORT), await serveBuild(`${BARE_DIR}/public`, BARE_PORT)];
// An older build is served with the netlify.toml of its own tree, which held its fixed headers.
if (values.baseline) servers.push(await serveBuild(values.baseline, BASELINE_PORT, baselineConfig(values.baseline)));
try {
  await warm("public", SITE_PORT);
  await warm(`${BARE_DIR}/public`, BARE_PORT);
  if (values.baseline) await warm(values.baseline, BASELINE_PORT);
  // Each further language's home page (public/de/index.html) is measured beside the first's, and so is a post
  // (the first by its address), where the content has posts.
  const furtherPaths = [
    ...languageCopies("public", "index.html"),
    ...builtPages("public", "writing/*/index.html").slice(0, 1),
  ].map((copy) => `/${copy.slice(0, -"index.html".length)}`);
  const urls = [`http://127.0.0.1:${SITE_PORT}/`, `http://127.0.0.1:${BARE_PORT}/`];
  if (values.baseline) urls.push(`http://127.0.0.1:${BASELINE_PORT}/`);
  const measured = await measureInTurns(
    [...urls, ...furtherPaths.map((path) => `http://127.0.0.1:${SITE_PORT}${path}`)],
    RUNS,
  );
  const [site, bare] = measured;
  const baseline = values.baseline ? measured[2] : undefined;
  const furtherPages = [];
  for (const [index, path] of furtherPaths.entries()) {
    const js = await firstVisitJs("public", `${path.slice(1)}index.html`);
    furtherPages.push({ path, js, ...measured[urls.length + index] });
  }
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    site: { ...site.medians, firstLoadJsBrotli: siteJs.brotli, everyRun: site.runs },
    furtherPages: Object.fromEntries(
      furtherPages.map(({ path, js, medians, runs }) => [
        path,
        { ...medians, firstLoadJsBrotli: js.brotli, everyRun: runs },
      ]),
    ),
    bare: { ...bare.medians, firstLoadJsBrotli: bareJs.brotli, everyRun: bare.runs },
    ...(baseline && { baseline: { dir: values.baseline, ...baseline.medians, everyRun: baseline.runs } }),
    firstLoadJsRatio: Number((siteJs.brotli / bareJs.brotli).toFixed(2)),
    buildSeconds,
  };
  await writeFile("perf/last.json", `${JSON.stringify(report, null, 2)}\n`);

  const metrics = [
    ["Performance", "performance", 1, ""],
    ["Accessibility", "accessibility", 1, ""],
    ["Best practices", "bestPractices", 1, ""],
    ["SEO", "seo", 1, ""],
    ["FCP", "fcpMs", 1, "ms"],
    ["LCP", "lcpMs", 1, "ms"],
    ["TBT", "tbtMs", 1, "ms"],
    ["CLS", "cls", 1, ""],
    ["Speed Index", "speedIndexMs", 1, "ms"],
    ["Total bytes", "totalBytes", 1 / 1024, "KB"],
  ];
  const format = (value, unit) =>
    unit === "" && value < 1 && value > 0 ? value.toFixed(3) : Math.round(value * 10) / 10;
  const columns = [site, ...furtherPages];
  console.log(`\nLighthouse mobile, median of ${RUNS} runs each, site and bare page in turns\n`);
  console.log(
    `| Metric | Site / | ${furtherPages.map(({ path }) => `Site ${path} | `).join("")}Bare Gatsby |\n` +
      `| --- | ${columns.map(() => "---: | ").join("")}---: |`,
  );
  for (const [name, key, scale, unit] of metrics) {
    const cells = [...columns, bare].map(({ medians }) => `${format(medians[key] * scale, unit)} ${unit}`);
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
  console.log(
    `| First-load JS (brotli) | ${format(siteJs.brotli / 1024, "KB")} KB | ${furtherPages.map(({ js }) => `${format(js.brotli / 1024, "KB")} KB | `).join("")}${format(bareJs.brotli / 1024, "KB")} KB |`,
  );
  console.log(`\nFirst-load JS ratio to the bare page: ${report.firstLoadJsRatio}×`);
  console.log("\n| Run | Performance | LCP ms | TBT ms | CPU benchmark index |\n| ---: | ---: | ---: | ---: | ---: |");
  site.runs.forEach((run, index) =>
    console.log(
      `| ${index + 1} | ${run.performance} | ${Math.round(run.lcpMs)} | ${Math.round(run.tbtMs)} | ${Math.round(run.benchmarkIndex)} |`,
    ),
  );
  if (baseline) {
    console.log(`\nBaseline ${values.baseline}, measured in turns with the site (median of ${RUNS}):`);
    console.log("\n| Metric | Site | Baseline |\n| --- | ---: | ---: |");
    for (const [name, key] of [
      ["Performance", "performance"],
      ["FCP ms", "fcpMs"],
      ["LCP ms", "lcpMs"],
      ["TBT ms", "tbtMs"],
      ["Speed Index ms", "speedIndexMs"],
    ]) {
      console.log(`| ${name} | ${Math.round(site.medians[key])} | ${Math.round(baseline.medians[key])} |`);
    }
    console.log("\n| Run | Baseline LCP ms | Baseline TBT ms | CPU benchmark index |\n| ---: | ---: | ---: | ---: |");
    baseline.runs.forEach((run, index) =>
      console.log(
        `| ${index + 1} | ${Math.round(run.lcpMs)} | ${Math.round(run.tbtMs)} | ${Math.round(run.benchmarkIndex)} |`,
      ),
    );
  }
  if (site.errors.length) console.log(`Runs Lighthouse could not complete (repeated): ${site.errors.join(", ")}`);
  const failing = [...new Set(site.runs.flatMap((run) => run.failedAudits))];
  if (failing.length) console.log(`Audits below 0.9 in some run: ${failing.join(", ")}`);
  if (Object.keys(buildSeconds).length) console.log(`Build seconds: ${JSON.stringify(buildSeconds)}`);
  console.log("\nWritten to perf/last.json");
} finally {
  servers.forEach((server) => server.kill());
}
