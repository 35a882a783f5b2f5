import { SUB_LINE_INITIAL_DELAY_MS, SUB_LINE_INTERVAL_MS } from "./constants";

/** One step of the timeline: milliseconds since the previous step, and the index of the sub-line then shown. */
export type SubLineStep = readonly [ms: number, line: number];

/**
 * The hero's sub-line rotation as the unit and end-to-end tests walk it,
 * starting when hovering starts: a millisecond before and after each change,
 * then whole intervals until every line has shown, the first is back and
 * the rotation goes on. Tests that check the page pass the required delays
 * as literals, so a wrong constant in the code cannot agree with them.
 */
export function subLineTimeline(
  lineCount: number,
  { initialDelayMs = SUB_LINE_INITIAL_DELAY_MS, intervalMs = SUB_LINE_INTERVAL_MS } = {},
): SubLineStep[] {
  if (lineCount < 2) return [[initialDelayMs + intervalMs * 2, 0]];
  const steps: SubLineStep[] = [
    [initialDelayMs - 1, 0],
    [1, 1],
    [intervalMs - 1, 1],
    [1, 2 % lineCount],
  ];
  for (let line = 3; line <= lineCount + 1; line += 1) steps.push([intervalMs, line % lineCount]);
  return steps;
}
