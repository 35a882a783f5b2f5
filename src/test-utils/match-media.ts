import { act } from "@testing-library/react";

/** jsdom has no matchMedia: a stand-in where no query matches (a narrow viewport, motion allowed). */
export function installMatchMediaStub(): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

/** Whether a width meets every `(min-width: …px)` and `(max-width: …px)` condition of a query. */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === "min" ? width >= Number(px) : width <= Number(px)));
}

/**
 * A viewport of a given width for width queries (nothing else matches), and
 * `resize`, which changes it and notifies the queries whose answer changed,
 * as a browser does when its window is resized.
 */
export function installViewportStub(initialWidth: number): { resize: (width: number) => void } {
  let width = initialWidth;
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = jest.fn((query: string) => {
    const own = listeners.get(query) ?? new Set<() => void>();
    listeners.set(query, own);
    return {
      get matches() {
        return matchesWidth(query, width);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => own.add(listener),
      removeEventListener: (_: string, listener: () => void) => own.delete(listener),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      const before = new Map([...listeners.keys()].map((query) => [query, matchesWidth(query, width)]));
      width = next;
      act(() => {
        listeners.forEach((own, query) => {
          if (before.get(query) !== matchesWidth(query, width)) own.forEach((listener) => listener());
        });
      });
    },
  };
}
