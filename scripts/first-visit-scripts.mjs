/**
 * The scripts a first visit really downloads without any input: the build in
 * public/, served the way the CDN serves it (scripts/serve.mjs), is opened in
 * headless Chromium and left alone. Every script response counts, whoever
 * asked for it: the HTML, its bundle loader, Gatsby's runtime, webpack's
 * preloads, or a lazy import that fires on its own. Reading the HTML and the
 * chunk groups instead missed the chunks that arrive that way.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { brotliSize } from "./build-output.mjs";
import { HEADLESS_SHELL_ARGS, HEADLESS_SHELL_PATH } from "./chromium.mjs";
import { freePort } from "./free-port.mjs";

/** A phone the size Lighthouse's mobile preset emulates, and the end-to-end tests' desktop. */
export const VISIT_VIEWPORTS = {
  phone: { viewport: { width: 412, height: 823 }, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/**
 * How long a visit is left alone at least; it then lasts until React has
 * hydrated the whole page and the network has been quiet for a second since.
 * Hydration fetches chunks of its own (the timeline's scroll area), and with
 * the visits side by side on a busy machine a second of quiet could fall
 * between the page's bundles and those, which left them out of some runs.
 */
export const VISIT_MS = 6000;
const QUIET_MS = 1000;
const MAX_EXTRA_MS = 30_000;

/**
 * In the page: whether React owns every element under Gatsby's root, but for
 * the markup a component sets as HTML. Until then a boundary may still be
 * waiting to hydrate, and to fetch the code it needs.
 */
function isHydrated() {
  /* global document */
  const reactKey = (node, prefix) => Object.keys(node).find((key) => key.startsWith(prefix));
  const setAsHtml = (node) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const props = parent[reactKey(parent, "__reactProps") ?? ""];
      if (props && props.dangerouslySetInnerHTML) return true;
    }
    return false;
  };
  return [...document.querySelectorAll("#___gatsby *")].every(
    (node) => reactKey(node, "__reactFiber") !== undefined || setAsHtml(node),
  );
}

const SERVE_SCRIPT = fileURLToPath(new URL("./serve.mjs", import.meta.url));

async function waitUntilServing(origin, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`serve.mjs did not answer at ${origin}`);
}

/** The address a page file is visited at: "index.html" → "/", "a/index.html" → "/a/", "404.html" → "/404.html". */
export const pageUrl = (htmlPath) => `/${htmlPath.replace(/(^|\/)index\.html$/, "$1")}`;

/**
 * For each page file and each of VISIT_VIEWPORTS: the scripts a quiet first
 * visit fetched, each with its brotli size read from `publicDir`, and their sum.
 */
export async function measureFirstVisits(publicDir, htmlPaths) {
  const sizes = new Map();
  const brotliOf = async (src) => {
    if (!sizes.has(src)) sizes.set(src, brotliSize(await readFile(join(publicDir, src))));
    return sizes.get(src);
  };
  return withServedBuild(publicDir, async (visit) => {
    // The visits mostly wait for the network to stay quiet, each in its own context, so they run side by side.
    const visits = htmlPaths.flatMap((htmlPath) =>
      Object.entries(VISIT_VIEWPORTS).map(async ([width, viewport]) => {
        const scripts = [];
        for (const src of await visit(pageUrl(htmlPath), viewport)) scripts.push({ src, brotli: await brotliOf(src) });
        return { htmlPath, width, scripts };
      }),
    );
    const pages = Object.fromEntries(htmlPaths.map((htmlPath) => [htmlPath, {}]));
    for (const { htmlPath, width, scripts } of await Promise.all(visits)) {
      pages[htmlPath][width] = { scripts, brotli: scripts.reduce((total, script) => total + script.brotli, 0) };
    }
    return pages;
  });
}

/** Serves `publicDir` on a free port and opens a browser for `visit`, then closes both. */
async function withServedBuild(publicDir, visit) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVE_SCRIPT, "--port", String(port), "--dir", publicDir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  let browser;
  try {
    await waitUntilServing(origin, server);
    browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: HEADLESS_SHELL_ARGS });
    return await visit((path, viewport) => visitScripts(browser, `${origin}${path}`, viewport));
  } finally {
    await browser?.close();
    server.kill();
  }
}

/** The site's own scripts one quiet visit requested, in the order it asked for them. */
async function visitScripts(browser, url, { viewport, hasTouch = false }) {
  const context = await browser.newContext({ viewport, hasTouch });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts = new Set();
    const network = { inFlight: 0, lastStart: Date.now() };
    page.on("request", (request) => {
      network.inFlight += 1;
      network.lastStart = Date.now();
      const address = new URL(request.url());
      if (request.resourceType() === "script" && address.origin === origin) scripts.add(address.pathname);
    });
    const settle = () => (network.inFlight -= 1);
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(VISIT_MS);
    const quietSince = () => Date.now() - network.lastStart;
    let hydratedAt = null;
    for (let waited = 0; waited < MAX_EXTRA_MS; waited += 100) {
      hydratedAt ??= (await page.evaluate(isHydrated)) ? Date.now() : null;
      const quiet = Math.min(quietSince(), hydratedAt === null ? 0 : Date.now() - hydratedAt);
      if (network.inFlight === 0 && quiet >= QUIET_MS) return [...scripts];
      await page.waitForTimeout(100);
    }
    throw new Error(
      `A visit to ${url} ${hydratedAt === null ? "never hydrated" : "never went quiet"} in ${(VISIT_MS + MAX_EXTRA_MS) / 1000} s`,
    );
  } finally {
    await context.close();
  }
}
