/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { headersFor, rulesFromHeadersFile, rulesFromToml } from "../../scripts/header-rules.mjs";
import { writeHeadersFile } from "./headers-file";
import { HSTS } from "./deploy-context";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "./security-headers";

const BUNDLE = "app-7f24e5b253eb7f430bc1.js";
const STYLES = "styles.500c47a6d93194a61bd2.css";
// sha256 of "alert(1)", computed with openssl.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

/** A miniature Gatsby build: two pages with inline scripts, bundles, page data and a static asset. */
const BUILD: Record<string, string> = {
  "index.html": `<html><head><style>p{}</style></head><body><script>alert(1)</script><script src="/${BUNDLE}"></script></body></html>`,
  "404.html": "<html><body><script>window.pagePath='/404.html'</script></body></html>",
  "404/index.html": "<html><body><script>window.pagePath='/404/'</script></body></html>",
  [BUNDLE]: "",
  [STYLES]: "",
  "chunk-map.json": "{}",
  "page-data/app-data.json": "{}",
  "page-data/index/page-data.json": "{}",
  "page-data/404.html/page-data.json": "{}",
  "static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg": "<svg/>",
  "cv/alex-mustermann-cv.pdf": "",
};

describe("writeHeadersFile", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "public-"));
    for (const [file, text] of Object.entries(BUILD)) {
      mkdirSync(dirname(join(publicDir, file)), { recursive: true });
      writeFileSync(join(publicDir, file), text);
    }
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  const productionHeaders = (path: string) => {
    const rules = [
      ...rulesFromToml(readFileSync(join(__dirname, "../../netlify.toml"), "utf8")),
      ...rulesFromHeadersFile(readFileSync(join(publicDir, "_headers"), "utf8")),
    ];
    return headersFor(rules, path);
  };

  it("allows every inline script of every page by hash, and the backend in connect-src", () => {
    const csp = writeHeadersFile(publicDir, "https://abc.supabase.co", undefined);
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc?.split(" ")).toHaveLength(2 + 3);
    expect(scriptSrc).toContain(ALERT_HASH);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(productionHeaders("/")["Content-Security-Policy"]).toBe(csp);
  });

  it.each([
    ["/", REVALIDATE_CACHE],
    ["/index.html", REVALIDATE_CACHE],
    ["/404.html", REVALIDATE_CACHE],
    ["/404/", REVALIDATE_CACHE],
    [`/${BUNDLE}`, IMMUTABLE_CACHE],
    [`/${STYLES}`, IMMUTABLE_CACHE],
    ["/static/0c079baa84f92b9f1e6696a137e8cdd0/claude.svg", IMMUTABLE_CACHE],
    ["/page-data/app-data.json", REVALIDATE_CACHE],
    ["/page-data/index/page-data.json", REVALIDATE_CACHE],
  ])("with netlify.toml, gives %s exactly one Cache-Control: %s", (path, cacheControl) => {
    writeHeadersFile(publicDir, undefined, undefined);
    expect(productionHeaders(path)["Cache-Control"]).toBe(cacheControl);
  });

  it.each(["/", "/no/such/page/", `/${BUNDLE}`, "/static/x/y.svg", "/page-data/app-data.json", "/cv/cv.pdf"])(
    "with netlify.toml, sends every security header exactly once on %s",
    (path) => {
      writeHeadersFile(publicDir, undefined, undefined);
      const headers = productionHeaders(path);
      expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'self'; [^,]+$/);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["X-Frame-Options"]).toBe("DENY");
      const features = headers["Permissions-Policy"]?.split(", ") ?? [];
      expect(features).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()", "usb=()"]));
      expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(true);
      expect(new Set(features).size).toBe(features.length);
      expect(headers["Strict-Transport-Security"]).toBe(HSTS);
      expect(headers["X-Robots-Tag"]).toBeUndefined();
    },
  );

  const SITE_PATHS = ["/", "/no/such/page/", `/${BUNDLE}`, "/page-data/app-data.json", "/cv/cv.pdf", "/robots.txt"];

  it.each([undefined, "production"])("keeps a production build (CONTEXT=%s) indexable, over HTTPS only", (context) => {
    writeHeadersFile(publicDir, undefined, context);
    for (const path of SITE_PATHS) {
      const headers = productionHeaders(path);
      expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
      expect(headers["X-Robots-Tag"]).toBeUndefined();
    }
  });

  it.each(["deploy-preview", "branch-deploy", "dev"])(
    "keeps a %s out of search engines, without promising HTTPS for its host",
    (context) => {
      writeHeadersFile(publicDir, undefined, context);
      for (const path of SITE_PATHS) {
        const headers = productionHeaders(path);
        expect(headers["X-Robots-Tag"]).toBe("noindex");
        expect(headers["Strict-Transport-Security"]).toBeUndefined();
        expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'self'; [^,]+$/);
      }
    },
  );

  it("leaves connect-src at 'self' without a backend", () => {
    expect(writeHeadersFile(publicDir, undefined, undefined)).toContain("connect-src 'self';");
  });
});
