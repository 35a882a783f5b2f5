import { useEffect, type RefObject } from "react";
import { EARLY_DRAG_ATTR, FRONT_CARD_SELECTOR } from "../boot/contract";
import { EARLY_INPUT, takeEarlyInput } from "../boot/early-input";
import { isSwipeWord } from "../boot/early-swipes";
import { EARLY_DRAG_STYLES, installSwipeRecorder } from "../boot/swipe-recorder-script";
import { poseOfComputedStyle, poseTransform, type CardMotion } from "../lib/card-pose";
import type { SwipeDirection } from "../lib/swipe";

/**
 * The pose the swipe recorder left the front card in, mid-flight or not,
 * taken over: the card is held there by its inline style alone, the
 * recorder's transition and pointer rule go, and the stack's own flight
 * starts from that pose. Undefined when the recorder did not move the card.
 */
export function takeEarlyDrag(gallery: Element): CardMotion | undefined {
  const card = gallery.querySelector<HTMLElement>(FRONT_CARD_SELECTOR);
  if (!card || !card.hasAttribute(EARLY_DRAG_ATTR)) return undefined;
  const style = getComputedStyle(card);
  const pose = poseOfComputedStyle(style.transform, style.opacity);
  card.removeAttribute(EARLY_DRAG_ATTR);
  for (const name of EARLY_DRAG_STYLES) card.style.removeProperty(name);
  card.style.transform = poseTransform(pose);
  card.style.opacity = String(pose.opacity);
  return pose;
}

interface RecordedSwipesOptions {
  /** The gallery, on which the swipe recorder keeps its swipes. */
  gallery: RefObject<Element>;
  /** Whether the stack handles drags and keys itself by now. */
  isLive: boolean;
  /** The visitor has turned to the stack: time to fetch its drag code. */
  onEngaged: () => void;
  /** A swipe played back; `from` is where the recorder left the card it moved. */
  onSwipe: (direction: SwipeDirection, from?: CardMotion) => void;
}

/**
 * The stack's side of the swipe recorder (boot/swipe-recorder-script.ts):
 * it installs the recorder where no inline script did, says when the visitor
 * has turned to the stack, and once the stack is live takes from the
 * gallery's early-input buffer, in order, the swipes recorded before and any
 * the recorder still adds (a press that began before then). The first of
 * them flies the card on from where the recorder left it.
 */
export function useRecordedSwipes({ gallery, isLive, onEngaged, onSwipe }: RecordedSwipesOptions): void {
  useEffect(() => {
    installSwipeRecorder();
    const element = gallery.current;
    if (!element) return undefined;
    const take = () => {
      if (!element.hasAttribute(EARLY_INPUT.attr)) return;
      if (!isLive) {
        onEngaged();
        return;
      }
      takeEarlyInput(element, isSwipeWord, EARLY_INPUT).forEach((word, index) =>
        onSwipe(Number(word) as SwipeDirection, index === 0 ? takeEarlyDrag(element) : undefined),
      );
    };
    take();
    element.addEventListener(EARLY_INPUT.event, take);
    return () => element.removeEventListener(EARLY_INPUT.event, take);
  }, [gallery, isLive, onEngaged, onSwipe]);
}
