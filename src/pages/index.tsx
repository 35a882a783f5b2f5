import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { SiteHeader } from "../components/layout/site-header";
import { Seo } from "../components/layout/seo";
import { HydrationBoundary } from "../boot/hydration-boundary";
import { Footer } from "../components/sections/footer";
import { SECTION_VIEWS } from "../components/sections/page-sections.gen";
import { HeroPhotoPreload } from "../components/hero/hero-photo-preload";
import { AccentStyle } from "../components/layout/accent-style";
import { imagePreloadFor, photosFromQuery } from "../lib/photo-sources";
import { emptySections, visibleSections, type SectionProps } from "../lib/sections";
import { previewImage } from "../lib/share-card";
import type { LanguagePageContext } from "../i18n/languages";
import { feedLink } from "../features/writing/feed-link";

type IndexPageProps = PageProps<Queries.IndexPageQuery, LanguagePageContext>;

/** The content files the page query reads; the drawn share card is not one, and is absent beside an ogImage. */
type ContentFiles = Omit<Queries.IndexPageQuery, "shareCard">;

/** Every content file, present (a mistake saved under `npm run develop` leaves one null). */
type PageContent = { readonly [File in keyof ContentFiles]-?: NonNullable<ContentFiles[File]> };

function isComplete(data: Queries.IndexPageQuery | undefined): data is Queries.IndexPageQuery & PageContent {
  if (!data) return false;
  const { shareCard: _shareCard, ...files } = data;
  return Object.values(files).every((file) => file != null);
}

export default function IndexPage({ data }: IndexPageProps) {
  if (!isComplete(data))
    throw new Error("The page has no content: the terminal running the site lists what to fix in content/");
  const site = data.siteJson;
  const shown = visibleSections(site.sections, emptySections(data.writing.totalCount));

  return (
    <Layout
      header={<SiteHeader name={site.name} initials={site.initials} shown={shown} />}
      footer={
        <HydrationBoundary>
          <Footer
            name={site.name}
            jobTitle={site.jobTitle}
            location={site.location}
            email={site.email}
            linkedinUrl={site.linkedinUrl}
            shown={shown}
          />
        </HydrationBoundary>
      }
    >
      {shown.map((id) => {
        const View: React.ComponentType<SectionProps<PageContent>> = SECTION_VIEWS[id];
        return (
          <HydrationBoundary key={id}>
            <View content={data} shown={shown} />
          </HydrationBoundary>
        );
      })}
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.IndexPageQuery, LanguagePageContext>) {
  const site = data?.siteJson;
  if (!site) return null;
  const [frontPhoto] = photosFromQuery(site.heroPhotos);
  return (
    <>
      <html lang={pageContext.lang} />
      <AccentStyle accent={site.accent} />
      <HeroPhotoPreload preload={imagePreloadFor(frontPhoto?.image)} />
      <Seo
        title={site.title}
        description={site.description}
        siteUrl={site.siteUrl}
        path={location.pathname}
        image={previewImage({ ...site, shareCard: data.shareCard })}
        language={pageContext.languages.find((language) => language.code === pageContext.lang)}
        languages={pageContext.languages}
        feed={feedLink(data.writing.totalCount, pageContext, site.name)}
        person={{
          name: site.name,
          jobTitle: site.jobTitle,
          email: site.email,
          location: site.location,
          sameAs: [site.linkedinUrl],
        }}
      />
    </>
  );
}

/**
 * Each section declares the content it shows as a fragment beside its
 * component, and plugins/page-sections spreads them all into PageSections;
 * the page asks only for what its frame and head show.
 */
export const query = graphql`
  query IndexPage($lang: String!) {
    siteJson(lang: { eq: $lang }) {
      sections
      accent
      initials
      ...SiteSeo
      ...HeroContent
      ...FooterContent
    }
    ...PageShareCard
    ...WritingFeedCount
    ...PageSections
  }
`;
