import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
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

type IndexPageProps = PageProps<Queries.IndexPageQuery>;

/** The page's content, every file present (a mistake saved under `npm run develop` leaves one null). */
interface PageContent {
  site: NonNullable<Queries.IndexPageQuery["siteJson"]>;
  projectsJson: NonNullable<Queries.IndexPageQuery["projectsJson"]>;
  experienceJson: NonNullable<Queries.IndexPageQuery["experienceJson"]>;
  skillsJson: NonNullable<Queries.IndexPageQuery["skillsJson"]>;
  toolsJson: NonNullable<Queries.IndexPageQuery["toolsJson"]>;
  chat: NonNullable<Queries.IndexPageQuery["chatJson"]>;
  shown: SectionId[];
}

/** How each section of src/lib/sections.ts is drawn from the page's content. */
const SECTION_VIEWS: { readonly [Id in SectionId]: (content: PageContent) => React.ReactElement } = {
  hero: ({ site }) => <Hero site={site} />,
  about: ({ site, skillsJson, toolsJson }) => (
    <About paragraphs={site.about} skills={skillsJson.skills} tools={toolsJson.tools} />
  ),
  projects: ({ projectsJson }) => <Projects projects={projectsJson.projects} />,
  experience: ({ experienceJson }) => <Experience entries={experienceJson.experience} />,
  chat: ({ site, chat }) => <Chat ownerName={site.name} chat={chat} />,
  contact: ({ site, shown }) => <Contact site={site} shown={shown} />,
};

export default function IndexPage({ data }: IndexPageProps) {
  // Under `npm run develop` a mistake saved in content/ fails the query, and data is null until it is fixed.
  const { siteJson: site, projectsJson, experienceJson, skillsJson, toolsJson, chatJson: chat } = data ?? {};
  if (!site || !projectsJson || !experienceJson || !skillsJson || !toolsJson || !chat)
    throw new Error("The page has no content: the terminal running the site lists what to fix in content/");

  const shown = visibleSections(site.sections);
  const content: PageContent = { site, projectsJson, experienceJson, skillsJson, toolsJson, chat, shown };

  return (
    <Layout
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
        <HydrationBoundary key={id}>{SECTION_VIEWS[id](content)}</HydrationBoundary>
      ))}
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.IndexPageQuery>) {
  const site = data?.siteJson;
  if (!site) return null;
  const [frontPhoto] = photosFromQuery(site.heroPhotos);
  return (
    <>
      <AccentStyle accent={site.accent} />
      <HeroPhotoPreload preload={imagePreloadFor(frontPhoto?.image)} />
      <Seo
        title={site.title}
        description={site.description}
        siteUrl={site.siteUrl}
        path={location.pathname}
        imagePath={site.ogImage.publicURL}
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
  query IndexPage {
    siteJson {
      sections
      accent
      ...SiteSeo
      ...HeroContent
      ...AboutParagraphs
      ...ChatOwner
      ...ContactContent
      ...FooterContent
    }
    skillsJson {
      ...AboutSkills
    }
    toolsJson {
      ...AboutTools
    }
    projectsJson {
      ...ProjectsContent
    }
    experienceJson {
      ...ExperienceContent
    }
    chatJson {
      ...ChatContent
    }
  }
`;
