import React, { useCallback, useState } from "react";
import type { ExperienceEntry } from "../../lib/content-types";
import { TIMELINE_HEIGHT_PX } from "../../lib/constants";
import { LazyScrollArea } from "./lazy-scroll-area";
import { TimelineEntry } from "./timeline-entry";

/** The desktop experience view: a vertical timeline in a scroll area, as tall as its entries up to the timeline height. */
export function ExperienceTimeline({ entries }: { entries: readonly ExperienceEntry[] }) {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const toggle = useCallback(
    (position: number) => setHighlighted((current) => (current === position ? null : position)),
    [],
  );

  return (
    <LazyScrollArea maxHeight={TIMELINE_HEIGHT_PX} fadeEdges className="-mx-2">
      <ol className="px-2 pb-12 pr-6 pt-3">
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
  );
}
