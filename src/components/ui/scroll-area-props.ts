import type { ReactNode } from "react";

/** Shared by the styled scroll area and its native stand-in, so both draw the same box. */
export interface ScrollAreaProps {
  height: number;
  children: ReactNode;
  /** Fade the last 3rem, a hint that more follows (give the content as much bottom padding). */
  fadeBottom?: boolean;
  className?: string;
}

export const scrollAreaRootClass = (className: string) => `relative overflow-hidden ${className}`;

export const scrollAreaViewportClass = (fadeBottom: boolean) =>
  `h-full w-full ${fadeBottom ? "[mask-image:linear-gradient(to_bottom,black_calc(100%-3rem),transparent)]" : ""}`;
