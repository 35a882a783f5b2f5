import { localisedPath, type LanguageCode } from "../../i18n/languages";

/** The folder of the site's addresses that holds the posts, in every language: /writing/, /de/writing/. */
export const WRITING_PATH = "writing";

export const writingIndexPath = (code: LanguageCode, languages: readonly LanguageCode[]) =>
  localisedPath(`/${WRITING_PATH}/`, code, languages);

export const postPath = (slug: string, code: LanguageCode, languages: readonly LanguageCode[]) =>
  localisedPath(`/${WRITING_PATH}/${slug}/`, code, languages);

/** Where a language's feed lives, beside its writing index: /writing/rss.xml, /de/writing/rss.xml. */
export const feedPath = (code: LanguageCode, languages: readonly LanguageCode[]) =>
  `${writingIndexPath(code, languages)}rss.xml`;

/** The folder of the site's addresses that holds the case studies: /projects/<slug>/, /de/projects/<slug>/. */
export const CASE_STUDIES_PATH = "projects";

export const caseStudyPath = (slug: string, code: LanguageCode, languages: readonly LanguageCode[]) =>
  localisedPath(`/${CASE_STUDIES_PATH}/${slug}/`, code, languages);
