import React, { isValidElement } from "react";
import type { GatsbySSR, RenderBodyArgs } from "gatsby";
import interLatinUrl from "./src/fonts/inter-latin-wght-400-800.woff2";
import { THEME_EARLY_TOGGLE_SCRIPT, THEME_INIT_SCRIPT } from "./src/lib/theme";
import { pageResourcePreloads } from "./src/lib/page-preloads";
import { BUNDLE_LOADER_ID, BUNDLE_LOADER_SCRIPT, PRELOADS_ATTR, serializePreloads } from "./src/lib/bundle-loader";

export { wrapRootElement } from "./src/components/layout/wrap-root-element";

/**
 * The script that starts the page's bundles once the hero is on screen, with
 * preloads of the page's data and chunks (src/lib/bundle-loader.ts,
 * src/lib/page-preloads.ts). Only production builds render a page with its
 * data and leave the bundle tags for it to start: `gatsby develop` serves a
 * shell and passes no loadPageDataSync, so it gets none.
 */
function bundleLoader({ pathname, loadPageDataSync, ...args }: RenderBodyArgs) {
  if (typeof loadPageDataSync !== "function") return [];
  if (typeof __PAGE_CHUNK_GROUPS__ === "undefined") {
    throw new Error("gatsby-ssr: the chunk groups were not compiled into the HTML renderer (see gatsby-node.ts)");
  }
  const chunkGroups = __PAGE_CHUNK_GROUPS__;
  // The page data holds more than RenderBodyArgs declares, and pathPrefix is passed without being declared.
  const pageData: { result: unknown; componentChunkName?: unknown; path?: unknown } = loadPageDataSync(pathname);
  const { pathPrefix = "" } = args as { pathPrefix?: string };
  const { componentChunkName, path: pagePath } = pageData;
  if (typeof componentChunkName !== "string" || typeof pagePath !== "string") {
    throw new Error(
      `gatsby-ssr: the page data of ${pathname} has no componentChunkName or path; did Gatsby change it?`,
    );
  }
  const preloads = pageResourcePreloads({
    pagePath,
    pageGroupFiles: chunkGroups[componentChunkName] ?? [],
    appGroupFiles: chunkGroups.app ?? [],
    pathPrefix,
  });
  return [
    <script
      key="bundle-loader"
      id={BUNDLE_LOADER_ID}
      {...{ [PRELOADS_ATTR]: serializePreloads(preloads) }}
      dangerouslySetInnerHTML={{ __html: BUNDLE_LOADER_SCRIPT }}
    />,
  ];
}

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  args.setHtmlAttributes({ lang: "en" });
  args.setHeadComponents([
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT + THEME_EARLY_TOGGLE_SCRIPT }} />,
    // The h1 above the fold is set in Inter: fetch it with the HTML, not after the CSS is parsed.
    <link key="font-inter" rel="preload" href={interLatinUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
  args.setPostBodyComponents(bundleLoader(args));
};

/**
 * gatsby-plugin-image adds two styles and a load-event script to every page's
 * head for GatsbyImage. The site draws its photos with ui/picture.tsx instead,
 * so they would only cost bytes, a CSP hash each and a listener on every load
 * event. Anyone who brings GatsbyImage back must drop this filter.
 */
const GATSBY_IMAGE_HEAD_KEYS = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
]);

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(isValidElement(component) && GATSBY_IMAGE_HEAD_KEYS.has(String(component.key))),
    ),
  );
};
