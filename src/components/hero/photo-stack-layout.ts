import type { CSSProperties } from "react";
import {
  CARD_ASPECT_RATIO,
  CARD_MAX_HEIGHT_PX,
  CARD_MAX_WIDTH_PX,
  CARD_MIN_HEIGHT_PX,
  CARD_MIN_WIDTH_PX,
  CARD_STACK_MAX_WIDTH_PX,
  CARD_STACK_MAX_WIDTH_VW,
} from "../../lib/constants";

/** Height of the first screen kept for the header bar, the caption and a little air around the deck. */
const STACK_VIEWPORT_RESERVE_PX = 112;

/**
 * The gallery's width: the cards, their caption and the stand-in shown while
 * the stack's code loads. On a first screen too low for the deck's full height
 * (a phone held sideways, a zoomed window) it narrows with the viewport's
 * height, down to the smallest card, so the deck and the name beside it fit.
 */
export const STACK_STYLE: CSSProperties = {
  width: `min(${CARD_STACK_MAX_WIDTH_VW}vw, ${CARD_STACK_MAX_WIDTH_PX}px, max(${CARD_MIN_WIDTH_PX}px, (100svh - ${STACK_VIEWPORT_RESERVE_PX}px) * ${CARD_ASPECT_RATIO}))`,
};

/**
 * The gallery's column: the deck, then its caption clear of the card's shadow;
 * on a low first screen the caption moves closer, to keep the deck as large as it can be.
 */
export const STACK_CLASS = "flex flex-col items-center gap-5 short:gap-3";

/** The deck the cards lie in: between the smallest and the largest card, always 20:21. */
export const DECK_STYLE: CSSProperties = {
  width: "100%",
  minWidth: CARD_MIN_WIDTH_PX,
  maxWidth: CARD_MAX_WIDTH_PX,
  minHeight: CARD_MIN_HEIGHT_PX,
  maxHeight: CARD_MAX_HEIGHT_PX,
  aspectRatio: CARD_ASPECT_RATIO,
};
