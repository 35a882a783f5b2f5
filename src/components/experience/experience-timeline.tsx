import React, { useCallback, useState } from "react";
import type { ExperienceEntry } from "../../lib/content-types";
import { TIMELINE_HEIGHT_PX } from "../../lib/constants";
import { LazyScrollArea } from "../ui/lazy-scroll-area";
import { TimelineEntry } from "./timeline-entry";

/** The desktop experience view: a vertical timeline in a scroll area, as tall as its entries up to the timeline height. */
export function ExperienceTimeline({ entries }: { entries: readonly ExperienceEntry[] }) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setHighlighted((current) => (current === id ? null : id)), []);

  return (
    <LazyScrollArea maxHeight={TIMELINE_HEIGHT_PX} fadeEdges className="-mx-2">
      <ol className="px-2 pb-12 pr-6 pt-3">
        {entries.map((entry, position) => (
          <TimelineEntry
            key={entry.id}
            entry={entry}
            isLast={position === entries.length - 1}
            highlighted={highlighted === entry.id}
            onToggleHighlight={toggle}
          />
        ))}
      </ol>
    </LazyScrollArea>
  );
}
