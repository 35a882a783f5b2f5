import React, { isValidElement } from "react";
import type { GatsbySSR, RenderBodyArgs } from "gatsby";
import { BUNDLE_LOADER_SCRIPT } from "./bundle-loader-script";
import { BUNDLE_LOADER_ID, ENTRY_CHUNK_GROUP, PRELOADS_ATTR } from "./contract";
import { pageResourcePreloads, serializePreloads } from "./page-preloads";
import { THEME_SCRIPT } from "./theme-script";

/**
 * What every page's HTML carries around React: the theme script before the
 * first paint and the script that starts the page's bundles once the hero is
 * on screen. The font is preloaded by the build, which cuts it down to the
 * page's characters first (plugins/font-subset/).
 */
export const renderBody: GatsbySSR["onRenderBody"] = (args) => {
  args.setHeadComponents([<script key="theme" dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />]);
  args.setPostBodyComponents(bundleLoader(args));
};

/**
 * The bundle loader with the page's preloads. Only production builds render a
 * page with its data and leave the bundle tags to it: `gatsby develop` serves
 * a shell and passes no loadPageDataSync, so it gets none.
 */
function bundleLoader({ pathname, loadPageDataSync, ...args }: RenderBodyArgs) {
  if (typeof loadPageDataSync !== "function") return [];
  if (typeof __PAGE_CHUNK_GROUPS__ === "undefined") {
    throw new Error("The chunk groups were not compiled into the HTML renderer (see plugins/bundles/gatsby-node.ts)");
  }
  // The page data holds more than RenderBodyArgs declares, and pathPrefix is passed without being declared.
  const pageData = loadPageDataSync(pathname) as { componentChunkName?: unknown; path?: unknown };
  const { pathPrefix = "" } = args as { pathPrefix?: string };
  const { componentChunkName, path: pagePath } = pageData;
  if (typeof componentChunkName !== "string" || typeof pagePath !== "string") {
    throw new Error(`The page data of ${pathname} has no componentChunkName or path; did Gatsby change it?`);
  }
  const preloads = pageResourcePreloads({
    pagePath,
    pageGroupFiles: __PAGE_CHUNK_GROUPS__[componentChunkName] ?? [],
    appGroupFiles: __PAGE_CHUNK_GROUPS__[ENTRY_CHUNK_GROUP] ?? [],
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

export const withoutGatsbyImageHead: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) => !(isValidElement(component) && GATSBY_IMAGE_HEAD_KEYS.has(String(component.key))),
    ),
  );
};
