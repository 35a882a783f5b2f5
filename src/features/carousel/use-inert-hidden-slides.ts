import { useCallback, useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])";

function isHiddenSlide(slide: Element): boolean {
  return slide.classList.contains("slick-cloned") || slide.getAttribute("aria-hidden") === "true";
}

/**
 * react-slick marks off-screen slides aria-hidden but leaves their links in the
 * tab order, and its loop clones are plain copies. Every hidden slide and every
 * clone is made inert (and a clone aria-hidden even while it is on screen
 * mid-loop), so assistive technology and Tab only reach what is visible.
 *
 * When a slide that held focus slides away, focus is lost; so it is when
 * focus was in the carousel's stand-in strip (before `enabled`) and the slider
 * replaces it. `restoreFocus` (call it once the slide change has settled, or
 * the slider has mounted) then moves it to the first visible slide, so
 * keyboard users stay in the carousel.
 */
export function useInertHiddenSlides(containerRef: RefObject<HTMLElement | null>, enabled: boolean) {
  const lostFocus = useRef(false);

  const restoreFocus = useCallback(() => {
    const container = containerRef.current;
    if (!lostFocus.current || !container) return;
    lostFocus.current = false;
    const target = container.querySelector<HTMLElement>(`.slick-slide:not([inert]) :is(${FOCUSABLE})`);
    target?.focus();
  }, [containerRef]);

  useEffect(() => {
    const container = containerRef.current;
    if (enabled || !container) return undefined;
    const onFocusIn = () => {
      lostFocus.current = true;
    };
    container.addEventListener("focusin", onFocusIn);
    return () => container.removeEventListener("focusin", onFocusIn);
  }, [containerRef, enabled]);

  useEffect(() => {
    const container = containerRef.current;
    if (!enabled || !container) return;
    const sync = () => {
      container.querySelectorAll(".slick-slide").forEach((slide) => {
        const hidden = isHiddenSlide(slide);
        if (hidden && slide.contains(document.activeElement)) lostFocus.current = true;
        if (hidden && slide.getAttribute("aria-hidden") !== "true") slide.setAttribute("aria-hidden", "true");
        if (hidden !== slide.hasAttribute("inert")) slide.toggleAttribute("inert", hidden);
      });
      // react-slick may report the change settled before it marks the slides, so focus that has just
      // been lost here is brought back at once rather than left on the page's body.
      if (lostFocus.current && !container.contains(document.activeElement)) restoreFocus();
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(container, { subtree: true, childList: true, attributeFilter: ["aria-hidden", "class"] });
    return () => observer.disconnect();
  }, [containerRef, enabled, restoreFocus]);

  return restoreFocus;
}
