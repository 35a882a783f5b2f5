import { act, renderHook } from "@testing-library/react";
import { useRotatingIndex } from "./use-rotating-index";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe("useRotatingIndex", () => {
  it("waits for the initial delay, then advances every interval and cycles", () => {
    const { result } = renderHook(() =>
      useRotatingIndex({ length: 4, intervalMs: 1500, initialDelayMs: 400, resetOnStop: true }),
    );
    expect(result.current.index).toBe(0);
    advance(5000);
    expect(result.current.index).toBe(0);

    act(() => result.current.start());
    advance(399);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(1499);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
    advance(1500);
    expect(result.current.index).toBe(3);
    advance(1500);
    expect(result.current.index).toBe(0);
  });

  it("resets to the first item on stop when asked to, and stays there", () => {
    const { result } = renderHook(() =>
      useRotatingIndex({ length: 4, intervalMs: 1500, initialDelayMs: 400, resetOnStop: true }),
    );
    act(() => result.current.start());
    advance(1900);
    expect(result.current.index).toBe(2);
    act(() => result.current.stop());
    expect(result.current.index).toBe(0);
    advance(10_000);
    expect(result.current.index).toBe(0);
  });

  it("auto-starts and holds its place while paused", () => {
    const { result } = renderHook(() => useRotatingIndex({ length: 4, intervalMs: 3000, autoStart: true }));
    advance(2999);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    act(() => result.current.stop());
    advance(9000);
    expect(result.current.index).toBe(1);
    act(() => result.current.start());
    advance(3000);
    expect(result.current.index).toBe(2);
  });

  it("gives the current item its whole time again when the restart key changes, and only then", () => {
    const { result, rerender } = renderHook(
      ({ key }) => useRotatingIndex({ length: 4, intervalMs: 3000, autoStart: true, restartKey: key }),
      { initialProps: { key: false } },
    );
    advance(2000);
    rerender({ key: false });
    advance(1000);
    expect(result.current.index).toBe(1);
    advance(2000);
    rerender({ key: true });
    advance(2999);
    expect(result.current.index).toBe(1);
    advance(1);
    expect(result.current.index).toBe(2);
  });

  it("does nothing for a single item", () => {
    const { result } = renderHook(() => useRotatingIndex({ length: 1, intervalMs: 100, autoStart: true }));
    advance(1000);
    expect(result.current.index).toBe(0);
  });
});
