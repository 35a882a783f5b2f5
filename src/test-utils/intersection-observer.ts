import { act } from "@testing-library/react";

/**
 * jsdom has no layout, so no IntersectionObserver: this stand-in reports
 * every observed element as in view, as a page scrolled to it would.
 */
export class InViewIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly scrollMargin = "0px";
  readonly thresholds = [0];

  constructor(private readonly callback: IntersectionObserverCallback) {}

  observe(target: Element): void {
    const rect = target.getBoundingClientRect();
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: 0,
    };
    this.callback([entry], this);
  }

  unobserve(): void {}

  disconnect(): void {}

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** A stand-in for a page that is never scrolled: nothing observed ever comes into view. */
export class OutOfViewIntersectionObserver extends InViewIntersectionObserver {
  override observe(): void {}
}

/**
 * An observer the test moves by hand: nothing is reported on `observe`, and
 * each `report(ratio)` tells the latest observer that share of its element is visible.
 */
export function manualIntersectionObserver() {
  let report: (ratio: number) => void = () => undefined;
  class ManualIntersectionObserver extends OutOfViewIntersectionObserver {
    constructor(callback: IntersectionObserverCallback) {
      super(callback);
      report = (ratio) =>
        act(() =>
          callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], this),
        );
    }
  }
  return { Observer: ManualIntersectionObserver, report: (ratio: number) => report(ratio) };
}
