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
import { imagePreloadFor, photosFromQuery } from "../lib/photo-sources";

type IndexPageProps = PageProps<Queries.IndexPageQuery>;

export default function IndexPage({ data }: IndexPageProps) {
  // Under `npm run develop` a mistake saved in content/ fails the query, and data is null until it is fixed.
  const { siteJson: site, projectsJson, experienceJson, skillsJson, toolsJson, chatJson: chat } = data ?? {};
  if (!site || !projectsJson || !experienceJson || !skillsJson || !toolsJson || !chat)
    throw new Error("The page has no content: the terminal running the site lists what to fix in content/");

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
          />
        </HydrationBoundary>
      }
    >
      <HydrationBoundary>
        <Hero site={site} />
      </HydrationBoundary>
      <HydrationBoundary>
        <About paragraphs={site.about} skills={skillsJson.skills} tools={toolsJson.tools} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Projects projects={projectsJson.projects} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Experience entries={experienceJson.experience} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Chat ownerName={site.name} chat={chat} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Contact site={site} />
      </HydrationBoundary>
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.IndexPageQuery>) {
  const site = data?.siteJson;
  if (!site) return null;
  const [frontPhoto] = photosFromQuery(site.heroPhotos);
  return (
    <>
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
