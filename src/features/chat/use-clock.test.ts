import { TextEncoder } from "node:util";
import { act, renderHook } from "@testing-library/react";
import React from "react";
import { useClock } from "./use-clock";

// react-dom/server needs TextEncoder, which jsdom lacks.
Object.assign(global, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Clock() {
  return React.createElement("span", null, useClock() ?? "no time");
}

describe("useClock", () => {
  it("shows the local time as 24-hour HH:MM and follows it every second", () => {
    jest.setSystemTime(new Date(2024, 0, 1, 13, 58, 59, 500));
    const { result } = renderHook(() => useClock());
    expect(result.current).toBe("13:58");
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe("13:58");
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe("13:59");
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current).toBe("14:00");
  });

  it("renders no time on the server, so the static HTML never holds the build machine's clock", () => {
    expect(renderToString(React.createElement(Clock))).toBe("<span>no time</span>");
  });

  it("stops its timer on unmount", () => {
    const { unmount } = renderHook(() => useClock());
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
