import { SUB_LINE_INITIAL_DELAY_MS, SUB_LINE_INTERVAL_MS } from "./constants";
import { subLineTimeline } from "./sub-line-timeline";

const elapsed = (steps: ReturnType<typeof subLineTimeline>) => steps.reduce((sum, [ms]) => sum + ms, 0);

describe("subLineTimeline", () => {
  // The required 400 ms and 1500 ms as literals, so a wrong constant fails here and in every test that walks the timeline.
  it("changes lines at 400 ms, then every 1500 ms, comes back to the first line and goes on", () => {
    expect(subLineTimeline(4)).toEqual([
      [399, 0],
      [1, 1],
      [1499, 1],
      [1, 2],
      [1500, 3],
      [1500, 0],
      [1500, 1],
    ]);
  });

  it("is built from the rotation's constants", () => {
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
