#!/usr/bin/env node
/**
 * Benchmark (not a test): when the hero is shown and when React owns the
 * page, as a visitor on a phone would see them, for two builds loaded in
 * turns in Debian's Chromium at 4x CPU, 150 ms round trips and 1.6 Mbit/s.
 * Lighthouse cannot tell this: it ends its trace on the loader when the
 * hero waits for React. It also sums, as the browser reports them, the long
 * tasks' time beyond 50 ms after the first paint, up to some seconds after
 * React starts, and when the last long task ended.
 *
 *   node --import tsx scripts/hero-timing.mjs <public/ of build A> <public/ of build B> [loads, default 6]
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { chromium } from "playwright";
import { serveBuild } from "./serve-build.mjs";
import { HERO_CONTENT_ATTR, REACT_STARTED_ATTR, selector } from "../src/boot/contract.ts";

const [dirA, dirB, loads = "6"] = process.argv.slice(2);
const SETTLE_MS = 6000;
const LONG_TASK_MS = 50;
/** Each long task's time beyond 50 ms after the first paint, as Total Blocking Time counts it. */
const blockingTime = ({ longTasks, firstPaint = 0 }) =>
  longTasks.reduce((sum, [start, duration]) => {
    const counted = start + duration - Math.max(start, firstPaint);
    return sum + Math.max(0, counted - LONG_TASK_MS);
  }, 0);
const lastLongTaskEnd = ({ longTasks }) => Math.max(0, ...longTasks.map(([start, duration]) => start + duration));
const servers = [await serveBuild(dirA, 9510), await serveBuild(dirB, 9511)];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = { A: [], B: [] };
for (let i = 0; i < Number(loads); i++) {
  for (const [name, port] of [
    ["A", 9510],
    ["B", 9511],
  ]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(
      ({ hero, reactStarted }) => {
        const marks = (window.__marks = { longTasks: [] });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.entryType === "longtask") marks.longTasks.push([entry.startTime, entry.duration]);
            else if (entry.name === "first-contentful-paint") marks.firstPaint = entry.startTime;
          }
        }).observe({ entryTypes: ["longtask", "paint"] });
        const frame = () => {
          const content = document.querySelector(hero);
          if (!marks.ready && content && getComputedStyle(content).visibility === "visible")
            marks.ready = performance.now();
          if (!marks.react && document.documentElement.hasAttribute(reactStarted)) marks.react = performance.now();
          if (!marks.ready || !marks.react) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { hero: selector(HERO_CONTENT_ATTR), reactStarted: REACT_STARTED_ATTR },
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => window.__marks.ready && window.__marks.react, null, { timeout: 30000 });
    // Hydration and the code it loads run for some seconds after React starts.
    await page.waitForTimeout(SETTLE_MS);
    results[name].push(await page.evaluate(() => window.__marks));
    await context.close();
  }
}
await browser.close();
servers.forEach((s) => s.kill());
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)]);
};
for (const name of ["A", "B"]) {
  const r = results[name];
  console.log(
    name,
    name === "A" ? dirA : dirB,
    "hero shown",
    median(r.map((x) => x.ready)),
    "ms; React",
    median(r.map((x) => x.react)),
    "ms; blocking after first paint",
    median(r.map(blockingTime)),
    "ms; last long task ended",
    median(r.map(lastLongTaskEnd)),
    "ms;",
    JSON.stringify(r.map((x) => [Math.round(x.ready), Math.round(x.react), Math.round(blockingTime(x))])),
  );
}
