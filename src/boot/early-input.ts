/**
 * The one buffer of input that reached a control before the code that acts
 * on it: a button clicked, or the chat sent with Enter, before React took
 * over the page; a swipe or arrow key on the photo stack before its drag
 * code; an arrow, dot or swipe on a carousel before react-slick. The input
 * waits on the control's own element, as words in EARLY_INPUT_ATTR ("click
 * click", "submit", "1 -1", "by:1 to:3"), and each change is announced with
 * EARLY_INPUT_EVENT, bubbling from that element. The attribute's presence,
 * even empty, says the visitor has turned to the control. Each control takes
 * only its own words, as soon as it can act on them; the attribute goes with
 * the last word, so React never finds it on markup it hydrates.
 *
 * The inline scripts run these very functions, sent as text, so they use
 * nothing from outside and no syntax newer than ES2017.
 */
import { EARLY_INPUT_ATTR, EARLY_INPUT_EVENT } from "./contract";

export interface EarlyInputNames {
  attr: string;
  event: string;
}

/** The names as the page uses them; the inline scripts receive them in their config. */
export const EARLY_INPUT: EarlyInputNames = { attr: EARLY_INPUT_ATTR, event: EARLY_INPUT_EVENT };

/** Adds words to the input waiting on the control (none: the visitor has only turned to it), and says so. */
export function addEarlyInput(element: Element, words: readonly string[], names: EarlyInputNames): void {
  const waiting = element.getAttribute(names.attr);
  element.setAttribute(names.attr, (waiting ? waiting.split(" ") : []).concat(words).join(" "));
  element.dispatchEvent(new Event(names.event, { bubbles: true }));
}

/** Takes, oldest first, the waiting words the control owns; any other word stays. */
export function takeEarlyInput(element: Element, owns: (word: string) => boolean, names: EarlyInputNames): string[] {
  const words = (element.getAttribute(names.attr) || "").split(" ").filter(Boolean);
  const taken = words.filter(owns);
  if (taken.length === 0) return taken;
  const left = words.filter((word) => !owns(word));
  if (left.length > 0) element.setAttribute(names.attr, left.join(" "));
  else element.removeAttribute(names.attr);
  return taken;
}
