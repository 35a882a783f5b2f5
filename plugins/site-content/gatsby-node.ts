import { watch } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { describeAccent } from "./accent-note";
import { checkContent, describeContentProblems, folderName, isContentFile } from "./check";
import { readCheckedSite } from "./checked-site";
import { isTranslationFile, resolveContentDir } from "./content-dir";
import { contentTypeDefs, LANGUAGE_EXTENSION, TYPESET_EXTENSION } from "./graphql-types";
import { readLanguageContent, readSiteLanguages } from "./language-content";
import { initials } from "./initials";
import { interfaceTextsOf, interfaceTextsOptionSchema } from "./interface-texts";
import { postNotes } from "./markdown-checks";
import { createContentSchemas } from "./schema";
import { typeset } from "./typeset";
import type { LanguageCode } from "../../src/i18n/languages";

/**
 * The owner edits content/ by hand: it is checked before sourcing, so a
 * mistake stops the build with one plain line per problem instead of a
 * GraphQL error or a stack trace further down. Then the build says how it
 * draws the owner's accent colour. Gatsby runs every hook in the site's
 * folder, which holds content/ (or CONTENT_DIR).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }, options) => {
  const problems = await checkContent(process.cwd(), process.env, interfaceTextsOf(options));
  if (problems.length > 0) reporter.panic(describeContentProblems(problems, "fix and build again"));
  const contentDir = resolveContentDir(process.cwd());
  const { accent } = readCheckedSite(contentDir);
  if (accent) reporter.info(describeAccent(accent));
  const shownAs = folderName(process.cwd(), contentDir);
  const languages = readSiteLanguages(contentDir);
  for (const code of languages.slice(1)) {
    for (const line of readLanguageContent(contentDir, code, shownAs).untranslated) reporter.warn(line);
  }
  for (const line of await postNotes(contentDir, shownAs, languages)) reporter.warn(line);
};

/**
 * The interface's texts the owner may reword, from gatsby-config
 * (`options.interfaceTexts`). Without them a reworded text is checked only as
 * a text.
 */
export const pluginOptionsSchema = interfaceTextsOptionSchema;

/** Set once start-up has sourced every file; File nodes after that are saves under `npm run develop`. */
let isBootstrapped = false;

type SourcingArgs = Pick<
  Parameters<NonNullable<GatsbyNode["sourceNodes"]>>[0],
  "actions" | "createNodeId" | "createContentDigest" | "getNodesByType" | "reporter"
>;

/**
 * Checks the content again after a save under `npm run develop` and, when it
 * is sound, sources the languages again, so every page shows the change.
 */
async function recheck(args: SourcingArgs, options: object) {
  const problems = await checkContent(process.cwd(), process.env, interfaceTextsOf(options));
  if (problems.length > 0) args.reporter.error(describeContentProblems(problems, "fix and save again"));
  else sourceLanguages(args);
}

