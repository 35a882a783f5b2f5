import { act, renderHook } from "@testing-library/react";
import { MOBILE_QUERY, useIsMobile } from "./use-is-mobile";

/** A matchMedia stand-in driven by a fake viewport width. */
function installViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return (next: number) => {
    width = next;
    listeners.forEach((listener) => listener());
  };
}

describe("useIsMobile", () => {
  it("uses a 768 px breakpoint", () => {
    expect(MOBILE_QUERY).toBe("(max-width: 767px)");
  });

  it.each([
    [375, true],
    [767, true],
    [768, false],
    [1280, false],
  ])("at %i px reports mobile %p", (width, expected) => {
    installViewport(width);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(expected);
  });

  it("follows live resizes across the breakpoint", () => {
    const resize = installViewport(1024);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => resize(500));
    expect(result.current).toBe(true);
    act(() => resize(900));
    expect(result.current).toBe(false);
  });
});
