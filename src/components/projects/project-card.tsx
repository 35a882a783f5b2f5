import React from "react";
import { ArrowUpRight } from "lucide-react";
import type { Project } from "../../lib/content-types";
import { objectPositionOf } from "../../lib/image-focus";
import { gatsbyImageOf } from "../../lib/photo-sources";
import { projectLinkLabel } from "../../lib/showcase-content";
import { Picture } from "../ui/picture";
import { useMessages } from "../../hooks/use-messages";
import { Words } from "../ui/words";

/**
 * The whole card is one link, so a click anywhere opens the project and the
 * keyboard reaches it as a single stop. Not draggable, so a mouse swipe over
 * it moves the carousel instead of dragging the address.
 */
export function ProjectCard({ project }: { project: Project }) {
  const image = gatsbyImageOf(project.image);
  const messages = useMessages();
  return (
    <a
      href={project.link}
      target="_blank"
      rel="noopener noreferrer"
      draggable={false}
      className="card group flex h-full flex-col overflow-hidden transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-lg xs:max-sm:flex-row"
    >
      {/* A tablet held upright shows one project at a time: picture and text side by side, not one stretched column.
          On a low screen the picture is a band, so that a card fits the window under the header. */}
      <div className="overflow-hidden border-b border-line bg-raised xs:max-sm:w-1/2 xs:max-sm:shrink-0 xs:max-sm:border-b-0 xs:max-sm:border-r">
        {image && (
          <Picture
            image={image}
            alt=""
            className="w-full transition-transform duration-500 group-hover:scale-105 xs:max-sm:h-full short:h-28"
            style={{ objectPosition: objectPositionOf(project.imageFocus) }}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
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
}
