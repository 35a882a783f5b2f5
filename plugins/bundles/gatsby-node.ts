import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { rewriteBuiltPages } from "../built-pages/built-pages";
import { withdrawBuildManifests } from "./build-manifests";
import { readChunkGroups } from "./chunk-groups";
import { CompileHintsPlugin } from "./compile-hints";
import { keepHomeWhole } from "./home-chunk";
import { deferBundleScripts } from "./defer-bundles";
import { minifyInlineScripts } from "./minify-inline-scripts";
import { rendererDefinitions } from "./renderer-env";

// Gatsby runs every hook in the site's folder.
const siteDir = () => process.cwd();

/** lucide-react's icon modules, each one icon's paths. */
const ICON_MODULES = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

/**
 * Gatsby gives the browser bundles source maps, which would publish the
 * whole source of the site beside them; nothing reads them, so none are made.
 * The scripts every page starts with carry V8's compile hint (compile-hints.ts),
 * and lucide's icons lose their paths' React keys (icon-keys-loader.cjs).
 * The HTML renderer names each page's chunks in its bundle loader's
 * preloads, so it needs the chunk groups of the JavaScript build, which has
 * just written them; they are compiled in as `__PAGE_CHUNK_GROUPS__`. The
 * renderer gets the browser's environment variables only (renderer-env.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  reporter,
  getConfig,
}) => {
  if (stage === "build-javascript") {
    const config = getConfig();
    config.optimization = keepHomeWhole(config.optimization);
    actions.replaceWebpackConfig(config);
    actions.setWebpackConfig({
      devtool: false,
      plugins: [new CompileHintsPlugin()],
      // The browser's icons without the React keys of their paths (icon-keys-loader.cjs); the development build keeps
      // them, where React would warn without.
      module: {
        rules: [{ test: ICON_MODULES, use: [join(siteDir(), "plugins", "bundles", "icon-keys-loader.cjs")] }],
      },
    });
  }
  if (stage !== "build-html") return;
  const config = getConfig();
  config.plugins = config.plugins.map((plugin: { constructor: { name: string }; definitions?: object }) =>
    plugin.constructor.name === "DefinePlugin" && plugin.definitions
      ? plugins.define(rendererDefinitions(plugin.definitions as Record<string, unknown>))
      : plugin,
  );
  actions.replaceWebpackConfig(config);
  try {
    const groups = JSON.stringify(readChunkGroups(join(siteDir(), "public")));
    actions.setWebpackConfig({ plugins: [plugins.define({ __PAGE_CHUNK_GROUPS__: groups })] });
  } catch (error) {
    reporter.panic(`Could not read the chunk groups of the JavaScript build: ${(error as Error).message}`);
  }
};

/**
 * Only the final HTML has every tag: the bundle tags are handed to the
 * loader and the inline scripts minified there, before the CSP (a later
 * plugin) hashes them. The build's own manifests then leave public/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  try {
    const pages = rewriteBuiltPages(join(siteDir(), "public"), [deferBundleScripts, minifyInlineScripts]);
    reporter.info(`Bundles left to their loader and inline scripts minified on ${pages.join(", ")}`);
    reporter.info(`Kept out of public/: ${withdrawBuildManifests(siteDir()).join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not finish the built pages: ${(error as Error).message}`);
  }
};
