import React, { type ReactNode } from "react";
import { LazyMotion, MotionConfig } from "framer-motion";

const loadFeatures = () => import("./motion-features").then((module) => module.default);

/**
 * framer-motion through LazyMotion + `m`: the animation and drag features
 * arrive in their own chunk after first paint, keeping them out of the
 * first-load bundle. With reduced motion preferred, transforms jump instead
 * of animating.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
