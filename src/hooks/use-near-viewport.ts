import { startTransition, useEffect, useState, type RefObject } from "react";

/**
 * True once the element has come within `rootMargin` of the viewport or taken
 * focus (which scrolls it into view anyway), and from then on. The viewport
 * switch is a transition, so whatever it unlocks renders in interruptible
 * slices rather than one long task; focus switches at once.
 */
export function useNearViewport(ref: RefObject<Element>, rootMargin: string): boolean {
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setIsNear(true));
      },
      { rootMargin },
    );
    const onFocusIn = () => setIsNear(true);
    observer.observe(element);
    element.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", onFocusIn);
    };
  }, [ref, rootMargin, isNear]);

  return isNear;
}
