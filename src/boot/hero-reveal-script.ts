import { preloadPercent } from "../lib/preload";
import { inlineScript } from "./inline-script";
import {
  HERO_CONTENT_ATTR,
  HERO_PERCENT_ATTR,
  HERO_PROGRESS_ATTR,
  HERO_READY_CLASS,
  STACK_PHOTO_ATTR,
  selector,
} from "./contract";

export interface HeroRevealConfig {
  content: string;
  photos: string;
  progress: string;
  percent: string;
  readyClass: string;
}

const CONFIG: HeroRevealConfig = {
  content: selector(HERO_CONTENT_ATTR),
  photos: `${selector(HERO_CONTENT_ATTR)} img${selector(STACK_PHOTO_ATTR)}`,
  progress: selector(HERO_PROGRESS_ATTR),
  percent: selector(HERO_PERCENT_ATTR),
  readyClass: HERO_READY_CLASS,
};

/**
 * The hero's first reveal without waiting for the bundles. React can only
 * reveal it after its scripts have downloaded and hydrated the page, seconds
 * after the photos have arrived on a slow phone; this script sits straight
 * after the hero's markup, so the parser runs it while the rest of the page
 * is still arriving. It counts the photos by the hook's rule (loaded or
 * failed alike, the same rounding) and marks <html> once all have settled;
 * CSS then shows the hero. React's own count takes over at hydration.
 */
export function revealHero(c: HeroRevealConfig, percentOf: typeof preloadPercent): void {
  const root = document.documentElement;
  if (!document.querySelector(c.content)) return;
  const photos = document.querySelectorAll<HTMLImageElement>(c.photos);
  const progress = document.querySelector(c.progress);
  const percent = document.querySelector(c.percent);
  let settled = 0;
  const show = () => {
    const value = percentOf(settled, photos.length);
    if (progress) progress.setAttribute("aria-valuenow", String(value));
    if (percent) percent.textContent = `${value}%`;
    if (value === 100) root.classList.add(c.readyClass);
  };
  const onSettled = (event: Event) => {
    event.target!.removeEventListener("load", onSettled);
    event.target!.removeEventListener("error", onSettled);
    settled += 1;
    show();
  };
  photos.forEach((photo) => {
    if (photo.complete) {
      settled += 1;
    } else {
      photo.addEventListener("load", onSettled);
      photo.addEventListener("error", onSettled);
    }
  });
  show();
}

export const HERO_REVEAL_SCRIPT = /* @__PURE__ */ inlineScript(revealHero, CONFIG, preloadPercent);
