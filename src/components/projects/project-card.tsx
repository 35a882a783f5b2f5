import React from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import type { Project } from "../../lib/content-types";
import { objectPositionOf } from "../../lib/image-focus";
import { gatsbyImageOf } from "../../lib/photo-sources";
import { projectLinkLabel } from "../../lib/showcase-content";
import { Picture } from "../ui/picture";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../ui/words";
import "./project-card.css";

const FRAME = "card group project-card";
/**
 * Every card is as tall as the carousel's tallest, so their links line up side by side, and one card at a time
 * (below sm) keeps its height from slide to slide rather than leaving a gap above the dots under a short one.
 */
const LAYOUT = "flex h-full flex-col";

/**
 * The whole card is one link, so a click anywhere opens the project and the
 * keyboard reaches it as a single stop. Not draggable, so a mouse swipe over
 * it moves the carousel instead of dragging the address. A project with a
 * case study has a second link under it, inside the card but outside the
 * first: a link may not hold another.
 */
export function ProjectCard({ project, caseStudy }: { project: Project; caseStudy?: string }) {
  const image = gatsbyImageOf(project.image);
  const messages = useMessages();
  const link = (className: string) => (
    <a href={project.link} target="_blank" rel="noopener noreferrer" draggable={false} className={className}>
      <div className="project-card-media">
        {image && (
          <Picture
            image={image}
            alt=""
            className="project-card-picture"
            style={{ objectPosition: objectPositionOf(project.imageFocus) }}
          />
        )}
      </div>
      <div className="project-card-text">
        {/* The display face's class stands in the markup, where the font cut finds the characters it draws. One text
            node, balanced by CSS rather than held by Words' spans: the face arrives after the hero, and a span after
            the first word moved when it swapped in, a layout shift wherever the cards were in view. */}
        <h3 className="project-card-title font-display">{project.title}</h3>
        {project.outcome && (
          <p className="project-card-outcome">
            <span>
              <Words text={project.outcome} />
            </span>
          </p>
        )}
        <p className="project-card-description">
          <Words text={project.description} prose />
        </p>
        <span className="project-card-cta">
          {projectLinkLabel(project.linkText, messages["projects.viewProject"])}
          <ArrowUpRight
            aria-hidden="true"
            className="h-4 w-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
          />
          <span className="sr-only">{messages["common.opensInNewTab"]}</span>
        </span>
      </div>
    </a>
  );
  if (!caseStudy) return link(`${FRAME} ${LAYOUT}`);
  return (
    <div className={`${FRAME} flex h-full flex-col`}>
      {link(`${LAYOUT} flex-1`)}
      <a href={caseStudy} draggable={false} className="project-card-case-study">
        {messages["projects.readCaseStudy"]}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </a>
    </div>
  );
}
