/** Image preloading progress: every photo settles, loaded or failed; free of React so it is unit tested. */

/** Rounded percentage of settled images; nothing to load counts as done. */
export function preloadPercent(settled: number, total: number): number {
  if (total <= 0) return 100;
  return Math.round((Math.min(settled, total) / total) * 100);
}

export type ProgressListener = (settled: number) => void;

export interface ImageWatcher {
  /** Start watching an image; watching the same one again is ignored. */
  watch: (image: HTMLImageElement) => void;
  stop: () => void;
}

/**
 * Counts images as they settle: loaded or failed alike, since a broken photo
 * must not hold the hero back. An image that finished before it was watched
 * (cached, or loaded before hydration) counts at once.
 */
export function createImageWatcher(onProgress: ProgressListener): ImageWatcher {
  const seen = new WeakSet<HTMLImageElement>();
  const cleanups = new Set<() => void>();
  let settled = 0;

  const settle = () => {
    settled += 1;
    onProgress(settled);
  };

  const watch = (image: HTMLImageElement) => {
    if (seen.has(image)) return;
    seen.add(image);
    if (image.complete) {
      settle();
      return;
    }
    const cleanup = () => {
      image.removeEventListener("load", onSettled);
      image.removeEventListener("error", onSettled);
      cleanups.delete(cleanup);
    };
    const onSettled = () => {
      cleanup();
      settle();
    };
    image.addEventListener("load", onSettled);
    image.addEventListener("error", onSettled);
    cleanups.add(cleanup);
  };

  return { watch, stop: () => cleanups.forEach((cleanup) => cleanup()) };
}
