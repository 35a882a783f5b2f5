import { useEffect, type RefObject } from "react";
import { EARLY_INPUT, takeEarlyInput } from "../boot/early-input";
import { isSwipeWord } from "../boot/early-swipes";
import { installSwipeRecorder } from "../boot/swipe-recorder-script";
import type { SwipeDirection } from "../lib/swipe";

interface RecordedSwipesOptions {
  /** The gallery, on which the swipe recorder keeps its swipes. */
  gallery: RefObject<Element>;
  /** Whether the stack handles drags and keys itself by now. */
  isLive: boolean;
  /** The visitor has turned to the stack: time to fetch its drag code. */
  onEngaged: () => void;
  onSwipe: (direction: SwipeDirection) => void;
}

/**
 * The stack's side of the swipe recorder (boot/swipe-recorder-script.ts):
 * it installs the recorder where no inline script did, says when the visitor
 * has turned to the stack, and once the stack is live takes from the
 * gallery's early-input buffer, in order, the swipes recorded before and any
 * the recorder still adds (a press that began before then).
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
      takeEarlyInput(element, isSwipeWord, EARLY_INPUT).forEach((word) => onSwipe(Number(word) as SwipeDirection));
    };
    take();
    element.addEventListener(EARLY_INPUT.event, take);
    return () => element.removeEventListener(EARLY_INPUT.event, take);
  }, [gallery, isLive, onEngaged, onSwipe]);
}
