import { useEffect, useState, type RefObject } from "react";

/**
 * True from the moment at least `threshold` of the element is visible, and
 * from then on (SPEC §4 Experience reveal: once, and it stays).
 */
export function useRevealOnce(ref: RefObject<Element>, threshold: number): boolean {
  const [isRevealed, setIsRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isRevealed || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) setIsRevealed(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, isRevealed]);

  return isRevealed;
}
