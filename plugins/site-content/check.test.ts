/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureDir } from "../../src/test-utils/fixture-content";
import { checkContent, describeContentProblems, folderName, isContentFile } from "./check";

const ROOT = join(__dirname, "../..");

describe("checkContent", () => {
  it("checks the folder CONTENT_DIR names, relative to the project", async () => {
    expect(await checkContent(ROOT, { CONTENT_DIR: "fixtures/content/full" })).toEqual([]);
  });

  it("sees a saved mistake in that folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-check-"));
    try {
      cpSync(fixtureDir("full"), dir, { recursive: true });
      const file = JSON.parse(readFileSync(join(dir, "projects.json"), "utf8")) as {
        projects: Record<string, unknown>[];
      };
      file.projects[0] = { ...file.projects[0], titel: file.projects[0]?.title, title: undefined };
      writeFileSync(join(dir, "projects.json"), JSON.stringify(file));
      // The messages name the folder the build read, here one outside the project by its full path.
      expect(await checkContent(ROOT, { CONTENT_DIR: dir })).toEqual([
        `${dir}/projects.json projects[0] "kids-ai-puppet": titel is not a known field (check the spelling)`,
        `${dir}/projects.json projects[0] "kids-ai-puppet": title is missing`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("folderName", () => {
  it("names a folder inside the project as written from it, and one outside by its full path", () => {
    expect(folderName("/site", "/site/content")).toBe("content");
    expect(folderName("/site", "/site/fixtures/content/odd")).toBe("fixtures/content/odd");
    expect(folderName("/site", "/site")).toBe(".");
    expect(folderName("/site", "/tmp/content-copy")).toBe("/tmp/content-copy");
    expect(folderName("/site", "/site-two/content")).toBe("/site-two/content");
  });
});

describe("describeContentProblems", () => {
  it("counts one problem in the singular and lists it with the advice", () => {
    expect(describeContentProblems(["content/site.json: name is missing"], "fix and save again")).toBe(
      "The content has 1 problem; fix and save again:\n  - content/site.json: name is missing",
    );
  });

  it("counts several in the plural, one line each", () => {
    expect(describeContentProblems(["a", "b"], "fix and build again")).toBe(
      "The content has 2 problems; fix and build again:\n  - a\n  - b",
    );
  });
});

describe("isContentFile", () => {
  const file = (sourceInstanceName: string, extension: string) => ({
    internal: { type: "File" },
    sourceInstanceName,
    extension,
  });

  it("is true for a JSON file from content/", () => {
    expect(isContentFile(file("content", "json"))).toBe(true);
  });

  it("is false for content/'s images, other sources and the nodes made from the files", () => {
    expect(isContentFile(file("content", "avif"))).toBe(false);
    expect(isContentFile(file("images", "json"))).toBe(false);
    expect(isContentFile({ internal: { type: "ProjectsJson" } })).toBe(false);
  });
});
