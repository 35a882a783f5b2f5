import type { LanguageCode, LanguagePageContext } from "../../src/i18n/languages";
import { localisedPath, siteLanguages } from "../../src/i18n/languages";
import type { Messages } from "../../src/i18n/messages";

export interface LanguagePage {
  path: string;
  context: LanguagePageContext;
}

/**
 * The copies of one page, one per language of the site: the first at the
 * page's own path, every other one under its code. The messages are the
 * language's table with the owner's overrides for that language.
 */
export function languagePages(
  path: string,
  languages: readonly LanguageCode[],
  messagesOf: (code: LanguageCode) => Messages,
): LanguagePage[] {
  const all = siteLanguages(languages);
  return languages.map((code) => ({
    path: localisedPath(path, code, languages),
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
