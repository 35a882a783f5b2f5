import React, { useCallback, useState } from "react";
import { ChevronDown } from "lucide-react";
import type { ExperienceEntry } from "../../lib/content-types";
import { TIMELINE_HEIGHT_PX } from "../../lib/constants";
import { useMessages } from "../../hooks/use-messages";
import { LazyScrollArea } from "./lazy-scroll-area";
import { TimelineEntry } from "./timeline-entry";

/**
 * The timeline's height; on a screen too low for it (a phone held sideways)
 * the roles flow in the page instead: a box below the header would show one
 * card at a time, and a taller one would trap the page's scroll. There the
 * list has nothing to fade into, so it neither fades nor keeps the room for it.
 */
const TIMELINE_MAX_HEIGHT = `var(--timeline-max-height, ${TIMELINE_HEIGHT_PX}px)`;

/**
 * The desktop experience view: a vertical timeline in a scroll area, as tall
 * as its entries up to the timeline height. While roles lie below what the
 * box shows, a note under the box's faded bottom edge says so: the fade alone
 * reads as the end of the list, and the next role, hidden until a fifth of it
 * shows, leaves a blank band there. The page's CSS shows it by the box's
 * scroll position (.scroll-more), so it costs no script. Screen readers have
 * the whole list, so the note is for the eye. The list ends in as much room as
 * the fade, so its last role clears it once scrolled to.
 */
export function ExperienceTimeline({ entries }: { entries: readonly ExperienceEntry[] }) {
  const messages = useMessages();
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const toggle = useCallback(
    (position: number) => setHighlighted((current) => (current === position ? null : position)),
    [],
  );

  return (
    // The note stands in room of its own under the box, so the gap to the next section starts below it.
    <div className="scroll-more-scope relative pb-9 short:pb-0">
      {/* The roles' text, their dates included, reaches the content edge that every section shares; a highlighted
          role's card and the scrollbar stand beyond it, in the page's gutter (2rem from md). */}
      <LazyScrollArea
        maxHeight={TIMELINE_MAX_HEIGHT}
        fadeEdges
        className="-ml-2 -mr-8 short:[--timeline-max-height:none] short:[&_.scroll-fade]:[mask-image:none]"
      >
        <ol className="pb-16 pl-2 pr-8 pt-3 short:pb-0">
          {entries.map((entry, position) => (
            <TimelineEntry
              key={position}
              entry={entry}
              position={position}
              isLast={position === entries.length - 1}
              highlighted={highlighted === position}
              onToggleHighlight={toggle}
            />
          ))}
        </ol>
      </LazyScrollArea>
      <p
        aria-hidden="true"
        data-testid="more-roles"
        className="scroll-more pointer-events-none absolute inset-x-0 bottom-0 flex"
      >
        <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-medium text-muted shadow-sm">
          {messages["experience.moreBelow"]}
          <ChevronDown aria-hidden="true" className="h-3.5 w-3.5" />
        </span>
      </p>
    </div>
  );
}
