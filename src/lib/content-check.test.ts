/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkContent, describeContentProblems, isContentFile } from "./content-check";

const ROOT = join(__dirname, "../..");

describe("checkContent", () => {
  it("finds nothing wrong with the owner's content/", () => {
    expect(checkContent(ROOT, {})).toEqual([]);
  });

  it("checks the folder CONTENT_DIR names, as a saved mistake would be seen", () => {
    const dir = mkdtempSync(join(tmpdir(), "content-check-"));
    try {
      cpSync(join(ROOT, "content"), dir, { recursive: true });
      const projects = JSON.parse(readFileSync(join(dir, "projects.json"), "utf8")) as Record<string, unknown>[];
      projects[0] = { ...projects[0], titel: projects[0]?.title, title: undefined };
      writeFileSync(join(dir, "projects.json"), JSON.stringify(projects));
      expect(checkContent(ROOT, { CONTENT_DIR: dir })).toEqual([
        "content/projects.json[0]: title is missing",
        "content/projects.json[0]: titel is not a known field (check the spelling)",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
