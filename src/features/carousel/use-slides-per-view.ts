import { useSyncExternalStore } from "react";
import { SCREENS, minWidthQuery, type ScreenOrBase } from "../../lib/breakpoints";
import type { PerView } from "../../lib/breakpoints";
import { slidesPerView } from "./logic";

function subscribe(onChange: () => void) {
  const lists = SCREENS.map((screen) => window.matchMedia(minWidthQuery(screen)));
  lists.forEach((list) => list.addEventListener("change", onChange));
  return () => lists.forEach((list) => list.removeEventListener("change", onChange));
}

/** The widest screen the viewport reaches, by the same media queries as the stylesheet. */
const currentStep = (): ScreenOrBase =>
  SCREENS.filter((screen) => window.matchMedia(minWidthQuery(screen)).matches).at(-1) ?? "base";

/** Slides per view for the current viewport, live on resize; the phone's count before hydration. */
export function useSlidesPerView(perView: PerView): number {
  const step = useSyncExternalStore(subscribe, currentStep, () => "base" as const);
  return slidesPerView(perView, step);
}
