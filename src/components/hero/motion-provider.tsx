import React, { startTransition, useCallback, useState, type ReactNode } from "react";
import { LazyMotion, MotionConfig, type FeatureBundle } from "framer-motion";

let loading: Promise<FeatureBundle> | null = null;

/** Fetched once per visit, however many times a stack asks. */
const loadFeatures = () =>
  (loading ??= import(/* webpackChunkName: "motion-features" */ "./motion-features").then((module) => module.default));

/**
 * framer-motion's animation and drag features, in a chunk of their own that
 * is fetched only when `load` is called: the stack asks once the visitor
 * turns to it, so a visit that never does downloads none of it. Until then
 * `features` is null and the cards lie still, as the server drew them.
 */
export function useMotionFeatures() {
  const [features, setFeatures] = useState<FeatureBundle | null>(null);
  const load = useCallback(() => {
    void loadFeatures().then((loaded) => startTransition(() => setFeatures(loaded)));
  }, []);
  return { features, load };
}

/** LazyMotion applies a bundle without a renderer as no features at all. */
const NO_FEATURES = {} as FeatureBundle;

/**
 * framer-motion through LazyMotion + `m`, with the features handed over
 * synchronously once they are there, so they take effect in the very render
 * that gives them, which the stack marks as live in the same commit. With
 * reduced motion preferred, transforms jump instead of animating.
 */
export function MotionProvider({ features, children }: { features: FeatureBundle | null; children: ReactNode }) {
  return (
    <LazyMotion features={features ?? NO_FEATURES} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
