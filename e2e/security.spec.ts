import { createHash } from "node:crypto";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { attribute, elements, inlineScripts, parseHtml, rawText } from "../plugins/built-pages/html";
import { ADMIN_CSP } from "../plugins/editor/admin-headers";
import { matchHeaders, readHeaderRules } from "../scripts/header-rules.mjs";
import { SECTION_IDS } from "../src/lib/sections";
import { siteDir } from "./support/built-content";
import { watchPageProblems } from "./support/page-problems";
import {
  chatOnce,
  downloadCv,
  interceptTracking,
  openWithFrozenTimers,
  swipePhotoStack,
  toggleThemeTwice,
  clickContactActions,
  moveProjectCarousel,
  TRACKING_URL,
} from "./support/visitor";
import { ON_PHONE } from "./support/widths";

/**
 * scripts/serve.mjs sends the headers of netlify.toml and public/_headers, so
 * these tests see what the CDN sends: the CSP generated from the build must
 * let every feature run without a single violation.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function parseCsp(csp: string | undefined): Record<string, string[]> {
  expect(csp, "Content-Security-Policy header").toBeTruthy();
  return Object.fromEntries(
    (csp ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The site's policy, from a header or, without frame-ancestors (which a <meta> cannot carry), from a page. */
function expectSitePolicy(policy: string | undefined, from: "header" | "meta" = "header") {
  const csp = parseCsp(policy);
  const headerOnly = ["frame-ancestors"];
  expect(Object.keys(csp)).toEqual(
    [
      "default-src",
      "script-src",
      "style-src",
      "style-src-elem",
      "style-src-attr",
      "img-src",
      "font-src",
      "connect-src",
      "object-src",
      "base-uri",
      "form-action",
      ...headerOnly,
    ].filter((name) => from === "header" || !headerOnly.includes(name)),
  );
  expect(csp["default-src"]).toEqual(["'self'"]);
  const [scriptSelf, ...scriptHashes] = csp["script-src"] ?? [];
  expect(scriptSelf).toBe("'self'");
  expect(scriptHashes.length).toBeGreaterThan(0);
  for (const source of scriptHashes) expect(source).toMatch(HASH);
  const [styleSelf, ...styleHashes] = csp["style-src-elem"] ?? [];
  expect(styleSelf).toBe("'self'");
  for (const source of styleHashes) expect(source).toMatch(HASH);
  expect(csp["style-src-attr"]).toEqual(["'unsafe-inline'"]);
  expect(csp["img-src"]).toEqual(["'self'", "data:"]);
  expect(csp["font-src"]).toEqual(["'self'"]);
  const [connectSelf, ...backends] = csp["connect-src"] ?? [];
  expect(connectSelf).toBe("'self'");
  // Every e2e build points the site at the local backend (npm run build:e2e), and only at it.
  expect(backends).toEqual([new URL(TRACKING_URL).origin]);
  for (const name of ["object-src", "base-uri", "form-action", ...(from === "header" ? headerOnly : [])])
    expect(csp[name]).toEqual(["'none'"]);
  expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
}

/** The headers "/*" sends every path, the editor's and unknown ones included. */
function expectFixedHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Framing is refused here on every path, so the policy of a page's <meta> may lack frame-ancestors.
  expect(headers["x-frame-options"]).toBe("DENY");
  // A build outside Netlify's previews is production's: indexable, and HTTPS only.
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-robots-tag"]).toBeUndefined();
  const denied = (headers["permissions-policy"] ?? "").split(", ");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(denied).toContain(`${feature}=()`);
}

function expectHardened(headers: Record<string, string>) {
  expectSitePolicy(headers["content-security-policy"]);
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expectFixedHeaders(headers);
}

/**
 * The policy a page carries in its own <meta>; it must come before every
 * script and style, as the browser applies it only to what follows.
 */
