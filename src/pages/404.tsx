import React, { useEffect } from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { AccentStyle } from "../components/layout/accent-style";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { Layout } from "../components/layout/layout";
import { SiteHeader } from "../components/layout/site-header";
import { Seo } from "../components/layout/seo";
import { logMissingPath } from "../lib/not-found";
import { useMessages } from "../hooks/use-messages";
import { formatMessage } from "../i18n/messages";
import type { LanguagePageContext } from "../i18n/languages";
import { Words } from "../components/ui/words";
import { feedLink } from "../features/writing/feed-link";

export default function NotFoundPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, LanguagePageContext>) {
  useEffect(() => {
    logMissingPath(location.pathname);
  }, [location.pathname]);
  const messages = useMessages();
  const home = pageContext.languages.find((language) => language.code === pageContext.lang)?.path ?? "/";
  const name = data?.siteJson?.name;

  // Headed from the left on the content column, as every section of the home page is, under the same header.
  return (
    <Layout header={<SiteHeader name={name ?? undefined} />}>
      <section className="section flex min-h-[70svh] flex-col justify-center pt-[calc(var(--header-height)+3rem)]">
        <h1 className="text-8xl text-accent-ink sm:text-9xl">404</h1>
        <p className="mt-6 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          <Words text={messages["notFound.message"]} />
        </p>
        <p className="section-lead">
          <Words text={messages["notFound.hint"]} prose />
        </p>
        <div className="mt-8">
          <Link to={home} className="btn-primary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {messages["notFound.backHome"]}
          </Link>
        </div>
      </section>
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.NotFoundPageQuery, LanguagePageContext>) {
  // Head is rendered apart from the page element, outside its providers: the words come from the page context.
  const { messages } = pageContext;
  const site = data.siteJson;
  if (!site) return null;
  return (
    <>
      <html lang={pageContext.lang} />
      <AccentStyle accent={site.accent} />
      <Seo
        title={formatMessage(messages["notFound.title"], { name: site.name })}
        description={site.description}
        siteUrl={site.siteUrl}
        path={location.pathname}
        noIndex
        feed={feedLink(data.writing.totalCount, pageContext, site.name)}
      />
    </>
  );
}

export const query = graphql`
  query NotFoundPage($lang: String!) {
    siteJson(lang: { eq: $lang }) {
      name
      siteUrl
      description
      accent
    }
    ...WritingFeedCount
  }
`;
