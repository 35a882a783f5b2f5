import React from "react";
import { m, type Variants } from "framer-motion";
import type { ExperienceEntry } from "../../lib/content-types";
import { REVEAL_DURATION_S, REVEAL_OFFSET_PX, REVEAL_THRESHOLD } from "../../lib/constants";
import { logoSource } from "../../lib/showcase-content";
import { CompanyLogo } from "./company-logo";
import { ExperienceDetails } from "./experience-details";

const REVEAL: Variants = {
  hidden: { opacity: 0, y: REVEAL_OFFSET_PX },
  visible: { opacity: 1, y: 0, transition: { duration: REVEAL_DURATION_S, ease: "easeOut" } },
};

const REVEAL_VIEWPORT = { once: true, amount: REVEAL_THRESHOLD };

interface TimelineEntryProps {
  entry: ExperienceEntry;
  isLast: boolean;
  highlighted: boolean;
  onToggleHighlight: (id: string) => void;
}

/**
 * One timeline row: logo button, connecting line and details. It fades and
 * slides in once, when a fifth of it is visible. The hidden start state is only
 * applied while html has the "js" class (set by the head script), so without
 * JavaScript, or with reduced motion preferred, the entry is simply there.
 */
export function TimelineEntry({ entry, isLast, highlighted, onToggleHighlight }: TimelineEntryProps) {
  return (
    <m.li
      data-reveal=""
      variants={REVEAL}
      initial="hidden"
      whileInView="visible"
      viewport={REVEAL_VIEWPORT}
      className="relative grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-5 pb-8 last:pb-0 [html:not(.js)_&]:!transform-none [html:not(.js)_&]:!opacity-100 motion-reduce:!transform-none motion-reduce:!opacity-100"
    >
      <div className="flex flex-col items-center">
        <button
          type="button"
          aria-pressed={highlighted}
          aria-label={`Highlight ${entry.company}`}
          onClick={() => onToggleHighlight(entry.id)}
          className={`flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 bg-surface p-1 shadow-sm transition duration-300 ${
            highlighted ? "scale-110 border-accent-ink shadow-lg" : "border-line hover:border-muted"
          }`}
        >
          <CompanyLogo src={logoSource(entry.logo)} />
        </button>
        {!isLast && <span aria-hidden="true" className="mt-3 w-0.5 flex-1 rounded-full bg-line" />}
      </div>
      <article className={`card p-5 transition-colors duration-300 sm:p-6 ${highlighted ? "border-accent-ink" : ""}`}>
        <ExperienceDetails entry={entry} />
      </article>
    </m.li>
  );
}
