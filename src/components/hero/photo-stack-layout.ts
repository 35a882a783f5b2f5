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

/** The gallery's width: the cards, their caption and the stand-in shown while the stack's code loads. */
export const STACK_STYLE: CSSProperties = { width: `min(${CARD_STACK_MAX_WIDTH_VW}vw, ${CARD_STACK_MAX_WIDTH_PX}px)` };

/** The deck the cards lie in (SPEC §4 Photo stack sizes). */
export const DECK_STYLE: CSSProperties = {
  width: "100%",
  minWidth: CARD_MIN_WIDTH_PX,
  maxWidth: CARD_MAX_WIDTH_PX,
  minHeight: CARD_MIN_HEIGHT_PX,
  maxHeight: CARD_MAX_HEIGHT_PX,
  aspectRatio: CARD_ASPECT_RATIO,
};