function pagePolicy(html: string): string | undefined {
  const document = parseHtml(html);
  const [head] = elements(document, "head");
  const metas = elements(head!, "meta").filter(
    (meta) => attribute(meta, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  expect(metas, "one Content-Security-Policy <meta>").toHaveLength(1);
  const at = html.indexOf('http-equiv="Content-Security-Policy"');
  for (const tag of ["<script", "<style", "<link"]) {
    const first = html.indexOf(tag);
    if (first !== -1) expect(at, `the policy before the first ${tag}`).toBeLessThan(first);
  }
  return attribute(metas[0]!, "content");
}

/** The site's policy as a <meta> carries it: the header's, less frame-ancestors. */
const withoutFrameAncestors = (csp: string) =>
  csp
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors "))
    .join("; ");

test.describe("headers", () => {
  test("the page is hardened and never cached", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expectHardened(response.headers());
    expect(response.headers()["cache-control"]).toBe(REVALIDATE);
  });

  test("an unknown path gets the 404 page, which carries the site's policy itself", async ({ request }) => {
    const response = await request.get("/no/such/page/");
    expect(response.status()).toBe(404);
    const headers = response.headers();
    // "/*" also matches the editor, so it carries no policy of either: the page brings the site's.
    expect(headers["content-security-policy"]).toBeUndefined();
    expectFixedHeaders(headers);
    const policy = pagePolicy(await response.text());
    expectSitePolicy(policy, "meta");
    const siteCsp = (await request.get("/")).headers()["content-security-policy"]!;
    expect(policy).toBe(withoutFrameAncestors(siteCsp));
    expect(headers["cache-control"]).toBe(REVALIDATE);
  });

  test("Netlify reads one coherent set of headers from the build, one rule for each header", async ({ request }) => {
    // The e2e build runs as Netlify's does (NETLIFY=true), through the pinned adapter.
    const rules = await readHeaderRules({
      headersFile: join(siteDir(), "_headers"),
      netlifyConfigPath: join(__dirname, "../netlify.toml"),
    });
    const html = await (await request.get("/")).text();
    const script = /<script [^>]*?(?:data-)?src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
    const photo = /(\/static\/[0-9a-f]{32}\/[^"\s]+\.(?:webp|avif|jpe?g|png))/.exec(html)?.[1];
    const editorPage = await (await request.get("/admin/")).text();
    const editorSrc = /<script [^>]*?src="([^"]+\.js)"/.exec(editorPage)?.[1];
    // The page names its script relative to its folder.
    const editorScript = editorSrc && new URL(editorSrc, "http://site/admin/").pathname;
    expect(script, "a hashed script on the page").toBeTruthy();
    expect(photo, "a photo on the page").toBeTruthy();
    expect(editorScript, "the editor's script").toBeTruthy();
    const siteCsp = matchHeaders(rules, "/").headers["Content-Security-Policy"];
    expectSitePolicy(siteCsp);
    const unknown = "/no/such/page/";
    const expected: [string, "site" | "editor" | "unknown"][] = [
      ["/", "site"],
      ["/de/", "site"],
      ["/404.html", "site"],
      // A language's unknown paths lie in its folder, whose rule carries the site's policy.
      ["/de/no/such/page/", "site"],
      [script!, "site"],
      [photo!, "site"],
      [unknown, "unknown"],
      ["/admin/", "editor"],
      [editorScript!, "editor"],
    ];
    for (const [path, kind] of expected) {
      const { headers, setTwice } = matchHeaders(rules, path);
      expect(setTwice, `headers set by two rules for ${path}`).toEqual([]);
      const csp = headers["Content-Security-Policy"];
      const opener = headers["Cross-Origin-Opener-Policy"];
      if (kind === "site") expect([csp, opener], path).toEqual([siteCsp, "same-origin"]);
      if (kind === "editor") expect([csp, opener], path).toEqual([ADMIN_CSP, "same-origin-allow-popups"]);
      if (kind === "unknown") expect([csp, opener], path).toEqual([undefined, undefined]);
      expect(
        Object.keys(headers).map((name) => name.toLowerCase()),
        path,
      ).not.toContain("x-xss-protection");
      // What the local server sends is what Netlify would.
      const response = await request.get(path);
      const served = response.headers();
      for (const [name, value] of Object.entries(headers))
        expect(served[name.toLowerCase()], `${name} on ${path}`).toBe(value);
      if (kind === "unknown") expect(pagePolicy(await response.text())).toBe(withoutFrameAncestors(siteCsp!));
    }
  });

  test("content-hashed bundles and static files are immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /<script [^>]*?(?:data-)?src="(\/app-[0-9a-f]{20}\.js)"/.exec(html)?.[1];
    const stylesheet = /data-href="(\/styles\.[0-9a-f]{20}\.css)"/.exec(html)?.[1];
    const staticFile = /src="(\/static\/[0-9a-f]{32}\/[^"]+)"/.exec(html)?.[1];
    for (const path of [script, stylesheet, staticFile]) {
      expect(path, "asset referenced by the page").toBeTruthy();
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(IMMUTABLE);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("page data keeps its name across builds, so it is always revalidated", async ({ request }) => {
    for (const path of ["/page-data/index/page-data.json", "/page-data/app-data.json"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe(REVALIDATE);
    }
  });

  test("the CDN's own header file is not served", async ({ request }) => {
    expect((await request.get("/_headers")).status()).toBe(404);
  });

  test("the build's own manifests and source maps are not published", async ({ request }) => {
    for (const path of ["/webpack.stats.json", "/chunk-map.json"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const html = await (await request.get("/")).text();
    const bundles = [...html.matchAll(/<script [^>]*?(?:data-)?src="(\/[^"]+\.js)"/g)].map(([, src]) => src!);
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      expect(await (await request.get(bundle)).text(), bundle).not.toContain("sourceMappingURL");
      expect((await request.get(`${bundle}.map`)).status(), `${bundle}.map`).toBe(404);
    }
  });
});

/**
 * Everything a visitor does, each run under the production CSP while
 * watching for violations, console errors and warnings (React's among them)
 * and uncaught exceptions. `expected` lists the console lines a flow
 * produces on purpose; no normal flow has any.
 */
interface Flow {
  run: (page: Page) => Promise<void>;
  expected?: RegExp[];
  /** Chains many features: triple the time limit on a busy machine. */
  slow?: boolean;
}

async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
}

async function scrollEverySection(page: Page) {
  for (const id of Object.values(SECTION_IDS)) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The backend is intercepted: the CSP must still let the call through to the configured origin. */
async function downloadTracked(page: Page) {
  const { calls } = await interceptTracking(page, "ok");
  await openWithFrozenTimers(page);
  await downloadCv(page);
  expect(calls).toHaveLength(1);
  await page.clock.resume();
}

const WHOLE_VISIT = "a whole visit: load, scroll every section, then use every feature";

const FLOWS: Record<string, Flow> = {
  "loading the page": { run: openHome },
  // One visit, every feature, no reload: each feature is a step of its own, so a failure names the one that broke.
  [WHOLE_VISIT]: {
    run: async (page) => {
      await test.step("downloading the CV with the backend intercepted", () => downloadTracked(page));
      await test.step("scrolling through every section", () => scrollEverySection(page));
      await test.step("swiping the photo stack by keyboard", () => swipePhotoStack(page));
      await test.step("moving the projects by arrows or dots", () => moveProjectCarousel(page));
      await test.step("chatting: a message and its reply", () => chatOnce(page, "How can I contact you?"));
      await test.step("toggling the theme", () => toggleThemeTwice(page));
      await test.step("using the contact actions: a new tab and confetti", () => clickContactActions(page));
      await page.waitForLoadState("networkidle");
    },
    slow: true,
  },
  "opening the 404 page and going home": {
    run: async (page) => {
      await page.goto("/no/such/page/");
      await page.waitForLoadState("networkidle");
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page.locator(`#${SECTION_IDS.hero}`)).toBeVisible();
      await page.waitForLoadState("networkidle");
    },
    expected: [
      /^console error: Failed to load resource: the server responded with a status of 404/,
      /^console error: 404 Error: User attempted to access non-existent route: \/no\/such\/page\/ /,
    ],
  },
};

test.describe("under the production CSP", () => {
  for (const [name, flow] of Object.entries(FLOWS)) {
    // The whole visit runs at both widths: the phone loads other code (the experience carousel, touch).
    const widths = name === WHOLE_VISIT ? { tag: ON_PHONE } : {};
    test(`${name} causes no CSP violation and no console error`, widths, async ({ page }) => {
      test.slow(flow.slow === true);
      const problems = await watchPageProblems(page);
      await flow.run(page);
      // A round trip through the page delivers any violation still being reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      const unexpected = problems.filter((problem) => !flow.expected?.some((pattern) => pattern.test(problem)));
      expect(unexpected).toEqual([]);
      for (const pattern of flow.expected ?? []) expect(problems.some((problem) => pattern.test(problem))).toBe(true);
    });
  }

  test("the inline theme script runs: its hash is in the policy", async ({ page }) => {
    await openHome(page);
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  });

  test("an unknown path is under the site's policy from its 404 page alone: a script it did not ship is refused", async ({
    page,
  }) => {
    const response = await page.goto("/no/such/page/");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    const refused = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective));
          const script = document.createElement("script");
          script.textContent = "document.documentElement.dataset.injected = 'ran'";
          document.head.append(script);
          setTimeout(() => resolve("nothing refused"), 2000);
        }),
    );
    expect(refused).toBe("script-src-elem");
    await expect(page.locator("html")).not.toHaveAttribute("data-injected", "ran");
  });

  test("the page carries at most three inline scripts of its own, each allowed by its hash", async ({ request }) => {
    for (const path of ["/", "/404.html"]) {
      const response = await request.get(path);
      const allowed = parseCsp(response.headers()["content-security-policy"])["script-src"] ?? [];
      const scripts = inlineScripts(parseHtml(await response.text())).map(rawText);
      // Gatsby's own: the page path, the chunk mapping and the compilation hash.
      const own = scripts.filter(
        (code) => !/^window\.(?:pagePath|___chunkMapping|___webpackCompilationHash)=/.test(code),
      );
      expect(scripts.length - own.length, `Gatsby's inline scripts on ${path}`).toBe(3);
      expect(own.length, `the site's inline scripts on ${path}`).toBeLessThanOrEqual(3);
      for (const code of scripts) {
        const hash = `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
        expect(allowed, `the hash of ${code.slice(0, 60)}…`).toContain(hash);
      }
    }
  });
});

test.describe("links", () => {
  test("every link that opens a new tab has rel noopener noreferrer, and every external link opens one", async ({
    page,
    baseURL,
  }) => {
    await openHome(page);
    const links = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        target: anchor.getAttribute("target"),
        rel: (anchor.getAttribute("rel") ?? "").split(/\s+/),
      })),
    );
    const newTab = links.filter((link) => link.target === "_blank");
    expect(newTab.length).toBeGreaterThan(0);
    for (const link of newTab)
      expect.soft(link.rel, link.href).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

    const origin = new URL(baseURL!).origin;
    const external = links.filter((link) => /^https?:/.test(link.href) && new URL(link.href).origin !== origin);
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) expect.soft(link.target, link.href).toBe("_blank");
  });
});
