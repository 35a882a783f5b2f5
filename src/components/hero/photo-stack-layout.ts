import type { CSSProperties } from "react";
import "./photo-count.css";
import {
  CARD_ASPECT_RATIO,
  CARD_MAX_HEIGHT_PX,
  CARD_MAX_WIDTH_PX,
  CARD_MIN_HEIGHT_PX,
  CARD_MIN_WIDTH_PX,
  CARD_STACK_MAX_WIDTH_PX,
  CARD_STACK_MAX_WIDTH_VW,
} from "../../lib/constants";

/**
 * Height of the first screen kept for the header bar and the air around the deck. Small enough that the height
 * never narrows the deck on a screen taller than a low one, which the `upright` variant (tailwind.config.ts) relies
 * on to find the photo's corner (see the test beside this file).
 */
export const STACK_VIEWPORT_RESERVE_PX = 112;

/**
 * The gallery's width: the cards, their counter and the stand-in shown while
 * the stack's code loads. On a first screen too low for the deck's full height
 * (a phone held sideways, a zoomed window) it narrows with the viewport's
 * height, down to the smallest card, so the deck and the name beside it fit.
 */
export const STACK_STYLE: CSSProperties = {
  width: `min(${CARD_STACK_MAX_WIDTH_VW}vw, ${CARD_STACK_MAX_WIDTH_PX}px, max(${CARD_MIN_WIDTH_PX}px, (100svh - ${STACK_VIEWPORT_RESERVE_PX}px) * ${CARD_ASPECT_RATIO}))`,
};

/** The gallery's column: the deck, its counter on the photo. */
export const STACK_CLASS = "flex flex-col items-center";

/** The gallery's count and its button to the next photo (photo-count.css). */
export const COUNTER_CLASS = "photo-count";
export const NEXT_PHOTO_CLASS = "photo-next";

/** The deck the cards lie in: between the smallest and the largest card, always 20:21. */
export const DECK_STYLE: CSSProperties = {
  width: "100%",
  minWidth: CARD_MIN_WIDTH_PX,
  maxWidth: CARD_MAX_WIDTH_PX,
  minHeight: CARD_MIN_HEIGHT_PX,
  maxHeight: CARD_MAX_HEIGHT_PX,
  aspectRatio: CARD_ASPECT_RATIO,
};
