/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { IAdapter } from "gatsby";
import { headersFor, matchHeaders, readHeaderRules, type HeaderRule } from "../../scripts/header-rules.mjs";
import { HSTS } from "./deploy-context";
import { SHARED_HEADERS } from "./fixed-headers";
import { ADAPTER_MOVES_FILE, keepCompiledCode, netlifyAdapter, undoAdapterMoves } from "./netlify-adapter";
import { metaPolicy } from "./not-found-policy";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "./security-headers";

// A folder another plugin writes with headers of its own, as the editor does with admin/.
const ADMIN_DIR = "admin";
const ADMIN_CSP = "default-src 'self'; script-src 'self' 'unsafe-eval'";
const AREA = {
  folder: ADMIN_DIR,
  headers: {
    "Content-Security-Policy": ADMIN_CSP,
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  },
};
const BUNDLE = "app-7f24e5b253eb7f430bc1.js";
const EDITOR_SCRIPT = `/${ADMIN_DIR}/cms.7fd609857951.js`;
const STYLES = "styles.500c47a6d93194a61bd2.css";
// sha256 of "alert(1)", computed with openssl.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

/** A page as Gatsby writes it: the charset first in its head, then its scripts. */
const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"><script>${script}</script></head><body></body></html>`;

/** A miniature Gatsby build: pages with inline scripts in two languages, bundles, page data, static files and an own area. */
const BUILD: Record<string, string> = {
  "index.html": `<html><head><style>p{}</style></head><body><script>alert(1)</script><script src="/${BUNDLE}"></script></body></html>`,
  "404.html": page("window.pagePath='/404.html'"),
  "404/index.html": page("window.pagePath='/404/'"),
  "de/index.html": page("window.pagePath='/de/'"),
  "de/404.html": page("window.pagePath='/de/404.html'"),
  "de/404/index.html": page("window.pagePath='/de/404/'"),
  [BUNDLE]: "",
  [STYLES]: "",
  "page-data/app-data.json": "{}",
  "page-data/index/page-data.json": "{}",
  "page-data/404.html/page-data.json": "{}",
  "static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg": "<svg/>",
  "cv/alex-mustermann-cv.pdf": "",
  "robots.txt": "User-agent: *\n",
  "favicon.svg": "<svg/>",
  [`${ADMIN_DIR}/index.html`]: `<html><head></head><body><script>window.editor=1</script><script src="/${EDITOR_SCRIPT}"></script></body></html>`,
  [EDITOR_SCRIPT.slice(1)]: "",
};

const NETLIFY_TOML = join(__dirname, "../../netlify.toml");
const ENV_KEYS = ["GATSBY_SUPABASE_URL", "CONTEXT"] as const;

