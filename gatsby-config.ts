import type { GatsbyConfig } from "gatsby";
import { EDITOR_AREA } from "./plugins/editor/config";
import { contentConfig } from "./plugins/site-content/config";
import { netlifyAdapter } from "./plugins/site-headers/config";
import { INTERFACE_TEXTS } from "./src/i18n/interface-texts";

const content = contentConfig(__dirname);

/** sharp's AVIF effort, 0 (fastest) to 9; sharp's own default is 4. */
const AVIF_EFFORT = 3;

const config: GatsbyConfig = {
  siteMetadata: content.siteMetadata,
  // Types for the page queries are generated on every build, so `tsc` works right after a plain
  // `gatsby build` on a fresh clone. Not in src/: a file appearing there (Tailwind watches it) made
  // the next build recompile its bundles. Nor beside this file: Gatsby hashes the top-level
  // gatsby-* files, and a new one there made the next build throw its whole cache away.
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "types/gatsby-types.d.ts" },
  trailingSlash: "always",
  adapter: netlifyAdapter({ areas: [EDITOR_AREA] }),
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // AVIF one step below sharp's default effort: far quicker to encode, for
      // slightly larger files (docs/decisions/0011). The plugin passes
      // `effort` on to sharp through patches/gatsby-plugin-sharp+*.patch.
      options: { defaults: { avifOptions: { effort: AVIF_EFFORT } } },
    },
    "gatsby-transformer-sharp",
    ...content.plugins,
    // The site's own build steps, one feature each (plugins/*/README.md). Their
    // onPostBuild steps run in this order; the adapter writes the headers after them.
    // The interface's texts reach the content check and the editor as options: neither imports the interface.
    { resolve: "site-content", options: { interfaceTexts: INTERFACE_TEXTS } },
    "languages",
    "writing",
    "page-sections",
    "logo-balance",
    "web-app",
    "share-card",
    "font-subset",
    "bundles",
    "site-headers",
    // Last: the editor's page is no page of the site, so no step above may count it.
    { resolve: "editor", options: { interfaceTexts: INTERFACE_TEXTS } },
  ],
};

export default config;
