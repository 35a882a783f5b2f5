import React, { type ReactNode } from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { DECK_STYLE, STACK_STYLE } from "./photo-stack-layout";
import { PhotoStackImage } from "./photo-stack-image";
import { cn } from "../../lib/cn";

/** The deck the cards lie in: the cards' own shadows set it off the page, with no glow behind it. */
export function PhotoDeck({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate" style={DECK_STYLE}>
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
        <div className="absolute inset-0 overflow-hidden rounded-3xl border border-line bg-raised shadow-xl">
          <PhotoStackImage photo={photo} isPriority />
        </div>
      </PhotoDeck>
    </div>
  );
}
