import { act, renderHook } from "@testing-library/react";
import { InViewIntersectionObserver, manualIntersectionObserver } from "../test-utils/intersection-observer";
import { useInViewport } from "./use-in-viewport";

const element = document.createElement("div");
const ref = { current: element };

let viewport: ReturnType<typeof manualIntersectionObserver>;
beforeEach(() => {
  viewport = manualIntersectionObserver();
  globalThis.IntersectionObserver = viewport.Observer;
});
afterEach(() => {
  globalThis.IntersectionObserver = InViewIntersectionObserver;
});

describe("useInViewport", () => {
  it("is false until reported, then follows the element in and out of view", () => {
    const { result } = renderHook(() => useInViewport(ref));
    expect(result.current).toBe(false);
    viewport.report(0.2);
    expect(result.current).toBe(true);
    viewport.report(0);
    expect(result.current).toBe(false);
  });

  it("with a threshold, counts only once that share is visible", () => {
    const { result } = renderHook(() => useInViewport(ref, { threshold: 0.5 }));
    viewport.report(0.3);
    expect(result.current).toBe(false);
    viewport.report(0.6);
    expect(result.current).toBe(true);
  });

  it("once, stays true after the element has left the viewport", () => {
    const { result } = renderHook(() => useInViewport(ref, { once: true }));
    viewport.report(0);
    expect(result.current).toBe(false);
    viewport.report(1);
    viewport.report(0);
    expect(result.current).toBe(true);
  });

  it("with focus, counts focus inside the element as in view", () => {
    const { result } = renderHook(() => useInViewport(ref, { once: true, withFocus: true }));
    act(() => {
      element.dispatchEvent(new FocusEvent("focusin"));
    });
    expect(result.current).toBe(true);
  });

  it("without focus, ignores it", () => {
    const { result } = renderHook(() => useInViewport(ref));
    act(() => {
      element.dispatchEvent(new FocusEvent("focusin"));
    });
    expect(result.current).toBe(false);
  });
});
