import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { SiteHeader } from "../components/layout/site-header";
import { Seo } from "../components/layout/seo";
import { HydrationBoundary } from "../boot/hydration-boundary";
import { Hero } from "../components/sections/hero";
import { About } from "../components/sections/about";
import { Projects } from "../components/sections/projects";
import { Experience } from "../components/sections/experience";
import { Chat } from "../components/sections/chat";
import { Contact } from "../components/sections/contact";
import { Footer } from "../components/sections/footer";
import { HeroPhotoPreload } from "../components/hero/hero-photo-preload";
import { AccentStyle } from "../components/layout/accent-style";
import { imagePreloadFor, photosFromQuery } from "../lib/photo-sources";
import { visibleSections, type SectionId } from "../lib/sections";
import { previewImage } from "../lib/share-card";
import type { LanguagePageContext } from "../i18n/languages";

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

/** How each section of src/lib/sections.ts is drawn from the page's content and the sections shown. */
const SECTION_VIEWS: {
  readonly [Id in SectionId]: (content: PageContent, shown: readonly SectionId[]) => React.ReactElement;
} = {
  hero: ({ siteJson }) => <Hero site={siteJson} />,
  about: ({ siteJson, skillsJson, toolsJson }) => (
    <About intro={siteJson} skills={skillsJson.skills} tools={toolsJson.tools} />
  ),
  projects: ({ projectsJson }) => <Projects projects={projectsJson.projects} />,
  experience: ({ experienceJson }) => <Experience entries={experienceJson.experience} />,
  chat: ({ siteJson, chatJson }) => <Chat ownerName={siteJson.name} chat={chatJson} />,
  contact: ({ siteJson }, shown) => <Contact site={siteJson} shown={shown} />,
};

export default function IndexPage({ data }: IndexPageProps) {
  if (!isComplete(data))
    throw new Error("The page has no content: the terminal running the site lists what to fix in content/");
  const site = data.siteJson;
  const shown = visibleSections(site.sections);

  return (
    <Layout
      header={<SiteHeader name={site.name} shown={shown} />}
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
      {shown.map((id) => (
        <HydrationBoundary key={id}>{SECTION_VIEWS[id](data, shown)}</HydrationBoundary>
      ))}
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

/** Each section declares the content it shows as a fragment beside its component; the page only combines them. */
export const query = graphql`
  query IndexPage($lang: String!) {
    siteJson(lang: { eq: $lang }) {
      sections
      accent
      ...SiteSeo
      ...HeroContent
      ...AboutIntro
      ...ChatOwner
      ...ContactContent
      ...FooterContent
    }
    shareCard(lang: { eq: $lang }) {
      path
      width
      height
    }
    skillsJson(lang: { eq: $lang }) {
      ...AboutSkills
    }
    toolsJson(lang: { eq: $lang }) {
      ...AboutTools
    }
    projectsJson(lang: { eq: $lang }) {
      ...ProjectsContent
    }
    experienceJson(lang: { eq: $lang }) {
      ...ExperienceContent
    }
    chatJson(lang: { eq: $lang }) {
      ...ChatContent
    }
  }
`;
