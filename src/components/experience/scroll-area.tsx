import React from "react";
import * as ScrollAreaPrimitive from "@radix-ui/react-scroll-area";
import { SCROLLBAR_HIDE_DELAY_MS, SCROLLBAR_MIN_THUMB_PX } from "../../lib/constants";
import { scrollAreaRootClass, scrollAreaViewportClass, type ScrollAreaProps } from "./scroll-area-props";
import { cn } from "../../lib/cn";

/**
 * Radix's scroll area with the page's own scrollbar: shown while scrolling, hidden
 * 600 ms after the last scroll (`type="scroll"`), thumb never under 18 px
 * (Radix clamps to that; the min-height states it). Without JavaScript Radix
 * cannot switch its viewport to scrolling, so the CSS does it. Pages load it
 * through LazyScrollArea (lazy-scroll-area.tsx).
 */
export function ScrollArea({ maxHeight, children, fadeEdges = false, className = "" }: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      type="scroll"
      scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}
      className={scrollAreaRootClass(className)}
    >
      <ScrollAreaPrimitive.Viewport
        className={cn(scrollAreaViewportClass(fadeEdges), "[html:not(.js)_&]:!overflow-y-auto")}
        style={{ maxHeight }}
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
