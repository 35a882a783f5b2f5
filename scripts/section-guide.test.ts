/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GUIDE_FILE, guideSteps, insertBeside } from "./section-guide";

const fence = "```";

describe("guideSteps", () => {
  it("reads new files, insertions beside an anchor line and commands, in order, and leaves other blocks alone", () => {
    const markdown = [
      "Some prose.",
      `${fence}ts file=src/a.ts`,
      "export const a = 1;",
      fence,
      `${fence}ts file=src/b.ts after='  { id: "x"' `,
      '  { id: "y" },',
      fence,
      `${fence}tsx file=src/c.tsx before='  chat:'`,
      "  talks: () => null,",
      fence,
      `${fence}sh run`,
      "npm run content:schemas",
      fence,
      `${fence}ts`,
      "// an example only",
      fence,
    ].join("\n");
    expect(guideSteps(markdown)).toEqual([
      { kind: "file", file: "src/a.ts", text: "export const a = 1;\n" },
      { kind: "insert", file: "src/b.ts", text: '  { id: "y" },\n', where: "after", anchor: '  { id: "x"' },
      { kind: "insert", file: "src/c.tsx", text: "  talks: () => null,\n", where: "before", anchor: "  chat:" },
      { kind: "run", command: "npm run content:schemas" },
    ]);
  });

  it("stops at a block that is never closed", () => {
    expect(() => guideSteps(`${fence}ts file=a.ts\nconst a = 1;\n`)).toThrow("never closed");
  });
});

describe("insertBeside", () => {
  const text = "one\n  two\nthree\n";

  it("puts the lines after or before the one line that begins with the anchor", () => {
    expect(insertBeside(text, "new\n", "after", "  two", "f")).toBe("one\n  two\nnew\nthree\n");
    expect(insertBeside(text, "new\n", "before", "three", "f")).toBe("one\n  two\nnew\nthree\n");
  });

  it("refuses an anchor that begins no line, or more than one", () => {
    expect(() => insertBeside(text, "x", "after", "four", "f.ts")).toThrow('f.ts: no line begins with "four"');
    expect(() => insertBeside("a\na\n", "x", "after", "a", "f.ts")).toThrow("f.ts: 2 lines begin with");
  });
});

describe("the section guide", () => {
  const root = join(__dirname, "..");
  const steps = guideSteps(readFileSync(join(root, GUIDE_FILE), "utf8"));

  it("has a step for each of the files it promises, and runs the generator", () => {
    const files = [...new Set(steps.flatMap((step) => (step.kind === "run" ? [] : [step.file])))].sort();
    expect(files).toEqual([
      "content/de/talks.json",
      "content/talks.json",
      "fixtures/content/full/de/talks.json",
      "fixtures/content/full/talks.json",
      "fixtures/content/odd/talks.json",
      "plugins/site-content/schema.ts",
      "src/components/sections/talks.tsx",
      "src/i18n/de.ts",
      "src/i18n/en.ts",
      "src/lib/sections.ts",
    ]);
    expect(steps.filter((step) => step.kind === "run")).toEqual([{ kind: "run", command: "npm run content:schemas" }]);
  });

  it("anchors every insertion on exactly one line of today's file", () => {
    for (const step of steps)
      if (step.kind === "insert")
        expect(() =>
          insertBeside(readFileSync(join(root, step.file), "utf8"), step.text, step.where, step.anchor, step.file),
        ).not.toThrow();
  });
});
