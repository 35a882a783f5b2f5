import type { GatsbyConfig } from "gatsby";
import { readSiteMetadata } from "./build/content/site-metadata";
import { jsonTypeName } from "./build/content/json-type-name";
import { CONTENT_SOURCE, resolveContentDir } from "./build/content/content-dir";

const contentDir = resolveContentDir(__dirname);
const siteMetadata = readSiteMetadata(`${contentDir}/site.json`);

const config: GatsbyConfig = {
  siteMetadata,
  // Types for the page queries are generated into src/gatsby-types.d.ts on every build,
  // so `tsc` works right after a plain `gatsby build` on a fresh clone.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-json",
      // One GraphQL type per file (site.json → SiteJson), also for the files
      // holding a single object, which the plugin would otherwise name after
      // their folder.
      options: { typeName: ({ node }: { node: { name: string } }) => jsonTypeName(node.name) },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: contentDir },
    },
  ],
};

export default config;
