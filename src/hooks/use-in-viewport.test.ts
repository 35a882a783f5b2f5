import { renderHook } from "@testing-library/react";
import { InViewIntersectionObserver, manualIntersectionObserver } from "../test-utils/intersection-observer";
import { useInViewport } from "./use-in-viewport";

const ref = { current: document.createElement("div") };

afterEach(() => {
  globalThis.IntersectionObserver = InViewIntersectionObserver;
});

describe("useInViewport", () => {
  it("is false until reported, then follows the element in and out of view", () => {
    const viewport = manualIntersectionObserver();
    globalThis.IntersectionObserver = viewport.Observer;
    const { result } = renderHook(() => useInViewport(ref));
    expect(result.current).toBe(false);
    viewport.report(0.2);
    expect(result.current).toBe(true);
    viewport.report(0);
    expect(result.current).toBe(false);
  });
});
