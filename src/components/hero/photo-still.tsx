import React, { type ReactNode } from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { DECK_STYLE, STACK_STYLE } from "./photo-stack-layout";
import { PhotoStackImage } from "./photo-stack-image";
import { cn } from "../../lib/cn";
import "./photo-deck.css";

/**
 * The deck the cards lie in: the cards' own shadows set it off the page, with no glow behind it. `backs` are the
 * tints of the two cards fanned out behind it (photo-deck.css), farthest first (deckBackColors).
 */
export function PhotoDeck({ backs, children }: { backs?: readonly (string | undefined)[]; children: ReactNode }) {
  return (
    <div className="relative isolate" style={DECK_STYLE}>
      {backs?.map((tint, place) => (
        <span key={place} aria-hidden="true" data-deck-back style={{ ["--deck-back" as string]: tint }} />
      ))}
      {children}
    </div>
  );
}

/**
 * A single photo has nothing to swipe to: it lies still where the stack's
 * front card would, without gestures, keyboard stop, hint or "Photo 1 of 1".
 */
export function PhotoStill({ photo, className = "" }: { photo: StackPhoto; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center", className)} style={STACK_STYLE}>
      <PhotoDeck>
        <div className="photo-face absolute inset-0 shadow-xl">
          <PhotoStackImage photo={photo} isPriority />
        </div>
      </PhotoDeck>
    </div>
  );
}
