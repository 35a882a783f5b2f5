import type { GatsbyNode } from "gatsby";
import { readSiteLanguages } from "../site-content/language-content";
import { resolveContentDir } from "../site-content/content-dir";
import { languagesAndMessages } from "./language-context";
import { languagePages } from "./page-languages";

/** Gatsby's own page for unknown paths under `gatsby develop`; it lists pages and has no language. */
const DEVELOP_404 = /^\/dev-404-page\/?$/;

/**
 * Every page of src/pages is built once per language of the site, with the
 * language and its words in the page context: the first language at the
 * page's path, the others under "/<code>/". A site with one language keeps
 * exactly the pages it had.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { lang?: unknown }).lang !== undefined || DEVELOP_404.test(page.path)) return;
  const { languages, messages } = languagesAndMessages();
  actions.deletePage(page);
  for (const { path, matchPath, context } of languagePages(page.path, languages, (code) => messages.get(code)!)) {
    actions.createPage({ ...page, path, ...(matchPath && { matchPath }), context: { ...page.context, ...context } });
  }
};

/**
 * An unknown address under a language's folder gets that language's 404
 * page, with the 404 status: Netlify takes the rule from _redirects (the
 * adapter writes it), and it applies only where no file exists. It points
 * at the page's /404.html copy, which stays where it is built: the adapter
 * moves the files of a page that matches addresses (the /404/ one).
 */
export const createPages: GatsbyNode["createPages"] = ({ actions }) => {
  const languages = readSiteLanguages(resolveContentDir(process.cwd()));
  for (const code of languages.slice(1)) {
    actions.createRedirect({ fromPath: `/${code}/*`, toPath: `/${code}/404.html`, statusCode: 404 });
  }
};
