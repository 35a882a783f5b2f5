import React from "react";
import { readFileSync } from "fs";
import path from "path";
import type { GatsbySSR } from "gatsby";
import interLatinUrl from "./src/fonts/inter-latin-wght-400-800.woff2";
import { THEME_INIT_SCRIPT } from "./src/lib/theme";
import { pageResourcePreloads } from "./src/lib/page-preloads";

export { wrapRootElement } from "./src/components/layout/wrap-root-element";

type ChunkMapping = Record<string, string[]>;
let chunkMapping: ChunkMapping | undefined;

/** Written by the JavaScript build before any HTML is rendered; read once per renderer. */
function readChunkMapping(): ChunkMapping {
  chunkMapping ??= JSON.parse(
    readFileSync(path.join(process.cwd(), "public", "chunk-map.json"), "utf8"),
  ) as ChunkMapping;
  return chunkMapping;
}

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { pathname, loadPageDataSync, setHtmlAttributes, setHeadComponents } = args;
  // The page data holds more than RenderBodyArgs declares.
  const pageData: { result: unknown; componentChunkName?: unknown; path?: unknown } = loadPageDataSync(pathname);
  const { componentChunkName, path: pagePath } = pageData;
  if (typeof componentChunkName !== "string" || typeof pagePath !== "string") {
    throw new Error(
      `gatsby-ssr: the page data of ${pathname} has no componentChunkName or path; did Gatsby change it?`,
    );
  }
  // Passed at runtime although RenderBodyArgs does not declare it.
  const { pathPrefix = "" } = args as { pathPrefix?: string };

  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    // The h1 above the fold is set in Inter: fetch it with the HTML, not after the CSS is parsed.
    <link key="font-inter" rel="preload" href={interLatinUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...pageResourcePreloads({ pagePath, componentChunkName, chunkMapping: readChunkMapping(), pathPrefix }).map(
      ({ href, as, crossOrigin }) => <link key={href} rel="preload" href={href} as={as} crossOrigin={crossOrigin} />,
    ),
  ]);
};
