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
