import React, { forwardRef } from "react";
import type SliderComponent from "react-slick";
import type { AdaptiveSlider, SliderProps } from "./slider";

let loadedSlider: typeof AdaptiveSlider | null = null;
let loading: Promise<void> | null = null;

/**
 * Fetches react-slick once for every carousel on the page. It is not needed
 * for the first paint (the static strip looks the same), so it stays out of
 * the first-load JavaScript.
 */
export function loadSlider(): Promise<void> {
  loading ??= import(/* webpackChunkName: "react-slick" */ "./slider").then((module) => {
    loadedSlider = module.AdaptiveSlider;
  });
  return loading;
}

/**
 * react-slick once loadSlider() has settled, nothing before. Not React.lazy:
 * its Suspense boundary would be server-rendered too, and a server-rendered
 * boundary that re-renders before it has hydrated is thrown away (React 421).
 * The carousel hands the slider new settings as it re-renders (slides per
 * view, the selected slide), so unlike the hero's photo stack
 * (hero-photo-stack.tsx) memo could not shield that boundary.
 */
export const LazySlider = forwardRef<SliderComponent, SliderProps>(function LazySlider(props, ref) {
  const Slider = loadedSlider;
  return Slider ? <Slider ref={ref} {...props} /> : null;
});
