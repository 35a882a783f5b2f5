import React, { lazy, memo, Suspense } from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { ErrorBoundary } from "../layout/error-boundary";
import { PhotoStackStandIn } from "./photo-stack-stand-in";

/**
 * webpackPreload has webpack's runtime fetch the stack's chunk together with
 * the page's own, instead of once hydration reaches the stack: at 4x CPU on
 * a slow-4G link the stack hydrated about 0.4 s sooner.
 */
const PhotoStack = lazy(() =>
  import(/* webpackPreload: true */ "./photo-stack").then((module) => ({ default: module.PhotoStack })),
);

interface HeroPhotoStackProps {
  photos: readonly StackPhoto[];
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
 * chunk arrives and React hydrates them in place, which keeps the main thread free on load. The
 * timeline's scroll area is loaded the same way (ui/lazy-scroll-area.tsx);
 * the carousels' slider is loaded by hand instead (features/carousel/lazy-slider.tsx).
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
