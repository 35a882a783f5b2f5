import { useEffect } from "react";
import { PENDING_SWIPES_ATTR, STACK_INPUT_EVENT } from "../boot/contract";
import { readSwipes } from "../boot/early-swipes";
import { installSwipeRecorder } from "../boot/swipe-recorder-script";
import type { SwipeDirection } from "../lib/swipe";

interface RecordedSwipesOptions {
  /** Whether the stack handles drags and keys itself by now. */
  isLive: boolean;
  /** The visitor has turned to the stack: time to fetch its drag code. */
  onEngaged: () => void;
  onSwipe: (direction: SwipeDirection) => void;
}

/**
 * The stack's side of the swipe recorder (boot/swipe-recorder-script.ts):
 * it installs the recorder where no inline script did, says when the visitor
 * has turned to the stack, and once the stack is live plays back, in order,
 * the swipes recorded before and any the recorder still notes (a press that
 * began before then).
 */
export function useRecordedSwipes({ isLive, onEngaged, onSwipe }: RecordedSwipesOptions): void {
  useEffect(() => {
    installSwipeRecorder();
    const root = document.documentElement;
    const take = () => {
      if (!root.hasAttribute(PENDING_SWIPES_ATTR)) return;
      if (!isLive) {
        onEngaged();
        return;
      }
      const swipes = readSwipes(root.getAttribute(PENDING_SWIPES_ATTR));
      if (swipes.length === 0) return;
      // Emptied, not removed: the visitor has still turned to the stack.
      root.setAttribute(PENDING_SWIPES_ATTR, "");
      swipes.forEach(onSwipe);
    };
    take();
    document.addEventListener(STACK_INPUT_EVENT, take);
    return () => document.removeEventListener(STACK_INPUT_EVENT, take);
  }, [isLive, onEngaged, onSwipe]);
}
