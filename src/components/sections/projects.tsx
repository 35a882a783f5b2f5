import React from "react";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { ArrowUpRight } from "lucide-react";
import type { Project } from "../../lib/content-types";
import { SECTION_IDS } from "../../lib/sections";
import { DEFAULT_LINK_TEXT } from "../../lib/constants";

interface ProjectsProps {
  projects: readonly Project[];
}

export function Projects({ projects }: ProjectsProps) {
  return (
    <section id={SECTION_IDS.projects} aria-labelledby="projects-title" className="section">
      <h2 id="projects-title" className="section-title">
        Projects
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => {
          const image = getImage(project.image.childImageSharp?.gatsbyImageData ?? null);
          return (
            <li key={project.id} className="card overflow-hidden">
              <a href={project.link} target="_blank" rel="noopener noreferrer" className="flex h-full flex-col">
                {image && <GatsbyImage image={image} alt="" className="aspect-[3/2]" />}
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-lg font-semibold">{project.title}</h3>
                  <p className="flex-1 text-sm text-muted">{project.description}</p>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent-ink">
                    {project.linkText ?? DEFAULT_LINK_TEXT}
                    <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
                  </span>
                </div>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
