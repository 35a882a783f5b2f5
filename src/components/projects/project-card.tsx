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
      {/* Where one project spans a wide column (600 to 639 px) the picture is a 16:9 band, and on a low screen a 5:2
          band, with the card's padding and the text's lines closer, so the card fits below the header (in German
          too) with its text at 14 px, as on a phone held upright: a 3:1 band cut the subject out of the pictures, a
          picture beside the text, stretched to the text's height, cut it at the shoulders, and a picture sized by
          each card's text left a row's pictures uneven. */}
      <div className="overflow-hidden border-b border-line bg-raised max-sm:flex max-sm:flex-1 max-sm:flex-col">
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
        {/* A step smaller where three (lg) or two (sm) cards share a row at their narrowest, 245-275 px of text, so a
            title of two long words keeps one line and the descriptions beside each other start level. */}
        <h3 className="text-lg font-semibold leading-snug text-ink sm:max-md:text-base lg:max-xl:text-base short:text-base">
          <Words text={project.title} />
        </h3>
        {/* Side by side (from sm) the links stand on the cards' foot, level. One card at a time, the picture takes
            the height a shorter text leaves: a gap above the link read as a missing line, and one below it as an
            unfinished card. */}
        <p className="text-sm leading-relaxed text-muted sm:flex-1 short:leading-[1.1875rem]">
          <Words text={project.description} prose />
        </p>
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-accent-ink short:mt-1">
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
      <a
        href={caseStudy}
        draggable={false}
        className="-mt-3 mb-2 ml-5 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-accent-ink underline-offset-4 hover:underline sm:mb-3 sm:ml-6 short:ml-4"
      >
        {messages["projects.readCaseStudy"]}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </a>
    </div>
  );
}
