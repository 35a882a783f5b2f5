import { useEffect, type RefObject } from "react";

/**
 * Grows a textarea with its text up to `maxHeightPx`, then lets it scroll.
 * A plain effect is enough: React 18 runs effects of typing and clicking
 * before the browser paints, so the old height never shows. An empty field
 * takes its one-row height from CSS without being measured: measuring forces
 * a layout of the whole page, which on mount lands in the hydration's task.
 */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string, maxHeightPx: number): void {
  useEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    if (value === "") {
      textarea.style.height = "";
      textarea.style.overflowY = "";
      return;
    }
    textarea.style.height = "auto";
    const borders = textarea.offsetHeight - textarea.clientHeight;
    const contentHeight = textarea.scrollHeight + borders;
    textarea.style.height = `${Math.min(contentHeight, maxHeightPx)}px`;
    textarea.style.overflowY = contentHeight > maxHeightPx ? "auto" : "hidden";
  }, [ref, value, maxHeightPx]);
}
