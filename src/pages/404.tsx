import React, { useEffect } from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { AccentStyle } from "../components/layout/accent-style";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { logMissingPath } from "../lib/not-found";

export default function NotFoundPage({ location }: PageProps) {
  useEffect(() => {
    logMissingPath(location.pathname);
  }, [location.pathname]);

  return (
    <Layout>
      <section className="section flex min-h-screen flex-col items-center justify-center gap-4 text-center">
        <h1 className="text-7xl font-extrabold tracking-tight">404</h1>
        <p className="text-xl text-muted">Oops! Page not found</p>
        <Link to="/" className="btn-primary mt-4">
          Return to Home
        </Link>
      </section>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const site = data.siteJson;
  if (!site) return null;
  return (
    <>
      <AccentStyle accent={site.accent} />
      <Seo
        title={`Page not found – ${site.name}`}
        description={site.description}
        siteUrl={site.siteUrl}
        path={location.pathname}
        noIndex
      />
    </>
  );
}

export const query = graphql`
  query NotFoundPage {
    siteJson {
      name
      siteUrl
      description
      accent
    }
  }
`;
