import { useRef, type TouchEvent } from "react";
import { stripSwipe, type PendingMove } from "./logic";

/**
 * Touch handlers for the static strip a carousel shows until react-slick has
 * mounted, which itself does nothing with a swipe: a swipe made then is
 * handed to `onMove`, to be carried out once the slider is there, instead of
 * being lost.
 */
export function useStripSwipe(onMove: (move: PendingMove) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches.length === 1 ? event.touches[0] : undefined;
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const move = stripSwipe(touch.clientX - from.x, touch.clientY - from.y, event.currentTarget.clientWidth);
      if (move) onMove(move);
    },
  };
}
