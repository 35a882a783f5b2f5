import React from "react";
import type { StackPhoto } from "../../lib/photo-sources";
import { STACK_PHOTO_ATTR, selector } from "../../boot/contract";
import { Picture } from "../ui/picture";

/** The photos themselves, whichever element draws them. */
export const STACK_PHOTO_SELECTOR = `img${selector(STACK_PHOTO_ATTR)}`;

interface PhotoStackImageProps {
  photo: StackPhoto;
  /** The front card: fetched first, ahead of everything else on the page. */
  isPriority: boolean;
}

/**
 * All cards load eagerly, as the hero waits for every photo anyway. React 18
 * only passes `fetchpriority` through in lower case; native images must not be
 * draggable or the browser's own image drag would steal the swipe.
 */
export function PhotoStackImage({ photo, isPriority }: PhotoStackImageProps) {
  const shared = {
    draggable: false,
    loading: "eager" as const,
    [STACK_PHOTO_ATTR]: "",
    ...(isPriority ? { fetchpriority: "high" } : {}),
  };
  // A shade dimmer in the dark theme, where the beige portraits glared on the dark page.
  const look = "pointer-events-none h-full w-full dark:brightness-90";
  if (photo.image) return <Picture image={photo.image} alt={photo.alt} className={look} {...shared} />;
  return <img src={photo.src} alt={photo.alt} className={`${look} object-cover`} {...shared} />;
}
