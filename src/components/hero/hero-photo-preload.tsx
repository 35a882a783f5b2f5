import React from "react";
import type { ImagePreload } from "../../lib/photo-sources";

/**
 * For the Head: starts the front card's photo with the HTML at high priority,
 * before the browser has parsed the hero's <picture>. React 18 only passes
 * `fetchpriority` through in lower case.
 */
export function HeroPhotoPreload({ preload }: { preload: ImagePreload | undefined }) {
  if (!preload) return null;
  return (
    <link
      rel="preload"
      as="image"
      imageSrcSet={preload.srcSet}
      imageSizes={preload.sizes}
      type={preload.type}
      {...{ fetchpriority: "high" }}
    />
  );
}
