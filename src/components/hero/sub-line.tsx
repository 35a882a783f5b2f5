import React, { useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";

interface SubLineProps {
  children: ReactNode;
  /** Whether the line rises into place when it appears; read once, on mount. */
  entersAnimated: boolean;
}

/**
 * One line of the hero's rotation, keyed by its index: each new line mounts
 * afresh. Whether it animates is decided when it appears, so the line already
 * on screen does not fade in again when a hover starts the rotation.
 */
export function SubLine({ children, entersAnimated }: SubLineProps) {
  const [animates] = useState(entersAnimated);
  return (
    <span className={cn("inline-block", animates && "motion-safe:animate-sub-line-enter")} data-enters={animates}>
      {children}
    </span>
  );
}
