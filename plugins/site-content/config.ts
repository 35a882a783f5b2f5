import type { PluginRef } from "gatsby";
import { CONTENT_SOURCE, isTranslationFile, resolveContentDir } from "./content-dir";
import { jsonTypeName } from "./json-type-name";
import { readSiteMetadata } from "./site-metadata";

/**
 * What gatsby-config.ts takes from this plugin: the site's metadata and the
 * community plugins that read content/ (or CONTENT_DIR), configured as the
 * content pipeline needs them. A plugin's config.ts is its one face to
 * gatsby-config; nothing else of it is imported there.
 */
export function contentConfig(siteDir: string): {
  siteMetadata: ReturnType<typeof readSiteMetadata>;
  plugins: PluginRef[];
} {
  const contentDir = resolveContentDir(siteDir);
  return {
    siteMetadata: readSiteMetadata(`${contentDir}/site.json`),
    plugins: [
      {
        resolve: "gatsby-transformer-json",
        // One GraphQL type per file (site.json → SiteJson), also for the files
        // holding a single object, which the plugin would otherwise name after
        // their folder.
        options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
      },
      {
        resolve: "gatsby-source-filesystem",
        // Each further language's folder is merged into the first's files by this plugin, not sourced.
        options: { name: CONTENT_SOURCE, path: contentDir, ignore: [isTranslationFile(contentDir)] },
      },
    ],
  };
}
