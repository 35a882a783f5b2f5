import React from "react";
import { scrollAreaRootClass, scrollAreaViewportClass, type ScrollAreaProps } from "./scroll-area-props";
import { cn } from "../../lib/cn";

/**
 * The scroll area with the browser's own scrollbar, in the same box as the
 * styled one: shown while that one's code loads on a client-side render, and
 * for good if the code cannot be loaded, so the timeline stays readable.
 */
export function NativeScrollArea({ maxHeight, children, fadeEdges = false, className = "" }: ScrollAreaProps) {
  return (
    <div className={scrollAreaRootClass(className)}>
      <div className={cn(scrollAreaViewportClass(fadeEdges), "overflow-y-auto")} style={{ maxHeight }}>
        {children}
      </div>
    </div>
  );
}
