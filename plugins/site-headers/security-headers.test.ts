/** @jest-environment node */
import { parseHtml } from "../built-pages/html";
import { HSTS, NOINDEX } from "./deploy-context";
import { SHARED_HEADERS } from "./fixed-headers";
import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  backendOrigin,
  buildCsp,
  buildHeaderRules,
  inlineHashes as hashesOf,
  isHashedBundle,
  servedPaths,
} from "./security-headers";

const inlineHashes = (html: string) => hashesOf(parseHtml(html));

// sha256 of "alert(1)" and of "p{color:red}", computed with openssl, independently of the code under test.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe("inlineHashes", () => {
  it("hashes the exact text of inline scripts, classic and module", () => {
    const html = '<head><script>alert(1)</script></head><body><script type="module">alert(1)</script></body>';
    expect(inlineHashes(html).scripts).toEqual([ALERT_HASH, ALERT_HASH]);
  });

  it("keeps the whitespace around the code, as the browser hashes it", () => {
    const { scripts } = inlineHashes('<script\n  id="gatsby-chunk-mapping"\n>\n alert(1)\n</script>');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toBe(ALERT_HASH);
  });

  it("skips external scripts and data blocks the browser never runs", () => {
    const html = [
      '<script src="/app-0123456789abcdef0123.js" async></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      "<script type='text/javascript' data-note='a > b'>alert(1)</script>",
    ].join("");
    expect(inlineHashes(html).scripts).toEqual([ALERT_HASH]);
  });

  it("does not mistake a data-src attribute for src", () => {
    expect(inlineHashes('<script data-src="x">alert(1)</script>').scripts).toEqual([ALERT_HASH]);
  });

  it("hashes inline <style> elements", () => {
    expect(inlineHashes('<style data-href="/styles.css">p{color:red}</style>').styles).toEqual([
      "'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='",
    ]);
  });
});

describe("buildCsp", () => {
  const hashes = { scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], styleHashes: ["'sha256-s'"] };

  it("allows the site, its hashed inline code and nothing else without a backend", () => {
    expect(buildCsp({ ...hashes, backendOrigin: null })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-a' 'sha256-b'",
        "style-src 'self' 'unsafe-inline'",
        "style-src-elem 'self' 'sha256-s'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
  });

  it("adds the backend origin to connect-src only", () => {
    const csp = buildCsp({ ...hashes, backendOrigin: "https://abc.supabase.co" });
    expect(csp).toContain("; connect-src 'self' https://abc.supabase.co;");
    expect(csp.split("abc.supabase.co")).toHaveLength(2);
    expect(csp).not.toContain("unsafe-eval");
  });
});

describe("backendOrigin", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["  ", null],
    ["https://abc.supabase.co", "https://abc.supabase.co"],
    ["https://abc.supabase.co/", "https://abc.supabase.co"],
    ["HTTPS://ABC.supabase.co", "https://abc.supabase.co"],
    ["http://127.0.0.1:54321", "http://127.0.0.1:54321"],
    ["http://[::1]:54321/", "http://[::1]:54321"],
  ])("%j gives %j", (url, origin) => {
    expect(backendOrigin(url)).toBe(origin);
  });

  it.each([
    "abc.supabase.co",
    "ftp://abc.supabase.co",
    "javascript:alert(1)",
    "https://abc.supabase.co;sandbox",
    "https://abc.supabase.co; script-src *",
    "https://abc.supabase.co,https://evil.example",
    "https://abc.supabase.co/;sandbox",
    "https://abc.supabase.co/functions/v1/",
    "https://abc.supabase.co/?x",
    "https://abc.supabase.co#x",
    "https://user@abc.supabase.co",
    "https://abc.supa\tbase.co",
    "https://'self'",
  ])("rejects %j, naming the variable", (url) => {
    expect(() => backendOrigin(url)).toThrow(
      `GATSBY_SUPABASE_URL must be an http(s) origin such as https://<project-ref>.supabase.co (found "${url}")`,
    );
  });
});

describe("isHashedBundle", () => {
  it.each([
    ["app-7f24e5b253eb7f430bc1.js", true],
    ["component---src-pages-index-tsx-f775b5e9cad11c07c981.js", true],
    ["452-569737804c09b2e944b8.js", true],
    ["styles.500c47a6d93194a61bd2.css", true],
    ["app-7f24e5b253eb7f430bc1.js.map", false],
    ["chunk-map.json", false],
    ["webpack.stats.json", false],
    ["app.js", false],
    ["app-7f24e5b253eb7f43.js", false],
  ])("%s: %s", (file, hashed) => {
    expect(isHashedBundle(file)).toBe(hashed);
  });
});

describe("servedPaths", () => {
  it.each([
    ["index.html", ["/", "/index.html"]],
    ["404/index.html", ["/404/", "/404/index.html"]],
    ["404.html", ["/404.html"]],
    ["favicon.svg", ["/favicon.svg"]],
  ])("%s answers %j", (file, paths) => {
    expect(servedPaths(file)).toEqual(paths);
  });

  it.each([":x.txt", "a*b.txt", "de/:all/index.html"])("refuses %s, which a rule would read as a pattern", (file) => {
    expect(() => servedPaths(file)).toThrow(`public/${file}: a header rule cannot name this file`);
  });
});

