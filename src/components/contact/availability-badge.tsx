import React, { useRef } from "react";
import { useInViewport } from "../../hooks/use-in-viewport";
import { cn } from "../../lib/cn";
import { Words } from "../ui/words";

interface AvailabilityBadgeProps {
  text: string;
}

export function AvailabilityBadge({ text }: AvailabilityBadgeProps) {
  const badge = useRef<HTMLParagraphElement>(null);
  // The dot pings a few times each time the badge comes on screen, then rests like the rest of the page.
  const onScreen = useInViewport(badge);
  // A status line, not another box: a text that wraps (German, beside the actions) wraps as text does,
  // the dot on its first line. The dot is centred in the slot of the tagline's pause button, so the section's
  // lines of text start on one edge: the button's 32 px, or below xl the cards' tiles (contact-layout.css).
  return (
    <p ref={badge} className="status flex items-start gap-3 text-left text-sm font-medium text-ink">
      <span aria-hidden="true" className="status-dot relative mx-[0.6875rem] mt-[5px] flex h-2.5 w-2.5 shrink-0">
        <span
          data-ping
          className={cn(
            "absolute inline-flex h-full w-full rounded-full bg-success opacity-60 motion-reduce:hidden",
            onScreen && "animate-ping-briefly",
          )}
        />
        <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-success" />
      </span>
      {/* A sentence, set as one: balanced, so a status that must wrap splits into two even lines. Broken first at
          its spaced dash, as a label is, the German status took three lines at 320 px ("Aktuell verfügbar – /
          Antwort meist innerhalb / von 4 Stunden"). */}
      <span className="text-balance">
        <Words text={text} prose />
      </span>
    </p>
  );
}
