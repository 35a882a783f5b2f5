/** @jest-environment node */
import { parseHtml } from "../built-pages/html";
import { FIXED_HEADERS } from "./fixed-headers";
import {
  IMMUTABLE_CACHE,
  REVALIDATE_CACHE,
  backendOrigin,
  buildCsp,
  buildHeaderRules,
  inlineHashes as hashesOf,
  isHashedBundle,
  pagePaths,
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

describe("pagePaths", () => {
  it.each([
    ["index.html", ["/", "/index.html"]],
    ["404/index.html", ["/404/", "/404/index.html"]],
    ["404.html", ["/404.html"]],
  ])("%s answers %j", (file, paths) => {
    expect(pagePaths(file)).toEqual(paths);
  });
});

describe("buildHeaderRules", () => {
  it("sets the fixed headers and CSP site-wide, and one cache rule for each kind of file", () => {
    const rules = buildHeaderRules("default-src 'self'", ["index.html", "404.html"], ["app-7f24e5b253eb7f430bc1.js"]);
    expect(rules.map(({ path, headers }) => [path, headers["Cache-Control"]])).toEqual([
      ["/*", undefined],
      ["/static/*", IMMUTABLE_CACHE],
      ["/page-data/*", REVALIDATE_CACHE],
      ["/", REVALIDATE_CACHE],
      ["/index.html", REVALIDATE_CACHE],
      ["/404.html", REVALIDATE_CACHE],
      ["/app-7f24e5b253eb7f430bc1.js", IMMUTABLE_CACHE],
      ["/admin/*", REVALIDATE_CACHE],
    ]);
    expect(rules[0]?.headers).toEqual({ ...FIXED_HEADERS, "Content-Security-Policy": "default-src 'self'" });
  });

  it("gives the editor its own CSP and opener policy, in the last rule, and keeps it out of search", () => {
    const rules = buildHeaderRules("default-src 'self'", ["index.html"], []);
    const admin = rules.at(-1)!;
    expect(admin.path).toBe("/admin/*");
    expect(admin.headers).toMatchObject({
      "X-Robots-Tag": "noindex",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
    const csp = admin.headers["Content-Security-Policy"]!;
    // It may talk to GitHub, Netlify's login and the local backend, and nothing else beyond the site.
    expect(csp).toMatch(
      /connect-src 'self' blob: https:\/\/api\.github\.com https:\/\/api\.netlify\.com http:\/\/127\.0\.0\.1:\d+;/,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // No page of the site matches the editor's rule.
    expect(rules.filter((rule) => rule.path.startsWith("/admin"))).toHaveLength(1);
  });
});