describe("buildHeaderRules", () => {
  const CSP = "default-src 'self'";
  const BUNDLE = "app-7f24e5b253eb7f430bc1.js";
  const FILES = [
    "404.html",
    "404/index.html",
    BUNDLE,
    "admin/cms.0123456789ab.js",
    "admin/index.html",
    "de/404.html",
    "de/404/index.html",
    "de/index.html",
    "favicon.svg",
    "index.html",
    "page-data/app-data.json",
    "static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg",
  ];
  const SITE = { "Content-Security-Policy": CSP, "Cross-Origin-Opener-Policy": "same-origin" };
  // A folder another plugin writes with headers of its own, as the editor does.
  const AREA_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-eval'",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": NOINDEX,
  };
  const areas = [{ folder: "admin", headers: AREA_HEADERS }];
  const rulesOf = (files: readonly string[], deployContext?: string) =>
    Object.fromEntries(
      buildHeaderRules({ csp: CSP, files, deployContext, areas }).map((rule) => [rule.path, rule.headers]),
    );

  it("sends every path only the headers the site and the own areas share", () => {
    expect(rulesOf(FILES)["/*"]).toEqual({ ...SHARED_HEADERS, "Strict-Transport-Security": HSTS });
    expect(rulesOf(FILES, "deploy-preview")["/*"]).toEqual(SHARED_HEADERS);
  });

  it("gives the site's policy to the root and to each top-level entry but an own area, with their cache rules", () => {
    expect(rulesOf(FILES)).toEqual({
      "/*": expect.any(Object),
      "/": { ...SITE, "Cache-Control": REVALIDATE_CACHE },
      // The folder 404/ cannot be "/404/*", which Netlify's parser also matches to /404.html: its files are named.
      "/404.html": { ...SITE, "Cache-Control": REVALIDATE_CACHE },
      "/404/": { ...SITE, "Cache-Control": REVALIDATE_CACHE },
      "/404/index.html": { ...SITE, "Cache-Control": REVALIDATE_CACHE },
      [`/${BUNDLE}`]: { ...SITE, "Cache-Control": IMMUTABLE_CACHE },
      "/admin/*": { ...AREA_HEADERS, "Cache-Control": REVALIDATE_CACHE },
      "/de/*": SITE,
      "/favicon.svg": SITE,
      "/index.html": { ...SITE, "Cache-Control": REVALIDATE_CACHE },
      "/page-data/*": { ...SITE, "Cache-Control": REVALIDATE_CACHE },
      "/static/*": { ...SITE, "Cache-Control": IMMUTABLE_CACHE },
      // A page inside a folder of the site: its Cache-Control only, as "/de/*" sets the policy.
      "/de/404.html": { "Cache-Control": REVALIDATE_CACHE },
      "/de/404/": { "Cache-Control": REVALIDATE_CACHE },
      "/de/404/index.html": { "Cache-Control": REVALIDATE_CACHE },
      "/de/": { "Cache-Control": REVALIDATE_CACHE },
      "/de/index.html": { "Cache-Control": REVALIDATE_CACHE },
    });
  });

  it("gives an own area its own headers and one Cache-Control, and no page rule of the site", () => {
    const rules = buildHeaderRules({ csp: CSP, files: FILES, deployContext: undefined, areas });
    const area = rules.filter((rule) => rule.path.toLowerCase().startsWith("/admin"));
    expect(area).toEqual([{ path: "/admin/*", headers: { ...AREA_HEADERS, "Cache-Control": REVALIDATE_CACHE } }]);
  });

  it("gives a folder no area names the site's policy", () => {
    const rules = buildHeaderRules({ csp: CSP, files: FILES, deployContext: undefined, areas: [] });
    expect(rules.find((rule) => rule.path === "/admin/*")?.headers).toEqual(SITE);
  });

  it("keeps a preview's site out of search engines on the site's own rules; an own area says so itself", () => {
    const rules = rulesOf(FILES, "branch-deploy");
    for (const path of ["/", "/404.html", "/de/*", "/static/*", `/${BUNDLE}`])
      expect([path, rules[path]?.["X-Robots-Tag"]]).toEqual([path, NOINDEX]);
    expect(rules["/de/"]?.["X-Robots-Tag"]).toBeUndefined();
    expect(rules["/admin/*"]?.["X-Robots-Tag"]).toBe(NOINDEX);
  });

  it("names the files of an own area one by one when its wildcard would reach another entry", () => {
    const rules = rulesOf([...FILES, "administrator.txt"]);
    expect(rules["/admin/*"]).toBeUndefined();
    for (const path of ["/admin/", "/admin/index.html", "/admin/cms.0123456789ab.js"])
      expect([path, rules[path]]).toEqual([path, { ...AREA_HEADERS, "Cache-Control": REVALIDATE_CACHE }]);
    expect(rules["/administrator.txt"]).toEqual(SITE);
  });
});
