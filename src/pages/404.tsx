import React, { useEffect } from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { AccentStyle } from "../components/layout/accent-style";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { logMissingPath } from "../lib/not-found";
import { useMessages } from "../hooks/use-messages";
import { formatMessage } from "../i18n/messages";
import type { LanguagePageContext } from "../i18n/languages";

export default function NotFoundPage({ location, pageContext }: PageProps<object, LanguagePageContext>) {
  useEffect(() => {
    logMissingPath(location.pathname);
  }, [location.pathname]);
  const messages = useMessages();

  return (
    <Layout>
      <section className="section flex min-h-screen flex-col items-center justify-center gap-4 text-center">
        <h1 className="text-7xl font-extrabold tracking-tight">404</h1>
        <p className="text-xl text-muted">{messages["notFound.message"]}</p>
        <Link
          to={pageContext.languages.find((language) => language.code === pageContext.lang)?.path ?? "/"}
          className="btn-primary mt-4"
        >
          {messages["notFound.backHome"]}
        </Link>
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
  }
`;
