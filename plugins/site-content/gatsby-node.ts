import type { GatsbyNode } from "gatsby";
import { describeAccent } from "./accent-note";
import { checkContent, describeContentProblems, isContentFile } from "./check";
import { readCheckedSite } from "./checked-site";
import { resolveContentDir } from "./content-dir";
import { contentTypeDefs } from "./graphql-types";
import { createContentSchemas } from "./schema";

/**
 * The owner edits content/ by hand: it is checked before sourcing, so a
 * mistake stops the build with one plain line per problem instead of a
 * GraphQL error or a stack trace further down. Then the build says how it
 * draws the owner's accent colour. Gatsby runs every hook in the site's
 * folder, which holds content/ (or CONTENT_DIR).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = await checkContent(process.cwd());
  if (problems.length > 0) reporter.panic(describeContentProblems(problems, "fix and build again"));
  const { accent } = readCheckedSite(resolveContentDir(process.cwd()));
  if (accent) reporter.info(describeAccent(accent));
};

/** Set once start-up has sourced every file; File nodes after that are saves under `npm run develop`. */
let isBootstrapped = false;

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  isBootstrapped = true;
};

/**
 * While `npm run develop` runs, the owner edits content/ live, and Gatsby's
 * own word for a mistake is a GraphQL null error or a parser stack trace.
 * Every saved content file is checked again and the same plain lines are
 * printed; the server keeps running and takes the fix on the next save. The
 * files sourced at start-up have just been checked, so only those created
 * after it are, and a build checks none.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, reporter }) => {
  if (!isBootstrapped || !isContentFile(node)) return;
  const problems = await checkContent(process.cwd());
  if (problems.length > 0) reporter.error(describeContentProblems(problems, "fix and save again"));
};

/**
 * Explicit types for everything under content/, generated from the schema
 * the validator uses: a typo in a JSON file then surfaces as a missing field
 * instead of silently changing inferred types, and typegen gives the page
 * query non-null types for required fields.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(createContentSchemas(resolveContentDir(process.cwd()))));
};
