import { createContext, useContext } from "react";
import type { SiteLanguage } from "../i18n/languages";

export interface PageLanguage {
  /** The page's own language. */
  current: SiteLanguage;
  /** Every language of the site, the first served at "/". */
  all: readonly SiteLanguage[];
}

/** The page's language and its siblings, from the page context (wrapPageElement), like the interface's texts. */
export const PageLanguageContext = createContext<PageLanguage | null>(null);

export function usePageLanguage(): PageLanguage {
  const language = useContext(PageLanguageContext);
  if (!language) throw new Error("No page language: a page gets it from its context (plugins/languages/)");
  return language;
}
