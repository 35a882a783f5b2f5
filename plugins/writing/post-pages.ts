import type { LanguageCode, LanguagePageContext, SiteLanguage } from "../../src/i18n/languages";
import type {
  CaseStudyPageContext,
  PostLink,
  PostPageContext,
  WritingIndexContext,
} from "../../src/features/writing/page-context";
import { caseStudyPath, postPath, writingIndexPath } from "../../src/features/writing/paths";

/** A post as the pages need it: enough to order, address and link it. */
export interface PostEntry {
  id: string;
  lang: LanguageCode;
  slug: string;
  title: string;
  /** YYYY-MM-DD, so that text order is date order. */
  date: string;
}

export interface WritingPage<Context> {
  path: string;
  context: Context;
}

/** Newest first; two posts of one day by their address, so the order never depends on the file system. */
export function newestFirst<Post extends Pick<PostEntry, "date" | "slug">>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug, "en"));
}

/**
 * Where the language switch of a page leads: the same post in each other
 * language where it is written, else that language's writing index, else
 * (a language with no posts) its home page.
 */
function switchTargets(
  base: readonly SiteLanguage[],
  languages: readonly LanguageCode[],
  withPosts: ReadonlySet<LanguageCode>,
  versionOf: (code: LanguageCode) => string | undefined,
): SiteLanguage[] {
  return base.map((language) => ({
    ...language,
    path:
      versionOf(language.code) ??
      (withPosts.has(language.code) ? writingIndexPath(language.code, languages) : language.path),
  }));
}

/**
 * The writing pages of the site: an index for each language that has posts,
 * and a page for each post, linked to the older and newer post of its
 * language and, through the language switch, to its versions in the others.
 * No posts, no pages.
 */
export function writingPages(
  posts: readonly PostEntry[],
  languages: readonly LanguageCode[],
  contextOf: (code: LanguageCode) => LanguagePageContext,
): { indexes: WritingPage<WritingIndexContext>[]; posts: WritingPage<PostPageContext>[] } {
  const withPosts = new Set(posts.map((post) => post.lang));
  const indexLanguages = languages.filter((code) => withPosts.has(code));

  const indexes = indexLanguages.map((code) => {
    const context = contextOf(code);
    return {
      path: writingIndexPath(code, languages),
      context: {
        ...context,
        languages: switchTargets(context.languages, languages, withPosts, (other) =>
          withPosts.has(other) ? writingIndexPath(other, languages) : undefined,
        ),
        translations: indexLanguages,
      },
    };
  });

  const pages = indexLanguages.flatMap((code) => {
    const ordered = newestFirst(posts.filter((post) => post.lang === code));
    const context = contextOf(code);
    const link = (post: PostEntry | undefined): PostLink | null =>
      post ? { path: postPath(post.slug, code, languages), title: post.title } : null;
    return ordered.map((post, index) => {
      const translations = languages.filter((other) =>
        posts.some((version) => version.lang === other && version.slug === post.slug),
      );
      return {
        path: postPath(post.slug, code, languages),
        context: {
          ...context,
          languages: switchTargets(context.languages, languages, withPosts, (other) =>
            translations.includes(other) ? postPath(post.slug, other, languages) : undefined,
          ),
          id: post.id,
          older: link(ordered[index + 1]),
          newer: link(ordered[index - 1]),
          translations,
        },
      };
    });
  });
  return { indexes, posts: pages };
}

/** A case study as its pages need it. */
export interface CaseStudyEntry {
  id: string;
  lang: LanguageCode;
  slug: string;
}

/**
 * A page per case study and language it is written in. Its language switch
 * leads to its other version, or to the home page of a language without one.
 */
export function caseStudyPages(
  studies: readonly CaseStudyEntry[],
  languages: readonly LanguageCode[],
  contextOf: (code: LanguageCode) => LanguagePageContext,
): WritingPage<CaseStudyPageContext>[] {
  return studies.map((study) => {
    const context = contextOf(study.lang);
    const translations = languages.filter((code) =>
      studies.some((version) => version.slug === study.slug && version.lang === code),
    );
    return {
      path: caseStudyPath(study.slug, study.lang, languages),
      context: {
        ...context,
        languages: context.languages.map((language) => ({
          ...language,
          path: translations.includes(language.code)
            ? caseStudyPath(study.slug, language.code, languages)
            : language.path,
        })),
        id: study.id,
        translations,
      },
    };
  });
}