/**
 * The languages' folders are not sourced by gatsby-source-filesystem (see
 * gatsby-config.ts), so `npm run develop` watches them itself.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (args, options) => {
  isBootstrapped = true;
  if (process.env.gatsby_executing_command !== "develop") return;
  const contentDir = resolveContentDir(process.cwd());
  const isTranslation = isTranslationFile(contentDir);
  watch(contentDir, { recursive: true }, (_event, file) => {
    if (file && isTranslation(join(contentDir, file))) void recheck(args, options);
  });
};

/**
 * While `npm run develop` runs, the owner edits content/ live, and Gatsby's
 * own word for a mistake is a GraphQL null error or a parser stack trace.
 * Every saved content file is checked again and the same plain lines are
 * printed; the server keeps running and takes the fix on the next save. The
 * files sourced at start-up have just been checked, so only those created
 * after it are, and a build checks none.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  if (!isBootstrapped || !isContentFile(args.node)) return;
  await recheck(args, options);
};

/**
 * Explicit types for everything under content/, generated from the schema
 * the validator uses: a typo in a JSON file then surfaces as a missing field
 * instead of silently changing inferred types, and typegen gives the page
 * query non-null types for required fields.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const contentDir = resolveContentDir(process.cwd());
  const [first] = readSiteLanguages(contentDir);
  actions.createFieldExtension({
    name: LANGUAGE_EXTENSION,
    extend: () => ({ resolve: (source: { lang?: string }) => source.lang ?? first }),
  });
  actions.createFieldExtension({
    name: TYPESET_EXTENSION,
    extend: () => ({
      resolve: (
        source: Record<string, unknown>,
        _args: unknown,
        context: ResolverContext,
        info: { fieldName: string },
      ) => {
        const language = (contentNodeOf(source, context)?.lang ?? first) as LanguageCode;
        const value = source[info.fieldName];
        if (typeof value === "string") return typeset(value, language);
        if (Array.isArray(value))
          return value.map((item) => (typeof item === "string" ? typeset(item, language) : item));
        return value;
      },
    }),
  });
  actions.createTypes(contentTypeDefs(createContentSchemas(contentDir)));
  actions.createTypes(`
    "One language's content, before gatsby-transformer-json turns it into the nodes the page queries."
    type ${TRANSLATION_TYPE} implements Node @dontInfer {
      name: String!
      lang: String!
    }
  `);
};

/**
 * What the page derives from the owner's name, at build time rather than in the page's script: `initials`, the
 * wordmark a phone's header shows while the hero's name is on screen.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJson: {
      initials: {
        type: "String!",
        description: "The owner's initials, from the first and last word of the name.",
        resolve: (site: { name: string }) => initials(site.name),
      },
    },
  });
};

/**
 * gatsby-transformer-json turns each file of content/ into the first
 * language's node. Every other language's content (its folder laid over
 * those files, translations.ts) is handed to the same transformer as a JSON
 * node of its own, so the page query finds it under the same types. Its
 * parent is the first language's file, so picture paths resolve from
 * content/ as they do there.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => sourceLanguages(args);

const TRANSLATION_TYPE = "ContentTranslation";

interface ContentNode {
  lang?: string;
  internal: { owner: string };
}
interface ResolverContext {
  nodeModel: { findRootNodeAncestor(source: object, predicate: (node: ContentNode) => boolean): ContentNode | null };
}

/** The node of a content file that holds `source`: the node itself, or the one a nested entry (a project) is in. */
function contentNodeOf(source: object, context: ResolverContext): ContentNode | null {
  const isContentNode = (node: Partial<ContentNode>) => node.internal?.owner === "gatsby-transformer-json";
  if (isContentNode(source)) return source as ContentNode;
  return context.nodeModel.findRootNodeAncestor(source, isContentNode);
}

function sourceLanguages({ actions, createNodeId, createContentDigest, getNodesByType }: SourcingArgs) {
  const contentDir = resolveContentDir(process.cwd());
  const files = getNodesByType("File").filter(isContentFile);
  for (const code of readSiteLanguages(contentDir).slice(1)) {
    for (const [fileName, value] of Object.entries(readLanguageContent(contentDir, code).files)) {
      // By its full path: until the build ends, the File nodes of a folder an earlier build read are still there.
      const parent = files.find((file) => file.absolutePath === join(contentDir, fileName));
      const content = JSON.stringify({ ...(value as object), lang: code });
      actions.createNode({
        id: createNodeId(`${fileName} ${code}`),
        // gatsby-transformer-json names the type after `name` (gatsby-config.ts), as for the file itself.
        name: fileName.replace(/\.json$/, ""),
        lang: code,
        parent: parent?.id ?? null,
        children: [],
        internal: {
          type: TRANSLATION_TYPE,
          mediaType: "application/json",
          content,
          // The parent counts: Gatsby keeps a node whose digest is unchanged as it was, parent and all.
          contentDigest: createContentDigest({ content, parent: parent?.id }),
        },
      });
    }
  }
}
