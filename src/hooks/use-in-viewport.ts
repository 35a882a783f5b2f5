import { startTransition, useEffect, useState, type RefObject } from "react";

export interface InViewportOptions {
  /** Grows (or with negative values shrinks) the viewport, as CSS margins do. */
  rootMargin?: string;
  /** The share of the element that must be visible to count; any part by default. */
  threshold?: number;
  /** Stays true from the first time on instead of following the element in and out. */
  once?: boolean;
  /** Counts focus inside the element as in view: focus scrolls it there anyway, and at once. */
  withFocus?: boolean;
}

/**
 * Whether the element is in the viewport, by an IntersectionObserver. Until
 * the observer's first report it counts as out of view. Its reports update
 * the state as a transition, so whatever they unlock renders in
 * interruptible slices rather than one long task.
 */
export function useInViewport(
  ref: RefObject<Element>,
  { rootMargin, threshold = 0, once = false, withFocus = false }: InViewportOptions = {},
): boolean {
  const [inViewport, setInViewport] = useState(false);
  const settled = once && inViewport;

  useEffect(() => {
    const element = ref.current;
    if (settled || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (!latest) return;
        const visible = latest.isIntersecting && latest.intersectionRatio >= threshold;
        if (visible || !once) startTransition(() => setInViewport(visible));
      },
      { rootMargin, threshold },
    );
    const onFocusIn = () => setInViewport(true);
    observer.observe(element);
    if (withFocus) element.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", onFocusIn);
    };
  }, [ref, rootMargin, threshold, once, withFocus, settled]);

  return inViewport;
}
