import React from "react";
import { graphql } from "gatsby";
import type { Project } from "../../lib/content-types";
import { SECTION_IDS, type SectionProps } from "../../lib/sections";
import { PROJECTS_PER_VIEW } from "../../lib/constants";
import { AppCarousel } from "../../features/carousel/app-carousel";
import { CarouselContent, CarouselItem } from "../../features/carousel/carousel";
import { CarouselHeading, CarouselPager } from "../../features/carousel/carousel-controls";
import { useMessages } from "../../hooks/use-messages";
import { usePageLanguage } from "../../hooks/use-page-language";
import { caseStudyLink } from "../../features/writing/case-study-link";
import { ProjectCard } from "../projects/project-card";
import { Words } from "../ui/words";

interface ProjectsProps {
  projects: readonly Project[];
  /** The page of a project's case study, where it has one (the editor's preview shows none). */
  caseStudyOf?: (project: Project) => string | undefined;
}

export function Projects({ projects, caseStudyOf = () => undefined }: ProjectsProps) {
  const messages = useMessages();
  return (
    <section id={SECTION_IDS.projects} aria-labelledby="projects-title" className="section">
      <AppCarousel messages="projects" count={projects.length} perView={PROJECTS_PER_VIEW}>
        <CarouselHeading>
          <h2 id="projects-title" className="section-title">
            <Words text={messages["projects.title"]} />
          </h2>
        </CarouselHeading>
        <CarouselContent>
          {projects.map((project, position) => (
            <CarouselItem key={position}>
              <ProjectCard project={project} caseStudy={caseStudyOf(project)} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPager />
      </AppCarousel>
    </section>
  );
}

/** The section as the page draws it, from its fragment of the page query. */
export function ProjectsSection({ content }: SectionProps<Queries.ProjectsSectionFragment>) {
  const { current, all } = usePageLanguage();
  const pages = content.caseStudies.nodes;
  return (
    <Projects
      projects={content.projectsJson.projects}
      caseStudyOf={(project) => caseStudyLink(project.caseStudy?.name, pages, current.code, all[0]!.code)}
    />
  );
}

export const projectsContent = graphql`
  fragment ProjectsContent on ProjectsJson {
    projects {
      title
      description
      outcome
      link
      linkText
      caseStudy {
        name
      }
      imageFocus
      image {
        childImageSharp {
          gatsbyImageData(
            width: 600
            aspectRatio: 1.5
            outputPixelDensities: [0.25, 0.5, 0.75, 1, 1.5, 2]
            sizes: "(min-width: 1920px) 410px, (min-width: 1536px) 380px, (min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
    }
  }

  fragment ProjectsSection on Query {
    projectsJson(lang: { eq: $lang }) {
      ...ProjectsContent
    }
    caseStudies: allCaseStudy {
      nodes {
        slug
        lang
        path
      }
    }
  }
`;
