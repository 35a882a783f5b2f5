import React from "react";
import { graphql } from "gatsby";
import ArrowRight from "lucide-react/icons/arrow-right";
import { SECTION_IDS, type SectionProps } from "../../lib/sections";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { PostList, type PostSummary } from "../../features/writing/post-list";
import { writingIndexPath } from "../../features/writing/paths";
import { Words } from "../ui/words";

/** The newest posts in the page's language, and a way to all of them. The page leaves it out without posts. */
export function Writing({ posts, total }: { posts: readonly PostSummary[]; total: number }) {
  const messages = useMessages();
  const { current, all } = usePageLanguage();
  const index = writingIndexPath(
    current.code,
    all.map((language) => language.code),
  );
  return (
    <section id={SECTION_IDS.writing} data-section="writing" aria-labelledby="writing-title" className="section">
      <h2 id="writing-title" className="section-title">
        <Words text={messages["writing.title"]} />
      </h2>
      <p className="section-lead">
        <Words text={messages["writing.lead"]} prose />
      </p>
      <div className="mt-8">
        <PostList posts={posts} lang={current.code} headingLevel={3} columns />
        <a
          href={index}
          className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink underline-offset-4 hover:text-accent-ink hover:underline"
        >
          {messages["writing.allPosts"]}
          {total > posts.length && <span className="font-normal text-muted">({total})</span>}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </section>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function WritingSection({ content }: SectionProps<Queries.WritingSectionFragment>) {
  return <Writing posts={content.latestPosts.nodes} total={content.latestPosts.totalCount} />;
}

/** The three newest posts: the writing index lists them all. */
export const writingContent = graphql`
  fragment WritingSection on Query {
    latestPosts: allWritingPost(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { slug: ASC }], limit: 3) {
      totalCount
      nodes {
        path
        title
        date
        description
        readingMinutes
      }
    }
  }
`;