describe("the Netlify adapter's public/_headers, merged with netlify.toml by Netlify's parser", () => {
  let siteDir: string;
  let publicDir: string;
  let rules: HeaderRule[];
  let systemTmp: string;
  const savedCwd = process.cwd();
  const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  const info = jest.fn<void, [string]>();

  /** Runs the adapter as Gatsby does after a build, and reads what Netlify would. */
  async function deploy(
    backendUrl: string | undefined,
    context: string | undefined,
    routesManifest: unknown[] = [],
  ): Promise<string> {
    for (const [key, value] of [
      ["GATSBY_SUPABASE_URL", backendUrl],
      ["CONTEXT", context],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    const context_ = {
      routesManifest,
      functionsManifest: [],
      headerRoutes: [],
      pathPrefix: "",
      trailingSlash: "always",
      remoteFileAllowedUrls: [],
      reporter: { info, verbose: jest.fn(), warn: jest.fn() },
    };
    await netlifyAdapter({ areas: [AREA] }).adapt(context_ as unknown as Parameters<IAdapter["adapt"]>[0]);
    rules = await readHeaderRules({ headersFile: join(publicDir, "_headers"), netlifyConfigPath: NETLIFY_TOML });
    const csp = headersFor(rules, "/")["Content-Security-Policy"];
    if (!csp) throw new Error("no CSP for /");
    return csp;
  }
  const productionHeaders = (path: string) => headersFor(rules, path);

  beforeEach(() => {
    siteDir = mkdtempSync(join(tmpdir(), "site-"));
    publicDir = join(siteDir, "public");
    process.chdir(siteDir);
    // The system's temporary folder, as the adapter sees it: one of this test's, so nothing else writes to it.
    systemTmp = join(siteDir, "tmp");
    mkdirSync(systemTmp);
    jest.spyOn(os, "tmpdir").mockReturnValue(systemTmp);
    for (const [file, text] of Object.entries(BUILD)) {
      mkdirSync(dirname(join(publicDir, file)), { recursive: true });
      writeFileSync(join(publicDir, file), text);
    }
  });
  afterEach(() => {
    jest.restoreAllMocks();
    process.chdir(savedCwd);
    rmSync(siteDir, { recursive: true, force: true });
    for (const key of ENV_KEYS) {
      if (savedEnv[key] === undefined) delete process.env[key];
      else process.env[key] = savedEnv[key];
    }
  });

  it("allows every inline script of every page of the site by hash, and the backend in connect-src", async () => {
    const csp = await deploy("https://abc.supabase.co", undefined);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    // 'self' and one hash for each of the six pages; the editor's page is none of them.
    expect(scriptSrc?.split(" ")).toHaveLength(2 + 6);
    expect(scriptSrc).toContain(ALERT_HASH);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(info).toHaveBeenCalledWith(expect.stringContaining(csp));
  });

  it.each([
    ["/", REVALIDATE_CACHE],
    ["/index.html", REVALIDATE_CACHE],
    ["/404.html", REVALIDATE_CACHE],
    ["/404/", REVALIDATE_CACHE],
    ["/de/", REVALIDATE_CACHE],
    ["/de/404/", REVALIDATE_CACHE],
    [`/${BUNDLE}`, IMMUTABLE_CACHE],
    [`/${STYLES}`, IMMUTABLE_CACHE],
    ["/static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg", IMMUTABLE_CACHE],
    ["/page-data/app-data.json", REVALIDATE_CACHE],
    ["/page-data/index/page-data.json", REVALIDATE_CACHE],
    [`/${ADMIN_DIR}/`, REVALIDATE_CACHE],
    [EDITOR_SCRIPT, REVALIDATE_CACHE],
  ])("with netlify.toml, gives %s exactly one Cache-Control: %s", async (path, cacheControl) => {
    await deploy(undefined, undefined);
    expect(productionHeaders(path)["Cache-Control"]).toBe(cacheControl);
  });

  /** What "/*" sends every path, the editor's included. */
  function expectShared(headers: Record<string, string>) {
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    const features = headers["Permissions-Policy"]?.split(", ") ?? [];
    expect(features).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "usb=()"]));
    expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(true);
    expect(new Set(features).size).toBe(features.length);
    expect(headers["Strict-Transport-Security"]).toBe(HSTS);
  }

  const SITE_PATHS = [
    "/",
    "/404.html",
    "/404/",
    "/de/",
    "/de/no/such/page/",
    `/${BUNDLE}`,
    "/static/x/y.svg",
    "/page-data/app-data.json",
    "/cv/cv.pdf",
    "/robots.txt",
    "/favicon.svg",
  ];
  const EDITOR_PATHS = [`/${ADMIN_DIR}/`, `/${ADMIN_DIR}/index.html`, EDITOR_SCRIPT, `/${ADMIN_DIR}/no-such-file.js`];
  const UNKNOWN_PATHS = ["/no/such/page/", "/no-such-file.js"];

  it.each(SITE_PATHS)(
    "with netlify.toml, sends the site's policy and every security header once on %s",
    async (path) => {
      const csp = await deploy(undefined, undefined);
      const headers = productionHeaders(path);
      expect(headers["Content-Security-Policy"]).toBe(csp);
      expect(csp).toMatch(/^default-src 'self'; [^,]+$/);
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headers["X-Robots-Tag"]).toBeUndefined();
      expectShared(headers);
    },
  );

  it.each(EDITOR_PATHS)("with netlify.toml, sends the own area's policy on %s", async (path) => {
    await deploy(undefined, undefined);
    const headers = productionHeaders(path);
    expect(headers["Content-Security-Policy"]).toBe(ADMIN_CSP);
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers["X-Robots-Tag"]).toBe("noindex");
    expect(headers["Cache-Control"]).toBe(REVALIDATE_CACHE);
    expectShared(headers);
  });

  it.each(UNKNOWN_PATHS)(
    "with netlify.toml, sends %s only what every path gets; the 404 page brings the site's policy",
    async (path) => {
      const csp = await deploy(undefined, undefined);
      expect(productionHeaders(path)).toEqual({ ...SHARED_HEADERS, "Strict-Transport-Security": HSTS });
      // Before any script of the page, right after its charset.
      for (const file of ["404.html", "404/index.html", "de/404.html", "de/404/index.html"])
        expect(readFileSync(join(publicDir, file), "utf8")).toContain(
          `<head><meta charSet="utf-8"><meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp)}"><script>`,
        );
      expect(readFileSync(join(publicDir, "index.html"), "utf8")).toBe(BUILD["index.html"]);
    },
  );

  it.each([undefined, "production"])(
    "keeps a production build (CONTEXT=%s) indexable, over HTTPS only",
    async (context) => {
      await deploy(undefined, context);
      for (const path of [...SITE_PATHS, ...UNKNOWN_PATHS]) {
        const headers = productionHeaders(path);
        expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
        expect(headers["X-Robots-Tag"]).toBeUndefined();
      }
    },
  );

  it.each(["deploy-preview", "branch-deploy", "dev"])(
    "keeps a %s out of search engines, without promising HTTPS for its host",
    async (context) => {
      const csp = await deploy(undefined, context);
      for (const path of [...SITE_PATHS, ...EDITOR_PATHS]) {
        const headers = productionHeaders(path);
        expect(headers["X-Robots-Tag"]).toBe("noindex");
        expect(headers["Strict-Transport-Security"]).toBeUndefined();
      }
      for (const path of SITE_PATHS) expect(productionHeaders(path)["Content-Security-Policy"]).toBe(csp);
    },
  );

  /**
   * Every path a file of the build answers to, and for each rule the paths
   * its pattern reaches: whatever Netlify does where two rules meet, no
   * header may depend on it.
   */
  function probes(): string[] {
    const files = Object.keys(BUILD).flatMap((file) =>
      file.endsWith("/index.html") ? [`/${file}`, `/${file.slice(0, -"index.html".length)}`] : [`/${file}`],
    );
    const reached = rules.flatMap(({ path }) =>
      ["", "x", "x/y.js", "/", "/x"].map((tail) => path.replace(/\*$/, tail)).concat(`${path.replace(/\/?\*$/, "")}x`),
    );
    return [...new Set([...files, ...reached, ...UNKNOWN_PATHS, `/${ADMIN_DIR}`, `/${ADMIN_DIR.toUpperCase()}/`])];
  }

  it.each([undefined, "deploy-preview"])(
    "sets no header twice on any path (CONTEXT=%s), and none that browsers have dropped",
    async (context) => {
      await deploy("https://abc.supabase.co", context);
      const paths = probes();
      expect(paths.length).toBeGreaterThan(50);
      for (const path of paths) {
        const { headers, setTwice } = matchHeaders(rules, path);
        expect({ path, setTwice }).toEqual({ path, setTwice: [] });
        expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain("x-xss-protection");
      }
    },
  );

  it("leaves nothing behind in the system's temporary folder", async () => {
    await deploy(undefined, undefined);
    expect(readdirSync(systemTmp)).toEqual([]);
  });

  describe("a page served for a pattern, which the adapter moves", () => {
    /** The routes Gatsby hands the adapter for a German 404 page with the matchPath /de/*. */
    const GERMAN_404_ROUTES = [
      { type: "static", path: "/de/*/", filePath: "public/de/404/index.html", headers: [] },
      {
        type: "static",
        path: "/page-data/de/*/page-data.json",
        filePath: "public/page-data/de/404/page-data.json",
        headers: [],
      },
      { type: "static", path: "/", filePath: "public/index.html", headers: [] },
    ];
    const WRITTEN = ["de/404/index.html", "page-data/de/404/page-data.json"];
    const MOVED_TO = ["de/[...].html", "page-data/de/[...]"];
    const exists = (file: string) => readdirSync(dirname(join(publicDir, file))).includes(file.split("/").pop()!);

    // Each file names itself; the 404 page is a page, which gets the site's policy.
    beforeEach(() => {
      for (const file of WRITTEN) {
        mkdirSync(dirname(join(publicDir, file)), { recursive: true });
        writeFileSync(join(publicDir, file), file.endsWith(".html") ? page(`// ${file}`) : file);
      }
    });

    it("is put back where Gatsby wrote it before the next build, so that build finds its own output", async () => {
      await deploy(undefined, undefined, GERMAN_404_ROUTES);
      expect(MOVED_TO.map(exists)).toEqual([true, true]);
      expect(WRITTEN.map(exists)).toEqual([false, false]);

      undoAdapterMoves(siteDir);
      for (const file of WRITTEN) expect(readFileSync(join(publicDir, file), "utf8")).toContain(file);
      expect(readdirSync(join(publicDir, "de")).sort()).toEqual(["404", "404.html", "index.html"]);
      expect(readdirSync(join(publicDir, "page-data", "de"))).toEqual(["404"]);
      expect(readdirSync(join(siteDir, ".cache"))).toEqual([]);
      expect(readFileSync(join(publicDir, "index.html"), "utf8")).toBe(BUILD["index.html"]);
    });

    it.each([
      ["a local build", "true"],
      ["a build elsewhere", undefined],
    ])("is put back by the cache restore Gatsby starts %s with", async (_name, local) => {
      await deploy(undefined, undefined, GERMAN_404_ROUTES);
      const saved = process.env.NETLIFY_LOCAL;
      if (local) process.env.NETLIFY_LOCAL = local;
      else delete process.env.NETLIFY_LOCAL;
      try {
        const restore = netlifyAdapter().cache!.restore;
        await restore({ directories: [], reporter: { info, verbose: jest.fn() } } as never);
      } finally {
        if (saved === undefined) delete process.env.NETLIFY_LOCAL;
        else process.env.NETLIFY_LOCAL = saved;
      }
      expect(WRITTEN.map(exists)).toEqual([true, true]);
      expect(MOVED_TO.map(exists)).toEqual([false, false]);
    });

    it("is left alone when nothing was recorded, or the recorded file is gone", () => {
      undoAdapterMoves(siteDir);
      mkdirSync(join(siteDir, ".cache"), { recursive: true });
      writeFileSync(join(siteDir, ADAPTER_MOVES_FILE), JSON.stringify([{ from: WRITTEN[0], to: "public/gone.html" }]));
      undoAdapterMoves(siteDir);
      expect(WRITTEN.map(exists)).toEqual([true, true]);
    });
  });

  it("leaves connect-src at 'self' without a backend", async () => {
    expect(await deploy(undefined, undefined)).toContain("connect-src 'self';");
  });
});

