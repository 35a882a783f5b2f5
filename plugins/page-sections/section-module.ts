/**
 * The page draws each section of the registry (`SECTIONS` in
 * src/lib/sections.ts) by a naming rule, so a new section needs no line in the
 * page: the section `talks` is `src/components/sections/talks.tsx`, which
 * exports the view `TalksSection` and declares `fragment TalksSection on Query`.
 * This module writes the file that joins them for the page.
 */

/** Where the sections' files are, and the file written for the page, relative to the site's folder. */
export const SECTIONS_DIR = "src/components/sections";
export const MODULE_FILE = `${SECTIONS_DIR}/page-sections.gen.tsx`;

/** `talks` → `TalksSection`, `case-studies` → `CaseStudiesSection`: the name of both the view and the fragment. */
export function viewName(id: string): string {
  return `${id
    .split(/[-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("")}Section`;
}

/**
 * What keeps a section from being drawn, one line each: its file is missing,
 * or does not export its view or declare its fragment by the rule above.
 * `readSection` gives a file's text, or undefined where there is none.
 */
export function sectionProblems(ids: readonly string[], readSection: (id: string) => string | undefined): string[] {
  return ids.flatMap((id) => {
    const file = `${SECTIONS_DIR}/${id}.tsx`;
    const text = readSection(id);
    const name = viewName(id);
    if (text === undefined)
      return [`The section "${id}" is in SECTIONS (src/lib/sections.ts), but ${file} does not exist.`];
    const problems: string[] = [];
    if (!new RegExp(`export (function|const) ${name}\\b`).test(text))
      problems.push(`${file} exports no ${name}, the component the page draws the section with.`);
    if (!new RegExp(`fragment ${name} on Query\\b`).test(text))
      problems.push(`${file} declares no "fragment ${name} on Query", the content the page asks for it.`);
    return problems;
  });
}

/** The module the page imports: each section's view by id, and one fragment that spreads every section's. */
export function sectionModule(ids: readonly string[]): string {
  const names = ids.map(viewName);
  return [
    "// Written by plugins/page-sections from SECTIONS in src/lib/sections.ts on every build and start; not",
    "// to be edited or committed.",
    'import { graphql } from "gatsby";',
    'import type { SectionId } from "../../lib/sections";',
    ...ids.map((id, index) => `import { ${names[index]} } from "./${id}";`),
    "",
    "export const SECTION_VIEWS = {",
    ...ids.map((id, index) => `  ${JSON.stringify(id)}: ${names[index]},`),
    "} satisfies { readonly [Id in SectionId]: unknown };",
    "",
    "export const pageSections = graphql`",
    "  fragment PageSections on Query {",
    ...names.map((name) => `    ...${name}`),
    "  }",
    "`;",
    "",
  ].join("\n");
}
