import type { LanguageCode } from "../../i18n/languages";

export interface CaseStudyPage {
  readonly slug: string;
  readonly lang: string;
  readonly path: string;
}

/**
 * Where a project card's case study link leads: the case study in the page's
 * language, else in the site's first language, whose version every case
 * study has. None where the project names no case study.
 */
export function caseStudyLink(
  slug: string | null | undefined,
  pages: readonly CaseStudyPage[],
  lang: LanguageCode,
  first: LanguageCode,
): string | undefined {
  if (!slug) return undefined;
  const inLanguage = (code: LanguageCode) => pages.find((page) => page.slug === slug && page.lang === code)?.path;
  return inLanguage(lang) ?? inLanguage(first);
}