describe("keepCompiledCode", () => {
  it("keeps the plugin code Gatsby just compiled when the cache restore replaces .cache", async () => {
    const siteDir = mkdtempSync(join(tmpdir(), "site-"));
    try {
      const compiled = join(siteDir, ".cache", "compiled");
      mkdirSync(join(compiled, "plugins", "share-card"), { recursive: true });
      writeFileSync(join(compiled, "plugins", "share-card", "gatsby-node.js"), "fresh");
      // What the Netlify cache restore does: the whole of .cache is the last build's.
      const restored = await keepCompiledCode(siteDir, async () => {
        rmSync(join(siteDir, ".cache"), { recursive: true });
        mkdirSync(join(siteDir, ".cache", "compiled", "plugins", "web-app"), { recursive: true });
        writeFileSync(join(siteDir, ".cache", "compiled", "plugins", "web-app", "gatsby-node.js"), "stale");
        writeFileSync(join(siteDir, ".cache", "data.json"), "kept");
        return true;
      });
      expect(restored).toBe(true);
      expect(readdirSync(join(compiled, "plugins"))).toEqual(["share-card"]);
      expect(readFileSync(join(compiled, "plugins", "share-card", "gatsby-node.js"), "utf8")).toBe("fresh");
      expect(readFileSync(join(siteDir, ".cache", "data.json"), "utf8")).toBe("kept");
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
