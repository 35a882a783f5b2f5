/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { applyToHtml, attribute, elements, parseHtml } from "../built-pages/html";
import { isNotFoundPage, metaPolicy, setPolicyMeta, writeNotFoundPolicy } from "./not-found-policy";
import { buildCsp, inlineHashes } from "./security-headers";

const CSP = buildCsp({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-s'"], backendOrigin: null });
const POLICY = metaPolicy(CSP);
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"><style>p{}</style><script>alert(1)</script></head><body><script>window.pagePath="/404.html"</script></body></html>';

/** The policies a page's <meta> elements carry, in order. */
function policyMetas(html: string) {
  const head = elements(parseHtml(html), "head")[0]!;
  const metas = elements(head, "meta").filter((meta) => attribute(meta, "http-equiv") === "Content-Security-Policy");
  return metas.map((meta) => attribute(meta, "content"));
}

describe("metaPolicy", () => {
  it("is the site's policy without the directives a <meta> cannot carry", () => {
    expect(POLICY).toBe(CSP.replace("; frame-ancestors 'none'", ""));
    expect(POLICY).not.toContain("frame-ancestors");
    expect(metaPolicy("default-src 'self'; sandbox; report-uri /r; img-src 'self'")).toBe(
      "default-src 'self'; img-src 'self'",
    );
  });
});

describe("isNotFoundPage", () => {
  it.each([
    ["404.html", true],
    ["404/index.html", true],
    ["de/404.html", true],
    ["de/404/index.html", true],
    ["index.html", false],
    ["de/index.html", false],
    ["a/b/404.html", false],
    ["1404.html", false],
    ["_gatsby/slices/_gatsby-scripts-1.html", false],
  ])("%s: %s", (file, expected) => {
    expect(isNotFoundPage(file)).toBe(expected);
  });
});

describe("setPolicyMeta", () => {
  it("puts the policy before every script and style, right after the charset", () => {
    const html = applyToHtml(PAGE, (document) => setPolicyMeta(document, POLICY));
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"><meta http-equiv="Content-Security-Policy" /,
    );
    expect(policyMetas(html)).toEqual([POLICY]);
  });

  it("goes first where no charset leads the head", () => {
    const html = applyToHtml("<html><head><script>alert(1)</script></head></html>", (document) =>
      setPolicyMeta(document, "default-src 'self'"),
    );
    expect(html).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>alert(1)</script></head></html>`,
    );
  });

  it("replaces the policy a page kept from an earlier build, since both would be enforced", () => {
    const once = applyToHtml(PAGE, (document) => setPolicyMeta(document, "default-src 'none'"));
    const twice = applyToHtml(once, (document) => setPolicyMeta(document, POLICY));
    expect(policyMetas(twice)).toEqual([POLICY]);
    expect(twice).toBe(applyToHtml(PAGE, (document) => setPolicyMeta(document, POLICY)));
  });

  it("changes none of the hashes the policy is made of: a <meta> is neither script nor style", () => {
    const html = applyToHtml(PAGE, (document) => setPolicyMeta(document, POLICY));
    expect(inlineHashes(parseHtml(html))).toEqual(inlineHashes(parseHtml(PAGE)));
  });

  it("escapes the attribute", () => {
    const html = applyToHtml(PAGE, (document) => setPolicyMeta(document, `a "b" & c`));
    expect(html).toContain('content="a &quot;b&quot; &amp; c"');
  });

  it("refuses a page without a <head>", () => {
    expect(() => applyToHtml("<p>lost</p>", (document) => setPolicyMeta(document, POLICY))).toThrow(/<head>/);
  });
});

describe("writeNotFoundPolicy", () => {
  let publicDir: string;
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true });
    writeFileSync(join(publicDir, file), html);
  };
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "not-found-"));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("writes the policy into every language's 404 pages and no other page", () => {
    const notFound = ["404.html", "404/index.html", "de/404.html", "de/404/index.html"];
    for (const file of [...notFound, "index.html", "de/index.html"]) write(file, PAGE);
    expect(writeNotFoundPolicy(publicDir, CSP, []).sort()).toEqual(notFound);
    for (const file of notFound) expect(policyMetas(readFileSync(join(publicDir, file), "utf8"))).toEqual([POLICY]);
    expect(readFileSync(join(publicDir, "index.html"), "utf8")).toBe(PAGE);
  });

  it("leaves a page that already holds the policy untouched", () => {
    write("404.html", PAGE);
    writeNotFoundPolicy(publicDir, CSP, []);
    const { mtimeMs } = statSync(join(publicDir, "404.html"));
    expect(writeNotFoundPolicy(publicDir, CSP, [])).toEqual([]);
    expect(statSync(join(publicDir, "404.html")).mtimeMs).toBe(mtimeMs);
  });

  it("names the page that has no <head>", () => {
    write("de/404.html", "<p>nicht gefunden</p>");
    expect(() => writeNotFoundPolicy(publicDir, CSP, [])).toThrow("public/de/404.html: ");
  });
});
