import React, { type ReactNode } from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { DECK_STYLE, STACK_STYLE } from "./photo-stack-layout";
import { PhotoStackImage } from "./photo-stack-image";
import { cn } from "../../lib/cn";
import "./photo-deck.css";

/**
 * Two cards fanned out behind a deck of several photos, so it reads as a
 * stack to flip through from the first paint. They are drawn, not photos:
 * the next photos stay hidden until a swipe uncovers them, and nothing behind
 * the front card shows as a sliver of another picture. Each is tinted with
 * the dominant colour of the photo that lies that deep (photo-deck.css), so
 * the fan reads as the next pictures rather than as grey placeholders.
 * Centred (below lg), they tilt evenly either way; below 600 px, where the
 * gutter is narrow, a step less apart and less tilted, so their corners stay
 * well inside the page's margin (at 3° a corner reached 8-10 px past the
 * photo there, 10 px from the screen's edge in a gutter of 16-20 px, r107).
 * Beside the text (from lg), where the photo stands on
 * the content's right edge, both fan out to the left, into the gap before the
 * text, so no corner crosses the edge the header's controls and the sections
 * share. A low screen keeps them on the photo's centre, a little less tilted:
 * the photo starts on the content's left edge there and the gap beside it is
 * narrow, so a shifted fan reached into the page's margin or towards the name,
 * while at 2.5° each corner shows about 6 px past the photo. Tucked in a step
 * smaller, they did not show at all, and the deck read as a single card.
 */
const CENTRED_ON_LOW_SCREEN = "short:translate-x-0";
/** On a low upright phone the name follows the photo closely; raised a little, the fan's corners keep off it. */
const RAISED_ON_SQUAT_PHONE = "squat:-translate-y-1";
/** Farthest first, as they are drawn, so the nearer lies over the other. */
const FANNED_BACKS = [
  cn(
    "rotate-[2.5deg] xs:rotate-[3deg] xs:translate-x-1.5 lg:rotate-[-6deg] lg:-translate-x-6",
    "short:rotate-[2.5deg]",
    CENTRED_ON_LOW_SCREEN,
    RAISED_ON_SQUAT_PHONE,
  ),
  cn(
    "rotate-[-2.5deg] xs:rotate-[-3deg] xs:-translate-x-1.5 lg:-translate-x-3",
    "short:rotate-[-2.5deg]",
    CENTRED_ON_LOW_SCREEN,
    RAISED_ON_SQUAT_PHONE,
  ),
];

/**
 * The deck the cards lie in: the cards' own shadows set it off the page, with no glow behind it. `backs` are the
 * fanned cards' tints, farthest first (deckBackColors).
 */
export function PhotoDeck({ backs, children }: { backs?: readonly (string | undefined)[]; children: ReactNode }) {
  return (
    <div className="relative isolate" style={DECK_STYLE}>
      {backs?.map((tint, place) => (
        <span
          key={place}
          aria-hidden="true"
          data-deck-back
          className={FANNED_BACKS[place]}
          style={{ ["--deck-back" as string]: tint }}
        />
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
