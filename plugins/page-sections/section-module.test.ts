import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { SECTIONS } from "../../src/lib/sections";
import { MODULE_FILE, SECTIONS_DIR, sectionModule, sectionProblems, viewName } from "./section-module";

describe("viewName", () => {
  it("names a section's view and fragment after its id, dashes and underscores joining words", () => {
    expect(viewName("talks")).toBe("TalksSection");
    expect(viewName("case-studies")).toBe("CaseStudiesSection");
    expect(viewName("side_projects")).toBe("SideProjectsSection");
  });
});

describe("sectionProblems", () => {
  const sound = "export function TalksSection() {}\nconst q = graphql`fragment TalksSection on Query { a }`;";

  it("finds nothing wrong with a file that exports its view and declares its fragment", () => {
    expect(sectionProblems(["talks"], () => sound)).toEqual([]);
    expect(sectionProblems(["talks"], () => sound.replace("export function", "export const"))).toEqual([]);
  });

  it("names the missing file, the missing view and the missing fragment, one line each", () => {
    expect(sectionProblems(["talks"], () => undefined)).toEqual([
      'The section "talks" is in SECTIONS (src/lib/sections.ts), but src/components/sections/talks.tsx does not exist.',
    ]);
    expect(sectionProblems(["talks"], () => "export function Talks() {}\nfragment TalksContent on TalksJson")).toEqual([
      "src/components/sections/talks.tsx exports no TalksSection, the component the page draws the section with.",
      'src/components/sections/talks.tsx declares no "fragment TalksSection on Query", the content the page asks for it.',
    ]);
  });

  it("does not take a longer name for the one asked for", () => {
    const longer = "export function TalksSectionList() {}\nfragment TalksSectionList on Query";
    expect(sectionProblems(["talks"], () => longer)).toHaveLength(2);
  });
});

describe("sectionModule", () => {
  const text = sectionModule(["hero", "case-studies"]);

  it("imports each view from its file and keys it by id, in the registry's order", () => {
    expect(text).toContain(
      'import { HeroSection } from "./hero";\nimport { CaseStudiesSection } from "./case-studies";',
    );
    expect(text).toContain('  "hero": HeroSection,\n  "case-studies": CaseStudiesSection,\n');
  });

  it("spreads every section's fragment into the page's", () => {
    expect(text).toMatch(/fragment PageSections on Query \{\s+\.\.\.HeroSection\s+\.\.\.CaseStudiesSection\s+\}/);
  });

  it("is TypeScript that parses without an error", () => {
    const source = ts.createSourceFile("page-sections.gen.tsx", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    expect((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics).toEqual([]);
  });
});

describe("the site's sections", () => {
  const root = join(__dirname, "..", "..");

  it("each have a file that exports their view and declares their fragment", () => {
    const read = (id: string) => readFileSync(join(root, SECTIONS_DIR, `${id}.tsx`), "utf8");
    expect(
      sectionProblems(
        SECTIONS.map(({ id }) => id),
        read,
      ),
    ).toEqual([]);
  });

  it("are joined in a file the repository leaves to the build", () => {
    expect(readFileSync(join(root, ".gitignore"), "utf8").split("\n")).toContain(`/${MODULE_FILE}`);
  });
});
