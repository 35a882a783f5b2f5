import React, { Suspense, useEffect, useState, type ReactNode } from "react";

function OnHydrated({ onHydrated }: { onHydrated: (isHydrated: true) => void }) {
  useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}

/**
 * React 18 leaves every Suspense boundary it finds in server-rendered HTML for
 * a later, interruptible hydration pass, so wrapping each page section in one
 * splits the page's hydration into short tasks instead of one long task that
 * blocks a phone. The server HTML stays on screen meanwhile. The fallback
 * (none, unless given) shows only where the content is lazy and is first
 * rendered on the client, as the timeline's scroll area after a resize to
 * desktop width (ui/lazy-scroll-area.tsx).
 *
 * Until its content has hydrated, the boundary renders the very element of
 * its first render: a boundary that receives new props before it has
 * hydrated is thrown away and rendered again from scratch (React error 421),
 * and Gatsby re-renders the page while it loads.
 */
export function HydrationBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [isHydrated, setIsHydrated] = useState(false);
  const boundary = (content: ReactNode) => (
    <Suspense fallback={fallback}>
      <OnHydrated onHydrated={setIsHydrated} />
      {content}
    </Suspense>
  );
  const [firstRender] = useState(() => boundary(children));
  return isHydrated ? boundary(children) : firstRender;
}
