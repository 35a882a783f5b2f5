import { MESSAGE_TABLES } from "../../src/i18n/message-tables";
import { siteLanguages, type LanguageCode, type LanguagePageContext } from "../../src/i18n/languages";
import { readLanguageContent, readSiteLanguages } from "../site-content/language-content";
import { resolveContentDir } from "../site-content/content-dir";
import { withOverrides } from "./page-languages";

type Messages = ReturnType<typeof withOverrides>;

let read: { languages: LanguageCode[]; messages: Map<LanguageCode, Messages> } | undefined;

/**
 * The site's languages and each one's words with the owner's overrides,
 * read once per build on the first page: by then the content has passed its
 * checks, and every page of every language needs the same words.
 */
export function languagesAndMessages() {
  if (!read) {
    const contentDir = resolveContentDir(process.cwd());
    const languages = readSiteLanguages(contentDir);
    const messages = new Map(
      languages.map((code) => {
        const site = readLanguageContent(contentDir, code).files["site.json"] as {
          messages?: Record<string, string>;
        };
        return [code, withOverrides(MESSAGE_TABLES[code], site.messages)] as const;
      }),
    );
    read = { languages, messages };
  }
  return read;
}

/**
 * What a page of the language carries in its context, for a plugin that
 * creates its own pages (this plugin leaves a page with a `lang` alone).
 */
export function languageContext(code: LanguageCode): LanguagePageContext {
  const { languages, messages } = languagesAndMessages();
  return { lang: code, languages: siteLanguages(languages), messages: messages.get(code)! };
}
