import { graphql } from "gatsby";
import { formatMessage } from "../../i18n/messages";
import type { LanguagePageContext } from "../../i18n/languages";
import { feedPath } from "./paths";

/**
 * The head's link to the page language's feed, so a reader's app finds it
 * from any page; none where the language has no posts, as it has no feed.
 */
export function feedLink(
  posts: number,
  { lang, languages, messages }: LanguagePageContext,
  name: string,
): { href: string; title: string } | null {
  if (posts === 0) return null;
  const codes = languages.map((language) => language.code);
  return { href: feedPath(lang, codes), title: formatMessage(messages["writing.feed"], { name }) };
}

/** How many posts the page's language has: whether its head links a feed. */
export const writingFeedCount = graphql`
  fragment WritingFeedCount on Query {
    writing: allWritingPost(filter: { lang: { eq: $lang } }) {
      totalCount
    }
  }
`;
