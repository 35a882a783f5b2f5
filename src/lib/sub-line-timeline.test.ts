import { SUB_LINE_INITIAL_DELAY_MS, SUB_LINE_INTERVAL_MS } from "./constants";
import { subLineTimeline } from "./sub-line-timeline";

const elapsed = (steps: ReturnType<typeof subLineTimeline>) => steps.reduce((sum, [ms]) => sum + ms, 0);

describe("subLineTimeline", () => {
  it("changes lines at the first delay, then at every interval, comes back to the first line and goes on", () => {
    const steps = subLineTimeline(4);
    expect(steps).toEqual([
      [SUB_LINE_INITIAL_DELAY_MS - 1, 0],
      [1, 1],
      [SUB_LINE_INTERVAL_MS - 1, 1],
      [1, 2],
      [SUB_LINE_INTERVAL_MS, 3],
      [SUB_LINE_INTERVAL_MS, 0],
      [SUB_LINE_INTERVAL_MS, 1],
    ]);
    expect(elapsed(steps)).toBe(SUB_LINE_INITIAL_DELAY_MS + SUB_LINE_INTERVAL_MS * 4);
  });

  it("shows every line once and cycles with two or eight lines", () => {
    expect(subLineTimeline(2).map(([, line]) => line)).toEqual([0, 1, 1, 0, 1]);
    const eight = subLineTimeline(8).map(([, line]) => line);
    expect(new Set(eight).size).toBe(8);
    expect(eight.slice(-2)).toEqual([0, 1]);
  });

  it("holds a single line", () => {
    expect(subLineTimeline(1).every(([, line]) => line === 0)).toBe(true);
  });
});
