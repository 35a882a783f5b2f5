import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { SECTIONS } from "../../src/lib/sections";
import { MODULE_FILE, SECTIONS_DIR, sectionModule, sectionProblems } from "./section-module";

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : undefined);

/**
 * Before Gatsby reads the queries, writes the module that joins the
 * registry's sections for the page. It is written only when it changes:
 * a rewritten file under src/ would make the next build recompile its bundles.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const ids = SECTIONS.map(({ id }) => id);
  const problems = sectionProblems(ids, (id) => readIfThere(join(SECTIONS_DIR, `${id}.tsx`)));
  if (problems.length > 0) reporter.panic(["A section cannot be drawn:", ...problems].join("\n  "));
  const text = sectionModule(ids);
  if (readIfThere(MODULE_FILE) !== text) writeFileSync(MODULE_FILE, text);
};
