import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { HydrationBoundary } from "../components/layout/hydration-boundary";
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
  const site = data?.siteJson;
  const chat = data?.chatJson;
  if (!site || !chat)
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
        <About paragraphs={site.about} skills={data.allSkillsJson.nodes} tools={data.allToolsJson.nodes} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Projects projects={data.allProjectsJson.nodes} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Experience entries={data.allExperienceJson.nodes} />
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

export const query = graphql`
  query IndexPage {
    siteJson {
      name
      siteUrl
      title
      description
      ogImage {
        publicURL
      }
      jobTitle
      tagline
      subLines
      about
      email
      linkedinUrl
      schedulingUrl
      cvPath
      location
      availability
      mail {
        subject
        body
      }
      contactTaglines
      contactActions {
        icon
        hoverIcon
        title
        subtitle
        action
      }
      heroPhotos {
        alt
        image {
          publicURL
          childImageSharp {
            gatsbyImageData(
              width: 400
              height: 420
              sizes: "(min-width: 445px) 400px, 90vw"
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    allProjectsJson {
      nodes {
        id
        title
        description
        link
        linkText
        image {
          childImageSharp {
            gatsbyImageData(
              width: 640
              aspectRatio: 1.5
              sizes: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              placeholder: DOMINANT_COLOR
              formats: [AUTO, WEBP, AVIF]
            )
          }
        }
      }
    }
    allSkillsJson {
      nodes {
        id
        icon
        label
      }
    }
    allToolsJson {
      nodes {
        id
        name
        logo {
          publicURL
        }
      }
    }
    allExperienceJson {
      nodes {
        id
        title
        company
        period
        achievements
        logo {
          publicURL
        }
      }
    }
    chatJson {
      greeting
      fallback
      quickPrompts
      topics {
        id
        keywords
        reply
      }
    }
  }
`;
