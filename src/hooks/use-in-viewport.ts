import { useEffect, useState, type RefObject } from "react";

/**
 * Whether any part of the element is in the viewport right now, following it
 * in and out. Until the observer's first report it counts as out of view.
 */
export function useInViewport(ref: RefObject<Element>): boolean {
  const [inViewport, setInViewport] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (latest) setInViewport(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return inViewport;
}
