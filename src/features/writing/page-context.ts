import type { LanguageCode, LanguagePageContext } from "../../i18n/languages";

/** A post linked from another: the older and newer links under a post. */
export interface PostLink {
  path: string;
  title: string;
}

export interface WritingIndexContext extends LanguagePageContext {
  /** The languages whose writing index exists, so the head pairs only those. */
  translations: LanguageCode[];
}

export interface PostPageContext extends LanguagePageContext {
  id: string;
  older: PostLink | null;
  newer: PostLink | null;
  /** The languages this post is written in, this one among them: the head pairs only those pages. */
  translations: LanguageCode[];
}

export interface CaseStudyPageContext extends LanguagePageContext {
  id: string;
  /** The languages this case study is written in, this one among them: the head pairs only those pages. */
  translations: LanguageCode[];
}
