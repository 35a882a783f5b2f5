import React, { useRef, type CSSProperties } from "react";
import type { ExperienceEntry } from "../../lib/content-types";
import { REVEAL_DURATION_S, REVEAL_OFFSET_PX, REVEAL_THRESHOLD } from "../../lib/constants";
import { useInViewport } from "../../hooks/use-in-viewport";
import { useMessages } from "../../hooks/use-messages";
import { formatMessage } from "../../i18n/messages";
import { logoSource } from "../../lib/showcase-content";
import { CompanyLogo } from "./company-logo";
import { ExperienceDetails } from "./experience-details";
import { cn } from "../../lib/cn";

const TRANSITION: CSSProperties = {
  transitionProperty: "opacity, transform",
  transitionDuration: `${REVEAL_DURATION_S}s`,
  transitionTimingFunction: "ease-out",
};
const HIDDEN: CSSProperties = { ...TRANSITION, opacity: 0, transform: `translateY(${REVEAL_OFFSET_PX}px)` };

interface TimelineEntryProps {
  entry: ExperienceEntry;
  /** The entry's place in the list, which identifies it for the highlight. */
  position: number;
  isLast: boolean;
  highlighted: boolean;
  onToggleHighlight: (position: number) => void;
}

/**
 * One timeline row: logo button, connecting line and details. It fades and
 * slides in once, when a fifth of it is visible: a CSS transition, so the
 * timeline needs no animation library. The hidden start state is overridden
 * unless html has the "js" class (set by the head script), so without
 * JavaScript, or with reduced motion preferred, the entry is simply there.
 */
export function TimelineEntry({ entry, position, isLast, highlighted, onToggleHighlight }: TimelineEntryProps) {
  const ref = useRef<HTMLLIElement>(null);
  const isRevealed = useInViewport(ref, { threshold: REVEAL_THRESHOLD, once: true });
  const messages = useMessages();

  return (
    <li
      ref={ref}
      data-reveal=""
      style={isRevealed ? TRANSITION : HIDDEN}
      className="timeline-role [html:not(.js)_&]:!transform-none [html:not(.js)_&]:!opacity-100 motion-reduce:!transform-none motion-reduce:!opacity-100"
    >
      <div className="flex flex-col items-center">
        <button
          type="button"
          aria-pressed={highlighted}
          aria-label={formatMessage(messages["experience.highlight"], { company: entry.company })}
          onClick={() => onToggleHighlight(position)}
          className={cn(
            "timeline-logo",
            highlighted ? "scale-110 border-accent-ink shadow-lg" : "border-line hover:border-muted",
          )}
        >
          <CompanyLogo src={logoSource(entry.logo)} company={entry.company} />
        </button>
        {!isLast && <span aria-hidden="true" data-timeline-line="" className="timeline-rail" />}
      </div>
      <article
        className={cn(
          "timeline-details",
          highlighted ? "border-accent-ink bg-surface shadow-sm" : "border-transparent",
        )}
      >
        <ExperienceDetails entry={entry} />
      </article>
    </li>
  );
}
