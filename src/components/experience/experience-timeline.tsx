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
    // The cards reach the content edge that every section shares; the scrollbar sits beyond it, in the gutter.
    <LazyScrollArea maxHeight={TIMELINE_HEIGHT_PX} fadeEdges className="-ml-2 -mr-6">
      <ol className="pb-12 pl-2 pr-6 pt-3">
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
