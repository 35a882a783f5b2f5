/** @jest-environment node */
import { headersFor, pathMatches, rulesFromHeadersFile, rulesFromToml, type HeaderRule } from "./header-rules.mjs";

describe("rulesFromHeadersFile", () => {
  it("reads paths and their indented headers, skipping comments and blank lines", () => {
    const text = "# comment\n/*\n  X-Frame-Options: DENY\n\n/static/*\n  Cache-Control: public, max-age=31536000\n";
    expect(rulesFromHeadersFile(text)).toEqual([
      { path: "/*", headers: { "X-Frame-Options": "DENY" } },
      { path: "/static/*", headers: { "Cache-Control": "public, max-age=31536000" } },
    ]);
  });

  it("keeps colons inside a value", () => {
    expect(rulesFromHeadersFile("/\n  Content-Security-Policy: img-src 'self' data:\n")[0]?.headers).toEqual({
      "Content-Security-Policy": "img-src 'self' data:",
    });
  });

  it("refuses a header line before any path", () => {
    expect(() => rulesFromHeadersFile("X-Frame-Options: DENY")).toThrow("_headers line 1");
  });
});

describe("rulesFromToml", () => {
  it("reads the [[headers]] tables and ignores the build settings", () => {
    const toml = '[build]\ncommand = "npm run build"\n\n[[headers]]\n  for = "/*"\n  [headers.values]\n    X-A = "1"\n';
    expect(rulesFromToml(toml)).toEqual([{ path: "/*", headers: { "X-A": "1" } }]);
  });
});

describe("matching", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/a/b.js", true],
    ["/static/*", "/static/abc/x.svg", true],
    ["/static/*", "/statics/x", false],
    ["/", "/", true],
    ["/", "/index.html", false],
    ["/404.html", "/404.html", true],
  ])("%s matches %s: %s", (rule, path, matches) => {
    expect(pathMatches(rule, path)).toBe(matches);
  });

  it("joins a header set by two matching rules, as Netlify does, so a clash is visible", () => {
    const rules: HeaderRule[] = [
      { path: "/*", headers: { "Cache-Control": "no-cache", "X-A": "1" } },
      { path: "/static/*", headers: { "cache-control": "immutable" } },
    ];
    expect(headersFor(rules, "/static/x")).toEqual({ "Cache-Control": "no-cache, immutable", "X-A": "1" });
    expect(headersFor(rules, "/page")).toEqual({ "Cache-Control": "no-cache", "X-A": "1" });
  });
});
