import React from "react";
import { ArrowRight, ArrowUpRight } from "lucide-react";
import type { Project } from "../../lib/content-types";
import { objectPositionOf } from "../../lib/image-focus";
import { gatsbyImageOf } from "../../lib/photo-sources";
import { projectLinkLabel } from "../../lib/showcase-content";
import { Picture } from "../ui/picture";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../ui/words";

const FRAME =
  "card group overflow-hidden transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lg";
/**
 * Where several cards stand side by side they share the tallest one's height, so their links line up; one
 * card at a time (below sm) is as tall as its own text, with its link under it rather than a gap above it.
 */
const LAYOUT = "flex flex-col sm:h-full xs:max-sm:flex-row";

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
  const link = (className: string, textClassName = "") => (
    <a href={project.link} target="_blank" rel="noopener noreferrer" draggable={false} className={className}>
      {/* A tablet held upright shows one project at a time: picture and text side by side, not one stretched column.
          On a low screen the picture is a wide 2:1 band: a shorter one cut the subject out of every picture, so a card
          there may run past the window's foot. */}
      <div className="overflow-hidden border-b border-line bg-raised xs:max-sm:w-1/2 xs:max-sm:shrink-0 xs:max-sm:border-b-0 xs:max-sm:border-r">
        {image && (
          <Picture
            image={image}
            alt=""
            className="w-full transition-transform duration-500 group-hover:scale-105 dark:brightness-90 xs:max-sm:h-full short:!aspect-[2/1]"
            style={{ objectPosition: objectPositionOf(project.imageFocus) }}
          />
        )}
      </div>
      <div className={`flex flex-1 flex-col gap-2 p-5 sm:p-6 ${textClassName}`}>
        <h3 className="text-lg font-semibold leading-snug text-ink">
          <Words text={project.title} />
        </h3>
        <p className="flex-1 text-sm leading-relaxed text-muted">
          <Words text={project.description} prose />
        </p>
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-accent-ink">
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
    // Where picture and text stand side by side, the case study's link goes to the foot of the text column, which
    // keeps room for it, rather than under the picture.
    <div className={`${FRAME} relative flex flex-col sm:h-full`}>
      {link(`${LAYOUT} flex-1`, "xs:max-sm:pb-16")}
      <a
        href={caseStudy}
        draggable={false}
        className="-mt-3 mb-2 ml-5 inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-accent-ink underline-offset-4 hover:underline xs:max-sm:absolute xs:max-sm:bottom-0 xs:max-sm:left-1/2 sm:mb-3 sm:ml-6"
      >
        {messages["projects.readCaseStudy"]}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </a>
    </div>
  );
}
