import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Rss from "lucide-react/icons/rss";
import { Words } from "../components/ui/words";
import { ArticleFrame, ArticleHead } from "../features/writing/article-page";
import { feedLink } from "../features/writing/feed-link";
import type { WritingIndexContext } from "../features/writing/page-context";
import { PostList } from "../features/writing/post-list";
import { useMessages } from "../hooks/use-messages";
import { formatMessage } from "../i18n/messages";

type WritingIndexProps = PageProps<Queries.WritingIndexPageQuery, WritingIndexContext>;

/** The language's posts, newest first, with a link to their feed. */
export default function WritingIndexPage({ data, pageContext }: WritingIndexProps) {
  const messages = useMessages();
  const site = data.siteJson;
  if (!site) throw new Error("The page has no content: the terminal running the site lists what to fix in content/");
  const feed = feedLink(data.writing.totalCount, pageContext, site.name);

  return (
    <ArticleFrame site={site} posts={data.writing.totalCount} context={pageContext} as="div">
      <h1 className="section-title">{messages["writing.title"]}</h1>
      <p className="section-lead">
        <Words text={messages["writing.lead"]} prose />
      </p>
      {feed && (
        <a
          href={feed.href}
          className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
        >
          <Rss aria-hidden="true" className="h-4 w-4" />
          {messages["writing.feedLink"]}
        </a>
      )}
      <div className="mt-8">
        <PostList posts={data.posts.nodes} lang={pageContext.lang} />
      </div>
    </ArticleFrame>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WritingIndexPageQuery, WritingIndexContext>) {
  const { messages } = pageContext;
  return (
    <ArticleHead
      data={data}
      context={pageContext}
      path={location.pathname}
      title={formatMessage(messages["writing.pageTitle"], { name: data.siteJson?.name ?? "" })}
      description={messages["writing.lead"]}
    />
  );
}

export const query = graphql`
  query WritingIndexPage($lang: String!) {
    siteJson(lang: { eq: $lang }) {
      ...ArticleSite
    }
    ...PageShareCard
    ...WritingFeedCount
    posts: allWritingPost(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { slug: ASC }]) {
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
