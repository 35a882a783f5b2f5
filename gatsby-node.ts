import type { GatsbyNode } from "gatsby";
import { checkBackendSettings } from "./build/gatsby/backend-settings";
import { checkContentBeforeBuild, contentTypes, markBootstrapped, recheckSavedContent } from "./build/gatsby/content";
import { finishBuild } from "./build/gatsby/post-build";
import { writeWebAppFiles } from "./build/gatsby/web-app";
import { compileChunkGroups, withoutSourceMaps } from "./build/gatsby/webpack";

/** Each hook hands over to the Node-only build code in build/ (see docs/architecture.md). */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => checkBackendSettings(reporter);

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) =>
  checkContentBeforeBuild(__dirname, reporter);

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  await writeWebAppFiles(__dirname, reporter);
  markBootstrapped();
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) =>
  recheckSavedContent(__dirname, node, reporter);

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) =>
  actions.createTypes(contentTypes(__dirname));

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  withoutSourceMaps(args);
  compileChunkGroups(__dirname, args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => finishBuild(__dirname, reporter);
