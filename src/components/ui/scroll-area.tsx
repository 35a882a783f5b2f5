import React, { type ReactNode } from "react";
import * as ScrollAreaPrimitive from "@radix-ui/react-scroll-area";
import { SCROLLBAR_HIDE_DELAY_MS, SCROLLBAR_MIN_THUMB_PX } from "../../lib/constants";

interface ScrollAreaProps {
  height: number;
  children: ReactNode;
  /** Fade the last 3rem, a hint that more follows (give the content as much bottom padding). */
  fadeBottom?: boolean;
  className?: string;
}

/**
 * Radix's scroll area with the spec's scrollbar: shown while scrolling, hidden
 * 600 ms after the last scroll (`type="scroll"`), thumb never under 18 px
 * (Radix clamps to that; the min-height states it). Without JavaScript Radix
 * cannot switch its viewport to scrolling, so the CSS does it.
 */
export function ScrollArea({ height, children, fadeBottom = false, className = "" }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      type="scroll"
      scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}
      className={`relative overflow-hidden ${className}`}
      style={{ height }}
    >
      <ScrollAreaPrimitive.Viewport
        className={`h-full w-full [html:not(.js)_&]:!overflow-y-auto ${fadeBottom ? "[mask-image:linear-gradient(to_bottom,black_calc(100%-3rem),transparent)]" : ""}`}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar orientation="vertical" className="flex w-2.5 touch-none select-none p-0.5">
        <ScrollAreaPrimitive.Thumb
          className="relative flex-1 rounded-full bg-muted/70"
          style={{ minHeight: SCROLLBAR_MIN_THUMB_PX }}
        />
      </ScrollAreaPrimitive.Scrollbar>
    </ScrollAreaPrimitive.Root>
  );
}
