/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// Gatsby's own check of gatsby-config, which runs before any plugin.
import { gatsbyConfigSchema } from "gatsby/dist/joi-schemas/joi";
import { readSiteMetadata } from "./site-metadata";

describe("readSiteMetadata", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "site-metadata-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withFile = (text: string) => {
    writeFileSync(join(dir, "site.json"), text);
    return readSiteMetadata(join(dir, "site.json"));
  };

  it("reads the URL without a trailing slash, the title and the description", () => {
    expect(withFile('{ "siteUrl": "https://example.com/", "title": "T", "description": "D", "name": "N" }')).toEqual({
      siteUrl: "https://example.com",
      title: "T",
      description: "D",
    });
  });

  const valid = '{ "siteUrl": "https://example.com", "title": "T", "description": "D" }';

  it.each([
    ["invalid JSON", '{ "title": "T", }'],
    ["a list", "[]"],
    ["null", "null"],
    ["a byte-order mark", `\ufeff${valid}`],
    ["no siteUrl", '{ "title": "T", "description": "D" }'],
    ["an empty siteUrl", '{ "siteUrl": "", "title": "T", "description": "D" }'],
    ["a siteUrl without a scheme", '{ "siteUrl": "example.com", "title": "T", "description": "D" }'],
    ["a siteUrl on this machine", '{ "siteUrl": "http://localhost:8000", "title": "T", "description": "D" }'],
    ["a siteUrl whose host holds a quote", '{ "siteUrl": "https://a\\"b.com", "title": "T", "description": "D" }'],
    ["a siteUrl whose host holds an ampersand", '{ "siteUrl": "https://a&b.com", "title": "T", "description": "D" }'],
  ])("leaves the URL out for %s, so Gatsby starts and the content check reports it", (_case, text) => {
    const metadata = withFile(text);
    expect(metadata.siteUrl).toBeUndefined();
    expect(gatsbyConfigSchema.validate({ siteMetadata: metadata }).error).toBeUndefined();
  });

  it("leaves the URL out for a file saved as UTF-16", () => {
    writeFileSync(join(dir, "site.json"), Buffer.from(`\ufeff${valid}`, "utf16le"));
    const metadata = readSiteMetadata(join(dir, "site.json"));
    expect(metadata.siteUrl).toBeUndefined();
    expect(gatsbyConfigSchema.validate({ siteMetadata: metadata }).error).toBeUndefined();
  });

  it("gives a URL Gatsby accepts for a site address written in Unicode", () => {
    const metadata = withFile('{ "siteUrl": "https://münchen.de/", "title": "T", "description": "D" }');
    expect(metadata.siteUrl).toBe("https://xn--mnchen-3ya.de");
    expect(gatsbyConfigSchema.validate({ siteMetadata: metadata }).error).toBeUndefined();
  });

  it("gives empty values when the file is missing", () => {
    expect(readSiteMetadata(join(dir, "missing.json"))).toEqual({ title: "", description: "" });
  });
});
