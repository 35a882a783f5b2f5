import React from "react";
import type { GatsbySSR } from "gatsby";
import { THEME_INIT_SCRIPT } from "./src/lib/theme";

export { wrapRootElement } from "./src/components/layout/wrap-root-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([<script key="theme-init" dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />]);
};
