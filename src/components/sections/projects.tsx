import React from "react";
import type { Project } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";
import { PROJECT_SLIDES_LG, PROJECT_SLIDES_SM, PROJECT_SLIDES_SMALL } from "../../lib/constants";
import { Carousel } from "../ui/carousel";
import { ProjectCard } from "../projects/project-card";

interface ProjectsProps {
  projects: readonly Project[];
}

const PROJECTS_PER_VIEW = { base: PROJECT_SLIDES_SMALL, sm: PROJECT_SLIDES_SM, lg: PROJECT_SLIDES_LG };

export function Projects({ projects }: ProjectsProps) {
  return (
    <section id={SECTION_IDS.projects} aria-labelledby="projects-title" className="section">
      <Carousel
        label="Projects"
        itemName="project"
        perView={PROJECTS_PER_VIEW}
        heading={
          <h2 id="projects-title" className="section-title">
            Projects
          </h2>
        }
      >
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </Carousel>
    </section>
  );
}
