import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Rss } from "lucide-react";
import { AccentStyle } from "../components/layout/accent-style";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { SiteHeader } from "../components/layout/site-header";
import { Footer } from "../components/sections/footer";
import { Words } from "../components/ui/words";
import { feedLink } from "../features/writing/feed-link";
import type { WritingIndexContext } from "../features/writing/page-context";
import { PostList } from "../features/writing/post-list";
import { useMessages } from "../hooks/use-messages";
import { COLUMN, PAGE } from "../features/writing/reading-column";
import { localisedPath } from "../i18n/languages";
import { formatMessage } from "../i18n/messages";
import { emptySections, visibleSections } from "../lib/sections";
import { previewImage } from "../lib/share-card";

type WritingIndexProps = PageProps<Queries.WritingIndexPageQuery, WritingIndexContext>;

/** The language's posts, newest first, with a link to their feed. */
export default function WritingIndexPage({ data, pageContext }: WritingIndexProps) {
  const messages = useMessages();
  const site = data.siteJson;
  if (!site) throw new Error("The page has no content: the terminal running the site lists what to fix in content/");
  const codes = pageContext.languages.map((language) => language.code);
  const home = localisedPath("/", pageContext.lang, codes);
  const shown = visibleSections(site.sections, emptySections(data.posts.totalCount));
  const feed = feedLink(data.posts.totalCount, pageContext, site.name);

  return (
    <Layout
      header={<SiteHeader name={site.name} shown={shown} home={home} />}
      footer={<Footer {...site} shown={shown} home={home} />}
    >
      <div className={PAGE}>
        <div className={COLUMN}>
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
        </div>
      </div>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.WritingIndexPageQuery, WritingIndexContext>) {
  const site = data.siteJson;
  if (!site) return null;
  const { messages } = pageContext;
  return (
    <>
      <html lang={pageContext.lang} />
      <AccentStyle accent={site.accent} />
      <Seo
        title={formatMessage(messages["writing.pageTitle"], { name: site.name })}
        description={messages["writing.lead"]}
        siteUrl={site.siteUrl}
        path={location.pathname}
        image={previewImage({ ...site, shareCard: data.shareCard })}
        language={pageContext.languages.find((language) => language.code === pageContext.lang)}
        languages={pageContext.languages.filter((language) => pageContext.translations.includes(language.code))}
        feed={feedLink(data.posts.totalCount, pageContext, site.name)}
      />
    </>
  );
}

export const query = graphql`
  query WritingIndexPage($lang: String!) {
    siteJson(lang: { eq: $lang }) {
      sections
      accent
      ...SiteSeo
    }
    ...PageShareCard
    posts: allWritingPost(filter: { lang: { eq: $lang } }, sort: [{ date: DESC }, { slug: ASC }]) {
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
