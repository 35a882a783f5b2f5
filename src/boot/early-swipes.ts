/**
 * What the swipe recorder (swipe-recorder-script.ts) makes of the visitor's
 * input on the photo stack before the stack's own code handles it, kept pure
 * so it is unit tested. The inline script runs these very functions, sent as
 * text, so they use nothing from outside and no syntax newer than ES2017.
 */
import type { SwipeDirection } from "../lib/swipe";

/** A press on the front card that has not ended yet: which pointer, and where it went down. */
export interface EarlyPress {
  pointer: number;
  x: number;
}

export type EarlyInput =
  | { type: "down"; pointer: number; x: number }
  | { type: "up"; pointer: number; x: number }
  | { type: "cancel"; pointer: number }
  | { type: "key"; key: string };

export interface EarlyRecord {
  press: EarlyPress | null;
  /** Finished swipes, oldest first. */
  swipes: SwipeDirection[];
}

/** The stack's own rules, passed in: its swipe threshold and the keys that swipe, with their direction. */
export interface SwipeRules {
  thresholdPx: number;
  keys: Record<string, SwipeDirection>;
}

/**
 * A press that ends more than the threshold to one side is a swipe to that
 * side, as a drag is; a shorter one, or one the browser cancels (it took the
 * touch for a scroll), is nothing. An arrow key is a swipe at once.
 */
export function recordInput(record: EarlyRecord, input: EarlyInput, rules: SwipeRules): EarlyRecord {
  if (input.type === "key") {
    if (!Object.prototype.hasOwnProperty.call(rules.keys, input.key)) return record;
    return { press: record.press, swipes: record.swipes.concat(rules.keys[input.key]!) };
  }
  if (input.type === "down") return { press: { pointer: input.pointer, x: input.x }, swipes: record.swipes };
  if (!record.press || record.press.pointer !== input.pointer) return record;
  const offset = input.type === "up" ? input.x - record.press.x : 0;
  if (Math.abs(offset) <= rules.thresholdPx) return { press: null, swipes: record.swipes };
  return { press: null, swipes: record.swipes.concat(offset > 0 ? 1 : -1) };
}

/** A swipe as it waits in the early-input buffer: its direction, "1" or "-1". */
export function isSwipeWord(word: string): boolean {
  return word === "1" || word === "-1";
}
