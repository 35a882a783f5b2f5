/**
 * How late a timer may fire on this 2-core machine with two test workers and
 * a browser each, without its cadence or delay counting as wrong.
 */
export const MAX_TIMER_LAG_MS = 500;
