import React, { lazy, memo, Suspense } from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { ErrorBoundary } from "../layout/error-boundary";
import { DECK_STYLE, STACK_STYLE } from "../ui/photo-stack-layout";
import { PhotoStackImage } from "../ui/photo-stack-image";

const PhotoStack = lazy(() => import("../ui/photo-stack").then((module) => ({ default: module.PhotoStack })));

interface HeroPhotoStackProps {
  photos: readonly StackPhoto[];
}

/**
 * The photos, front one on top, without the stack's gestures: shown while the
 * stack's code loads on a client-side visit, and for good if that code cannot
 * be loaded (a dropped connection, a deploy mid-visit), so the hero keeps its
 * photos and its layout either way.
 */
function PhotoStackStandIn({ photos }: HeroPhotoStackProps) {
  return (
    <div className="flex flex-col items-center gap-5" style={STACK_STYLE}>
      <div className="relative isolate" style={DECK_STYLE}>
        {photos.map((photo, index) => (
          <div
            key={photo.key}
            aria-hidden={index > 0}
            className={`absolute inset-0 overflow-hidden rounded-3xl border border-line bg-raised ${
              index === 0 ? "shadow-xl" : ""
            }`}
            style={{ zIndex: photos.length - index }}
          >
            <PhotoStackImage photo={photo} isPriority={index === 0} />
          </div>
        ))}
      </div>
      <p aria-hidden="true" className="text-sm font-medium tabular-nums text-muted">
        {`Photo 1 of ${photos.length}`}
      </p>
    </div>
  );
}

const samePhotos = (previous: HeroPhotoStackProps, next: HeroPhotoStackProps) =>
  previous.photos.length === next.photos.length &&
  previous.photos.every(
    (photo, index) => photo.key === next.photos[index]?.key && photo.alt === next.photos[index]?.alt,
  );

/**
 * The hero's photo stack in a chunk of its own, with framer-motion, which only
 * the stack uses: on the first load the page's bundle no longer evaluates the
 * animation library, and the server-rendered photos stay as they are until the
 * chunk arrives and React hydrates them in place (issue 8, TBT). This is the
 * one place the site uses React.lazy on server-rendered content; the
 * carousels' slider is loaded by hand instead (ui/lazy-slider.tsx).
 *
 * memo, comparing the photos themselves, keeps the hero's own re-renders (the
 * loader's percentage, a new page-data object) from reaching the Suspense
 * boundary while it waits: React throws a waiting boundary away when it
 * receives an update, and would then draw the photos afresh.
 */
export const HeroPhotoStack = memo(function HeroPhotoStack({ photos }: HeroPhotoStackProps) {
  const standIn = <PhotoStackStandIn photos={photos} />;
  return (
    <ErrorBoundary fallback={standIn}>
      <Suspense fallback={standIn}>
        <PhotoStack photos={photos} />
      </Suspense>
    </ErrorBoundary>
  );
}, samePhotos);
