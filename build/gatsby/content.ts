import type { Node, Reporter } from "gatsby";
import { checkContent, describeContentProblems, isContentFile } from "../content/check";
import { resolveContentDir } from "../content/content-dir";
import { contentTypeDefs } from "../content/graphql-types";
import { createContentSchemas } from "../content/schema";

/**
 * The owner edits content/ by hand: it is checked before sourcing, so a
 * mistake stops the build with one plain line per problem instead of a
 * GraphQL error or a stack trace further down.
 */
export async function checkContentBeforeBuild(projectDir: string, reporter: Reporter): Promise<void> {
  const problems = await checkContent(projectDir);
  if (problems.length > 0) reporter.panic(describeContentProblems(problems, "fix and build again"));
}

/** Set once start-up has sourced every file; File nodes after that are saves under `npm run develop`. */
let isBootstrapped = false;

export function markBootstrapped(): void {
  isBootstrapped = true;
}

/**
 * While `npm run develop` runs, the owner edits content/ live, and Gatsby's
 * own word for a mistake is a GraphQL null error or a parser stack trace.
 * Every saved content file is checked again and the same plain lines are
 * printed; the server keeps running and takes the fix on the next save. The
 * files sourced at start-up have just been checked, so only those created
 * after it are, and a build checks none.
 */
export async function recheckSavedContent(projectDir: string, node: Node, reporter: Reporter): Promise<void> {
  if (!isBootstrapped || !isContentFile(node)) return;
  const problems = await checkContent(projectDir);
  if (problems.length > 0) reporter.error(describeContentProblems(problems, "fix and save again"));
}

/**
 * Explicit types for everything under content/, generated from the schema
 * the validator uses: a typo in a JSON file then surfaces as a missing field
 * instead of silently changing inferred types, and typegen gives the page
 * query non-null types for required fields.
 */
export function contentTypes(projectDir: string): string {
  return contentTypeDefs(createContentSchemas(resolveContentDir(projectDir)));
}
