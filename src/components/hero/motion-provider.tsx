import React, { type ReactNode } from "react";
import { LazyMotion, MotionConfig } from "framer-motion";

/**
 * "eager" puts the features in the chunk of the component that uses them (the
 * photo stack's, itself loaded after first paint), so they are already there
 * when LazyMotion asks for them after mount. As a chunk of their own they came
 * one more round trip later, and a drag in that window was lost; fetched
 * alongside the stack's chunk instead, webpack moved framer-motion into the
 * "commons" chunk every page loads (+40 KB brotli of first-load JavaScript).
 */
const loadFeatures = () => import(/* webpackMode: "eager" */ "./motion-features").then((module) => module.default);

/**
 * framer-motion through LazyMotion + `m`: the animation and drag features are
 * applied after the stack has mounted, outside its hydration. With reduced
 * motion preferred, transforms jump instead of animating.
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
