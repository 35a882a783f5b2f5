import React from "react";
import type { GatsbySSR } from "gatsby";
import { PROSE_CSS } from "../../src/features/writing/prose-style";
import { CASE_STUDIES_PATH, WRITING_PATH } from "../../src/features/writing/paths";

/** A post's or a case study's address in any language: /writing/<slug>/, /de/projects/<slug>/. */
const POST_PAGE = new RegExp(`^(?:/[a-z]{2})?/(?:${WRITING_PATH}|${CASE_STUDIES_PATH})/[^/]+/$`);

/**
 * The styles of a post's text go into the pages of posts and case studies only: imported,
 * Gatsby would add them to every page's stylesheet, and from the template's
 * Head they would ship in its script as well. Links between pages are plain
 * links, so every post page arrives with its HTML.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (POST_PAGE.test(pathname)) {
    setHeadComponents([<style key="prose" dangerouslySetInnerHTML={{ __html: PROSE_CSS }} />]);
  }
};
