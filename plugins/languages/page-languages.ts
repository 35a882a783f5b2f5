import type { LanguageCode, LanguagePageContext } from "../../src/i18n/languages";
import { localisedPath, siteLanguages } from "../../src/i18n/languages";
import type { Messages } from "../../src/i18n/messages";

export interface LanguagePage {
  path: string;
  /** Addresses the page answers for in the browser besides its own path. */
  matchPath?: string;
  context: LanguagePageContext;
}

/** The path Gatsby gives src/pages/404.tsx; its /404.html copy is made from it. */
const NOT_FOUND_PATH = "/404/";

/**
 * The copies of one page, one per language of the site: the first at the
 * page's own path, every other one under its code. The messages are the
 * language's table with the owner's overrides for that language.
 *
 * Another language's 404 page answers for every unknown address under its
 * folder. Gatsby leaves the address of its own /404 page alone, but would
 * replace "/de/anything" with "/de/404/" once loaded; an address a page
 * matches it keeps, and it draws that page.
 */
export function languagePages(
  path: string,
  languages: readonly LanguageCode[],
  messagesOf: (code: LanguageCode) => Messages,
): LanguagePage[] {
  const all = siteLanguages(languages);
  return languages.map((code, index) => ({
    path: localisedPath(path, code, languages),
    ...(path === NOT_FOUND_PATH && index > 0 ? { matchPath: `/${code}/*` } : {}),
    context: { lang: code, languages: all, messages: messagesOf(code) },
  }));
}

/** The table of a language with the owner's rewordings laid over it. */
export function withOverrides(table: Messages, overrides: Partial<Record<string, string>> | undefined): Messages {
  const known = Object.entries(overrides ?? {}).filter(
    (entry): entry is [string, string] => entry[0] in table && typeof entry[1] === "string",
  );
  return { ...table, ...Object.fromEntries(known) };
}
