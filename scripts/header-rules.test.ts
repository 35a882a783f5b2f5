/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { headersFor, matchHeaders, readHeaderRules, type HeaderRule } from "./header-rules.mjs";

describe("readHeaderRules", () => {
  let dir: string;
  const files = (toml: string, headers: string) => {
    writeFileSync(join(dir, "netlify.toml"), toml);
    writeFileSync(join(dir, "_headers"), headers);
    return { netlifyConfigPath: join(dir, "netlify.toml"), headersFile: join(dir, "_headers") };
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "headers-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("merges netlify.toml's [[headers]] with _headers, as Netlify does", async () => {
    const rules = await readHeaderRules(
      files(
        '[build]\ncommand = "npm run build"\n\n[[headers]]\n  for = "/*"\n  [headers.values]\n    X-A = "1"\n',
        "# comment\n/static/*\n  Cache-Control: public, max-age=31536000\n",
      ),
    );
    expect(headersFor(rules, "/static/x.svg")).toEqual({ "X-A": "1", "Cache-Control": "public, max-age=31536000" });
    expect(headersFor(rules, "/")).toEqual({ "X-A": "1" });
  });

  it("keeps colons inside a value", async () => {
    const rules = await readHeaderRules(files("", "/\n  Content-Security-Policy: img-src 'self' data:\n"));
    expect(headersFor(rules, "/")).toEqual({ "Content-Security-Policy": "img-src 'self' data:" });
  });

  it("refuses a malformed _headers file with the parser's own words", async () => {
    await expect(readHeaderRules(files("", "X-Frame-Options: DENY\n"))).rejects.toThrow(/path/i);
  });

  it("reads no rules where neither file exists", async () => {
    expect(await readHeaderRules({ headersFile: join(dir, "none") })).toEqual([]);
  });
});

describe("matching", () => {
  const rules: HeaderRule[] = [
    { path: "/*", pattern: /^\/?(.*)\/?$/iu, headers: { "Cache-Control": "no-cache", "X-A": "1" } },
    { path: "/static/*", pattern: /^\/static\/?(.*)\/?$/iu, headers: { "cache-control": "immutable" } },
  ];

  it("lets the later of two matching rules set a header, as Netlify's local server does", () => {
    expect(headersFor(rules, "/static/x")).toEqual({ "cache-control": "immutable", "X-A": "1" });
    expect(headersFor(rules, "/page")).toEqual({ "Cache-Control": "no-cache", "X-A": "1" });
  });

  it("names each header that two matching rules set", () => {
    expect(matchHeaders(rules, "/static/x").setTwice).toEqual(["cache-control"]);
    expect(matchHeaders(rules, "/page").setTwice).toEqual([]);
  });
});
