import { join } from "node:path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { readChunkGroups } from "../bundles/chunk-groups";

/**
 * The HTML renderer names each page's chunks in its bundle loader's preloads,
 * so it needs the chunk groups of the JavaScript build, which has just
 * written them; they are compiled in as `__PAGE_CHUNK_GROUPS__`.
 */
export function compileChunkGroups(
  projectDir: string,
  { stage, actions, plugins, reporter }: CreateWebpackConfigArgs,
): void {
  if (stage !== "build-html") return;
  try {
    const groups = JSON.stringify(readChunkGroups(join(projectDir, "public")));
    actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_CHUNK_GROUPS__: groups })] });
  } catch (error) {
    reporter.panic(`Could not read the chunk groups of the JavaScript build: ${(error as Error).message}`);
  }
}

/**
 * Gatsby gives the browser bundles source maps, which would publish the
 * whole source of the site beside them; nothing reads them, so none are made.
 */
export function withoutSourceMaps({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
}
