import React, { Suspense, type ReactNode } from "react";

/**
 * React 18 leaves every Suspense boundary it finds in server-rendered HTML for
 * a later, interruptible hydration pass. Wrapping each page section in one
 * splits the page's hydration into short tasks that yield to the browser
 * (input, paint) instead of one long task that blocks a phone for hundreds of
 * milliseconds. The server HTML stays on screen meanwhile, and a click inside
 * a boundary hydrates that boundary first. Nothing here suspends, so the
 * fallback is never shown.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
