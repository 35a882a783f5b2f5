import type { GatsbyNode } from "gatsby";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkBackendEnv } from "./src/lib/backend-config";
import { checkContent, describeContentProblems, isContentFile } from "./build/content/check";
import { BUILD_MARKER, buildSource, resolveContentDir } from "./build/content/content-dir";
import { contentTypeDefs } from "./build/content/graphql-types";
import { createContentSchemas } from "./build/content/schema";
import { deferBundlesInBuild } from "./src/lib/deferred-bundles-build";
import { writeHeadersFile } from "./src/lib/headers-file";
import { chunkGroupsFromStats } from "./src/lib/page-preloads";

/** SPEC §5: a malformed or half-configured backend stops the build; none at all is fine. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { errors, warnings } = checkBackendEnv(process.env);
  warnings.forEach((warning) => reporter.warn(warning));
  if (errors.length > 0) reporter.panic(errors.join("\n"));
};

/**
 * The owner edits content/ by hand: check it before sourcing, so a mistake
 * stops the build with one plain line per problem instead of a GraphQL error
 * or a stack trace further down.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = await checkContent(__dirname);
  if (problems.length > 0) reporter.panic(describeContentProblems(problems, "fix and build again"));
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
 * files sourced at start-up have just passed onPreBootstrap, so only those
 * created after it are checked, and a build checks none.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, reporter }) => {
  if (!isBootstrapped || !isContentFile(node)) return;
  const problems = await checkContent(__dirname);
  if (problems.length > 0) reporter.error(describeContentProblems(problems, "fix and save again"));
};

/**
 * The pages' bundle tags are handed to their loader first (their final
 * HTML exists only now); the CSP allows Gatsby's inline scripts and styles by
 * hash, so it is written from those final pages, and the CDN reads it from
 * public/_headers.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = join(__dirname, "public");
  try {
    const pages = deferBundlesInBuild(publicDir);
    reporter.info(`Bundles start after the hero is painted on ${pages.length} page(s): ${pages.join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not defer the pages' bundles: ${(error as Error).message}`);
  }
  try {
    const csp = writeHeadersFile(publicDir, process.env.GATSBY_SUPABASE_URL);
    reporter.info(`Wrote public/_headers with Content-Security-Policy: ${csp}`);
  } catch (error) {
    reporter.panic(`Could not write public/_headers: ${(error as Error).message}`);
  }
  writeFileSync(join(__dirname, BUILD_MARKER), JSON.stringify(buildSource(__dirname)));
};

/**
 * The HTML renderer preloads each page's data and scripts (gatsby-ssr.tsx),
 * so it needs the chunk groups of the JavaScript build, which has just
 * written them. They are compiled in rather than read from disk while
 * rendering, which Gatsby would flag as unsafe for incremental builds.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, reporter }) => {
  if (stage !== "build-html") return;
  try {
    const stats: unknown = JSON.parse(readFileSync(join(__dirname, "public", "webpack.stats.json"), "utf8"));
    const groups = JSON.stringify(chunkGroupsFromStats(stats));
    actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_CHUNK_GROUPS__: groups })] });
  } catch (error) {
    reporter.panic(`Could not read the chunk groups of the JavaScript build: ${(error as Error).message}`);
  }
};

/**
 * Explicit types for everything under content/, generated from the schema
 * the validator uses: a typo in a JSON file then surfaces as a missing field
 * instead of silently changing inferred types, and typegen gives the page
 * query non-null types for required fields.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(createContentSchemas(resolveContentDir(__dirname))));
};
