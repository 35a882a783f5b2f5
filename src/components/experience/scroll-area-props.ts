import type { ReactNode } from "react";

/** Shared by the styled scroll area and its native stand-in, so both draw the same box. */
export interface ScrollAreaProps {
  /** The area grows with its content up to this height, and scrolls beyond it. */
  /** A length in px, or any CSS length. */
  maxHeight: number | string;
  children: ReactNode;
  /**
   * Fade the last 4rem, a hint that more follows (give the content as much
   * bottom padding), and, once scrolled, the first 3rem (`.scroll-fade`).
   */
  fadeEdges?: boolean;
  className?: string;
}

export const scrollAreaRootClass = (className: string) => `relative overflow-hidden ${className}`;

export const scrollAreaViewportClass = (fadeEdges: boolean) => `h-full w-full ${fadeEdges ? "scroll-fade" : ""}`;
