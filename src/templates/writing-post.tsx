import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { AccentStyle } from "../components/layout/accent-style";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { SiteHeader } from "../components/layout/site-header";
import { Footer } from "../components/sections/footer";
import { Picture } from "../components/ui/picture";
import { Words } from "../components/ui/words";
import { feedLink } from "../features/writing/feed-link";
import { writingIndexPath } from "../features/writing/paths";
import { PostBody } from "../features/writing/post-body";
import { formatPostDate } from "../features/writing/post-date";
import { useMessages } from "../hooks/use-messages";
import { COLUMN, PAGE } from "../features/writing/reading-column";
import { localisedPath } from "../i18n/languages";
import { formatMessage } from "../i18n/messages";
import { buildPostingJsonLd } from "../lib/json-ld";
import { emptySections, visibleSections } from "../lib/sections";
import { previewImage } from "../lib/share-card";
import type { PostPageContext } from "../features/writing/page-context";

type PostPageProps = PageProps<Queries.WritingPostPageQuery, PostPageContext>;

const codesOf = (context: PostPageContext) => context.languages.map((language) => language.code);

/**
 * A post: its title, day and reading time, its cover, its text, and links to
 * the older and newer post, under the site's header and over its footer,
 * whose links lead to the home page's sections.
 */
export default function WritingPostPage({ data, pageContext }: PostPageProps) {
  const messages = useMessages();
  const { writingPost: post, siteJson: site } = data;
  if (!post || !site) throw new Error("The post has no content: the terminal running the site lists what to fix");
  const codes = codesOf(pageContext);
  const home = localisedPath("/", pageContext.lang, codes);
  const shown = visibleSections(site.sections, emptySections(data.writing.totalCount));
  const cover = post.cover?.childImageSharp?.gatsbyImageData;

  return (
    <Layout
      header={<SiteHeader name={site.name} shown={shown} home={home} />}
      footer={<Footer {...site} shown={shown} home={home} />}
    >
      <article className={PAGE}>
        <div className={COLUMN}>
          <a
            href={writingIndexPath(pageContext.lang, codes)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted hover:text-ink"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {messages["writing.allPosts"]}
          </a>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl 2xl:text-5xl">
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
        </div>
      </article>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WritingPostPageQuery, PostPageContext>) {
  const { writingPost: post, siteJson: site } = data;
  if (!post || !site) return null;
  const language = pageContext.languages.find((entry) => entry.code === pageContext.lang);
  // The head pairs only the versions this post has; the switch may lead elsewhere.
  const versions = pageContext.languages.filter((entry) => pageContext.translations.includes(entry.code));
  const image = previewImage({ ...site, shareCard: data.shareCard });
  const absolute = (path: string) => new URL(path, `${site.siteUrl}/`).href;
  return (
    <>
      <html lang={pageContext.lang} />
      <AccentStyle accent={site.accent} />
      <Seo
        title={`${post.title} – ${site.name}`}
        description={post.description}
        siteUrl={site.siteUrl}
        path={location.pathname}
        image={image}
        language={language}
        languages={versions}
        type="article"
        feed={feedLink(data.writing.totalCount, pageContext, site.name)}
        jsonLd={buildPostingJsonLd({
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          url: absolute(location.pathname),
          inLanguage: pageContext.lang,
          author: { name: site.name, url: absolute(localisedPath("/", pageContext.lang, codesOf(pageContext))) },
          image: image ? absolute(image.path) : undefined,
        })}
      />
    </>
  );
}

export const query = graphql`
  query WritingPostPage($id: String!, $lang: String!) {
    writingPost(id: { eq: $id }) {
      title
      date
      description
      readingMinutes
      cover {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.6
            outputPixelDensities: [0.5, 0.75, 1, 1.5, 2]
            sizes: "(min-width: 1536px) 760px, (min-width: 704px) 640px, calc(100vw - 2.5rem)"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
      body {
        html
        alt
        caption
        image {
          childImageSharp {
            gatsbyImageData(
              width: 640
              outputPixelDensities: [0.5, 0.75, 1, 1.5, 2]
              sizes: "(min-width: 1536px) 760px, (min-width: 704px) 640px, calc(100vw - 2.5rem)"
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    siteJson(lang: { eq: $lang }) {
      sections
      accent
      ...SiteSeo
    }
    ...PageShareCard
    ...WritingFeedCount
  }
`;
