import React from "react";
import type { GatsbyBrowser } from "gatsby";
import type { LanguagePageContext } from "../../i18n/languages";
import { MessagesProvider } from "../../hooks/use-messages";
import { PageLanguageContext } from "../../hooks/use-page-language";
import { ErrorBoundary } from "./error-boundary";

/**
 * Every page gets its language and the interface's words in it from the
 * page context, on the server and in the browser alike, so the first paint
 * is already in the page's language. The whole-page error message sits
 * inside, so it speaks the page's language too.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  // Gatsby's own pages under `gatsby develop` (its 404 listing) have no language.
  const { lang, languages, messages } = props.pageContext as Partial<LanguagePageContext>;
  const current = languages?.find((language) => language.code === lang);
  const page = <ErrorBoundary>{element}</ErrorBoundary>;
  if (!current || !languages || !messages) return page;
  return (
    <PageLanguageContext.Provider value={{ current, all: languages }}>
      <MessagesProvider messages={messages}>{page}</MessagesProvider>
    </PageLanguageContext.Provider>
  );
};
