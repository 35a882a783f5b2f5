import React from "react";
import type { GatsbySSR } from "gatsby";
import interLatinUrl from "./src/fonts/inter-latin-wght-400-800.woff2";
import { THEME_INIT_SCRIPT } from "./src/lib/theme";

export { wrapRootElement } from "./src/components/layout/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />,
    // The h1 above the fold is set in Inter: fetch it with the HTML, not after the CSS is parsed.
    <link key="font-inter" rel="preload" href={interLatinUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};
