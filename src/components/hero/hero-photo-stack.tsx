import React, { lazy, memo, Suspense } from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { DECK_STYLE, STACK_STYLE } from "../ui/photo-stack-layout";

const PhotoStack = lazy(() => import("../ui/photo-stack").then((module) => ({ default: module.PhotoStack })));

/** Keeps the stack's place while its code loads on a client-side visit; the hero's loader covers it. */
function PhotoStackStandIn() {
  return (
    <div className="flex flex-col items-center gap-5" style={STACK_STYLE}>
      <div className="rounded-3xl border border-line bg-raised" style={DECK_STYLE} />
    </div>
  );
}

/**
 * The hero's photo stack in a chunk of its own, with framer-motion, which only
 * the stack uses: on the first load the page's bundle no longer evaluates the
 * animation library, and the server-rendered photos stay as they are until the
 * chunk arrives and React hydrates them (issue 8, TBT).
 *
 * memo keeps the hero's own re-renders (the loader's percentage) from reaching
 * the Suspense boundary while it waits: React throws a waiting boundary away
 * when it receives an update, and would then draw the photos afresh.
 */
export const HeroPhotoStack = memo(function HeroPhotoStack({ photos }: { photos: readonly StackPhoto[] }) {
  return (
    <Suspense fallback={<PhotoStackStandIn />}>
      <PhotoStack photos={photos} />
    </Suspense>
  );
});
