import React, { lazy } from "react";
import { ErrorBoundary } from "../layout/error-boundary";
import { HydrationBoundary } from "../../boot/hydration-boundary";
import { NativeScrollArea } from "./native-scroll-area";
import type { ScrollAreaProps } from "./scroll-area-props";

const ScrollArea = lazy(() =>
  import(/* webpackChunkName: "scroll-area" */ "./scroll-area").then((module) => ({ default: module.ScrollArea })),
);

/**
 * The styled scroll area in a chunk of its own: Radix's scroll area is about a
 * quarter of the page component's code, and only the desktop timeline, far
 * below the fold, uses it. The server renders it in full; on the client the
 * chunk is fetched when hydration reaches it, and its HTML stays as it is
 * until then. HydrationBoundary keeps the timeline's re-renders (once the page
 * has hydrated it drops the phone carousel) from reaching it while it waits.
 */
export function LazyScrollArea(props: ScrollAreaProps) {
  const native = <NativeScrollArea {...props} />;
  return (
    <ErrorBoundary fallback={native}>
      <HydrationBoundary fallback={native}>
        <ScrollArea {...props} />
      </HydrationBoundary>
    </ErrorBoundary>
  );
}
