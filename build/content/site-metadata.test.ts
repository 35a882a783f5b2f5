/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it.each([
    ["invalid JSON", '{ "title": "T", }'],
    ["a list", "[]"],
    ["null", "null"],
  ])("gives empty values for %s so the content check can report it", (_case, text) => {
    expect(withFile(text)).toEqual({ siteUrl: "", title: "", description: "" });
  });

  it("gives empty values when the file is missing", () => {
    expect(readSiteMetadata(join(dir, "missing.json"))).toEqual({ siteUrl: "", title: "", description: "" });
  });
});
