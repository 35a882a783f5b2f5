import React from "react";
import type { GatsbyBrowser } from "gatsby";
import type { LanguageCode, SiteLanguage } from "../../i18n/languages";
import type { Messages } from "../../i18n/messages";
import { MessagesProvider } from "../../hooks/use-messages";
import { PageLanguageContext } from "../../hooks/use-page-language";
import { ErrorBoundary } from "./error-boundary";

/** What the build puts into every page's context (plugins/languages/). */
interface LanguageContext {
  lang?: LanguageCode;
  languages?: SiteLanguage[];
  messages?: Messages;
}

/**
 * Every page gets its language and the interface's words in it from the
 * page context, on the server and in the browser alike, so the first paint
 * is already in the page's language. The whole-page error message sits
 * inside, so it speaks the page's language too.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const { lang, languages, messages } = props.pageContext as LanguageContext;
  const current = languages?.find((language) => language.code === lang);
  const page = <ErrorBoundary>{element}</ErrorBoundary>;
  if (!current || !languages || !messages) return page;
  return (
    <PageLanguageContext.Provider value={{ current, all: languages }}>
      <MessagesProvider messages={messages}>{page}</MessagesProvider>
    </PageLanguageContext.Provider>
  );
};
