import type { Messages } from "./messages";

/**
 * The languages the interface has a message table for. An owner lists the
 * site's languages in site.json; the first is served at "/", every other one
 * under "/<code>/".
 */
export const LANGUAGES = {
  en: { name: "English", locale: "en_GB" },
  de: { name: "Deutsch", locale: "de_AT" },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]];

/** A site that lists no languages is English only. */
export const DEFAULT_LANGUAGES = ["en"] as const satisfies readonly LanguageCode[];

/** One language of the site, as the page's head and its language switch need it. */
export interface SiteLanguage {
  code: LanguageCode;
  /** The language's own name, e.g. "Deutsch". */
  name: string;
  /** The path of its home page: "/" for the first language, "/<code>/" for the others. */
  path: string;
  /** Open Graph's locale, e.g. "de_AT". */
  locale: string;
}

/** Where a page of a language lives: the first language at the root, the others under their code. */
export function localisedPath(path: string, code: LanguageCode, languages: readonly LanguageCode[]): string {
  return code === languages[0] ? path : `/${code}${path}`;
}

export function siteLanguages(languages: readonly LanguageCode[]): SiteLanguage[] {
  return languages.map((code) => ({
    code,
    name: LANGUAGES[code].name,
    path: localisedPath("/", code, languages),
    locale: LANGUAGES[code].locale,
  }));
}

/** What the build puts into every page's context (plugins/languages/): its language, the site's, and its words. */
export interface LanguagePageContext {
  lang: LanguageCode;
  languages: SiteLanguage[];
  messages: Messages;
}
