import { SWIPE_THRESHOLD_PX } from "../lib/constants";
import { SWIPE_KEYS } from "../lib/swipe";
import { EARLY_INPUT, addEarlyInput, type EarlyInputNames } from "./early-input";
import { recordInput, type EarlyInput, type EarlyPress, type SwipeRules } from "./early-swipes";
import { inlineScript } from "./inline-script";
import { PHOTO_CARD_ATTR, PHOTO_STACK_ATTR, STACK_LIVE_ATTR, SWIPE_RECORDER_ATTR, selector } from "./contract";

export interface SwipeRecorderConfig {
  stack: string;
  frontCard: string;
  liveAttr: string;
  input: EarlyInputNames;
  installedAttr: string;
  rules: SwipeRules;
}

const CONFIG: SwipeRecorderConfig = {
  stack: selector(PHOTO_STACK_ATTR),
  frontCard: `[${PHOTO_CARD_ATTR}="front"]`,
  liveAttr: STACK_LIVE_ATTR,
  input: EARLY_INPUT,
  installedAttr: SWIPE_RECORDER_ATTR,
  rules: { thresholdPx: SWIPE_THRESHOLD_PX, keys: SWIPE_KEYS },
};

/**
 * The photo stack's input until its own code handles it. The stack's code,
 * and the drag code after it, arrive only after the page's bundles, which
 * wait for the hero to be painted; a swipe or an arrow key on the server's
 * markup meanwhile would be lost. This script, straight after the hero's
 * markup, puts each finished swipe on the front card and each arrow key on
 * the gallery (recordInput) into the early-input buffer on the gallery. The
 * buffer's presence also tells the stack the visitor has turned to it
 * (hovered, focused, pressed), so it fetches its drag code; the stack plays
 * the swipes back once live (useRecordedSwipes). A press that began before
 * then is still the recorder's when it ends, since the drag code never saw it
 * start.
 */
export function recordEarlySwipes(c: SwipeRecorderConfig, record: typeof recordInput, add: typeof addEarlyInput): void {
  const root = document.documentElement;
  if (root.hasAttribute(c.installedAttr)) return;
  root.setAttribute(c.installedAttr, "");
  let press: EarlyPress | null = null;
  /** The gallery the press began in: it may end anywhere. */
  let pressed: Element | null = null;

  /** The stack the event happened in, unless the stack handles it itself. */
  const waitingStack = (event: Event) => {
    const target = event.target as Element | null;
    const stack = target && target.closest ? target.closest(c.stack) : null;
    return stack && !stack.hasAttribute(c.liveAttr) ? stack : null;
  };
  /** Adds the swipe the input finishes, if any, to the stack's buffer; returns how many it added. */
  const note = (stack: Element, input: EarlyInput | null) => {
    const next = input ? record({ press, swipes: [] }, input, c.rules) : { press, swipes: [] };
    press = next.press;
    add(stack, next.swipes.map(String), c.input);
    return next.swipes.length;
  };
  const listen = (type: string, handle: (event: Event) => void) => document.addEventListener(type, handle, true);

  const engage = (event: Event) => {
    const stack = waitingStack(event);
    if (stack && !stack.hasAttribute(c.input.attr)) note(stack, null);
  };
  listen("pointerover", engage);
  listen("focusin", engage);
  listen("pointerdown", (event) => {
    const pointer = event as PointerEvent;
    const stack = waitingStack(pointer);
    if (!stack) return;
    const onCard = (pointer.target as Element).closest(c.frontCard);
    const starts = onCard && pointer.button === 0 && pointer.isPrimary;
    if (starts) pressed = stack;
    note(stack, starts ? { type: "down", pointer: pointer.pointerId, x: pointer.clientX } : null);
  });
  listen("pointerup", (event) => {
    const pointer = event as PointerEvent;
    if (press && pressed && press.pointer === pointer.pointerId)
      note(pressed, { type: "up", pointer: pointer.pointerId, x: pointer.clientX });
  });
  listen("pointercancel", (event) => {
    const pointer = event as PointerEvent;
    if (press && pressed && press.pointer === pointer.pointerId)
      note(pressed, { type: "cancel", pointer: pointer.pointerId });
  });
  listen("keydown", (event) => {
    const stack = waitingStack(event);
    if (stack && note(stack, { type: "key", key: (event as KeyboardEvent).key }) > 0) event.preventDefault();
  });
}

export const SWIPE_RECORDER_SCRIPT = inlineScript(recordEarlySwipes, CONFIG, recordInput, addEarlyInput);

/** The same recorder where no inline script ran: a client-side visit, or `gatsby develop`. */
export const installSwipeRecorder = () => recordEarlySwipes(CONFIG, recordInput, addEarlyInput);
