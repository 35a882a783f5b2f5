import { useCallback, useSyncExternalStore } from "react";
import { SCREENS, minWidthQuery, type ScreenOrBase } from "../../lib/breakpoints";
import type { PerView } from "../../lib/breakpoints";
import { useViewWindow } from "../../hooks/view-window";
import { slidesPerView } from "./logic";

/** Slides per view for the current viewport, live on resize; the phone's count before hydration. */
export function useSlidesPerView(perView: PerView): number {
  const frame = useViewWindow();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = SCREENS.map((screen) => (frame ?? window).matchMedia(minWidthQuery(screen)));
      lists.forEach((list) => list.addEventListener("change", onChange));
      return () => lists.forEach((list) => list.removeEventListener("change", onChange));
    },
    [frame],
  );
  // The widest screen the view reaches, by the same media queries as the stylesheet.
  const currentStep = useCallback(
    (): ScreenOrBase =>
      SCREENS.filter((screen) => (frame ?? window).matchMedia(minWidthQuery(screen)).matches).at(-1) ?? "base",
    [frame],
  );
  const step = useSyncExternalStore(subscribe, currentStep, () => "base" as const);
  return slidesPerView(perView, step);
}
