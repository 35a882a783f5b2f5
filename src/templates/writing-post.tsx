import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Picture } from "../components/ui/picture";
import { Words } from "../components/ui/words";
import { ArticleFrame, ArticleHead } from "../features/writing/article-page";
import type { PostPageContext } from "../features/writing/page-context";
import { writingIndexPath } from "../features/writing/paths";
import { PostBody } from "../features/writing/post-body";
import { formatPostDate } from "../features/writing/post-date";
import { useMessages } from "../hooks/use-messages";
import { formatMessage } from "../i18n/messages";

type PostPageProps = PageProps<Queries.WritingPostPageQuery, PostPageContext>;

/**
 * A post: its title, day and reading time, its cover, its text, and links to
 * the older and newer post.
 */
export default function WritingPostPage({ data, pageContext }: PostPageProps) {
  const messages = useMessages();
  const { writingPost: post, siteJson: site } = data;
  if (!post || !site) throw new Error("The post has no content: the terminal running the site lists what to fix");
  const codes = pageContext.languages.map((language) => language.code);
  const cover = post.cover?.childImageSharp?.gatsbyImageData;

  return (
    <ArticleFrame site={site} posts={data.writing.totalCount} context={pageContext}>
      <a
        href={writingIndexPath(pageContext.lang, codes)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {messages["writing.allPosts"]}
      </a>
      <h1 className="mt-4 text-4xl text-ink sm:text-5xl">
        <Words text={post.title} />
      </h1>
      <p className="mt-4 text-sm text-muted">
        <time dateTime={post.date}>{formatPostDate(post.date, pageContext.lang)}</time>
        <span aria-hidden="true"> · </span>
        {formatMessage(messages["writing.readingTime"], { minutes: post.readingMinutes })}
      </p>
      {/* On a phone held sideways the cover is cropped to most of the screen's height, so text follows it. */}
      {cover && (
        <Picture
          image={cover}
          alt=""
          loading="eager"
          fetchPriority="high"
          className="mt-8 rounded-2xl short:max-h-[70svh]"
        />
      )}
      <div className="mt-10">
        <PostBody blocks={post.body} />
      </div>
      {(pageContext.older || pageContext.newer) && (
        <nav aria-label={messages["writing.morePosts"]} className="mt-16 grid gap-4 sm:grid-cols-2">
          {pageContext.older && (
            <a href={pageContext.older.path} rel="prev" className="card group p-5 hover:bg-raised">
              <span className="inline-flex items-center gap-2 text-sm text-muted">
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                {messages["writing.older"]}
              </span>
              <span className="mt-1 block font-semibold text-ink">
                <Words text={pageContext.older.title} />
              </span>
            </a>
          )}
          {pageContext.newer && (
            <a
              href={pageContext.newer.path}
              rel="next"
              className="card group p-5 hover:bg-raised sm:col-start-2 sm:text-right"
            >
              <span className="inline-flex items-center gap-2 text-sm text-muted">
                {messages["writing.newer"]}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </span>
              <span className="mt-1 block font-semibold text-ink">
                <Words text={pageContext.newer.title} />
              </span>
            </a>
          )}
        </nav>
      )}
    </ArticleFrame>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WritingPostPageQuery, PostPageContext>) {
  const post = data.writingPost;
  if (!post) return null;
  return (
    <ArticleHead
      data={data}
      context={pageContext}
      path={location.pathname}
      title={`${post.title} – ${data.siteJson?.name ?? ""}`}
      description={post.description}
      article={{ type: "BlogPosting", headline: post.title, datePublished: post.date }}
      card={post.shareCard}
    />
  );
}

export const query = graphql`
  query WritingPostPage($id: String!, $lang: String!) {
    writingPost(id: { eq: $id }) {
      title
      date
      description
      readingMinutes
      shareCard {
        path
        width
        height
      }
      cover {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.6
            outputPixelDensities: [1, 2]
            sizes: "(min-width: 1536px) 760px, (min-width: 704px) 640px, calc(100vw - 2.5rem)"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
      body {
        ...PostBlocks
      }
    }
    siteJson(lang: { eq: $lang }) {
      ...ArticleSite
    }
    ...PageShareCard
    ...WritingFeedCount
  }
`;
