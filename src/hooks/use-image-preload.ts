import { useState, type RefObject } from "react";
import { createImageWatcher, preloadPercent } from "../lib/preload";
import { useBeforePaintEffect } from "./use-before-paint-effect";

interface ImagePreload {
  percent: number;
  isComplete: boolean;
}

/**
 * Waits for the `total` photos matching `selector` inside `containerRef`, a
 * failed one counting as loaded. It watches the rendered <img> elements rather than fetching
 * copies, so each photo is downloaded once, in the format the browser picked
 * from the srcset, and photos that loaded before hydration count too. Images
 * added later (gatsby-plugin-image renders them after mount on client-side
 * navigation) are picked up as they appear.
 */
export function useImagePreload(containerRef: RefObject<HTMLElement>, selector: string, total: number): ImagePreload {
  const [settled, setSettled] = useState(0);

  // Photos that settled before hydration are counted before the first paint, so the percentage never steps back to 0.
  useBeforePaintEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    setSettled(0);
    const watcher = createImageWatcher(setSettled);
    const scan = () => container.querySelectorAll<HTMLImageElement>(selector).forEach(watcher.watch);
    scan();
    const observer = new MutationObserver(scan);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      watcher.stop();
    };
  }, [containerRef, selector, total]);

  const percent = preloadPercent(settled, total);
  return { percent, isComplete: percent === 100 };
}
