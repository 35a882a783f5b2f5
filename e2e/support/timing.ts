/**
 * How late a timer may fire on this 2-core machine with three test workers
 * and a browser each, without its cadence or delay counting as wrong.
 */
export const MAX_TIMER_LAG_MS = 500;

/**
 * How long a component may take to show what its timer decided: a React
 * commit and a frame, on a machine whose cores are busy. Tests that time a
 * delay start a reference timer of the same length in the page beside the
 * component's own, so load delays both alike, and allow only this on top.
 */
export const RENDER_SLACK_MS = 400;
