import { SWIPE_THRESHOLD_PX } from "../lib/constants";
import { SWIPE_KEYS } from "../lib/swipe";
import {
  readSwipes,
  recordInput,
  writeSwipes,
  type EarlyInput,
  type EarlyPress,
  type EarlyRecord,
  type SwipeRules,
} from "./early-swipes";
import { inlineScript } from "./inline-script";
import {
  PENDING_SWIPES_ATTR,
  PHOTO_CARD_ATTR,
  PHOTO_STACK_ATTR,
  STACK_INPUT_EVENT,
  STACK_LIVE_ATTR,
  SWIPE_RECORDER_ATTR,
  selector,
} from "./contract";

export interface SwipeRecorderConfig {
  stack: string;
  frontCard: string;
  liveAttr: string;
  pendingAttr: string;
  event: string;
  installedAttr: string;
  rules: SwipeRules;
}

const CONFIG: SwipeRecorderConfig = {
  stack: selector(PHOTO_STACK_ATTR),
  frontCard: `[${PHOTO_CARD_ATTR}="front"]`,
  liveAttr: STACK_LIVE_ATTR,
  pendingAttr: PENDING_SWIPES_ATTR,
  event: STACK_INPUT_EVENT,
  installedAttr: SWIPE_RECORDER_ATTR,
  rules: { thresholdPx: SWIPE_THRESHOLD_PX, keys: SWIPE_KEYS },
};

/**
 * The photo stack's input until its own code handles it. The stack's code,
 * and the drag code after it, arrive only after the page's bundles, which
 * wait for the hero to be painted; a swipe or an arrow key on the server's
 * markup meanwhile would be lost. This script, straight after the hero's
 * markup, notes each finished swipe on the front card and each arrow key on
 * the gallery (recordInput) in PENDING_SWIPES_ATTR on <html>, whose presence
 * also tells the stack the visitor has turned to it (hovered, focused,
 * pressed), so it fetches its drag code. The stack plays the swipes back once
 * live (useRecordedSwipes). A press that began before then is still the
 * recorder's when it ends, since the drag code never saw it start.
 */
export function recordEarlySwipes(
  c: SwipeRecorderConfig,
  record: typeof recordInput,
  read: typeof readSwipes,
  write: typeof writeSwipes,
): void {
  const root = document.documentElement;
  if (root.hasAttribute(c.installedAttr)) return;
  root.setAttribute(c.installedAttr, "");
  let press: EarlyPress | null = null;

  /** The stack the event happened in, unless the stack handles it itself. */
  const waitingStack = (event: Event) => {
    const target = event.target as Element | null;
    const stack = target && target.closest ? target.closest(c.stack) : null;
    return stack && !stack.hasAttribute(c.liveAttr) ? stack : null;
  };
  /** Records the input, if any, and tells the stack; returns how many swipes are waiting. */
  const note = (input: EarlyInput | null) => {
    const waiting: EarlyRecord = { press, swipes: read(root.getAttribute(c.pendingAttr)) };
    const next = input ? record(waiting, input, c.rules) : waiting;
    press = next.press;
    root.setAttribute(c.pendingAttr, write(next.swipes));
    document.dispatchEvent(new Event(c.event));
    return next.swipes.length;
  };
  const listen = (type: string, handle: (event: Event) => void) => document.addEventListener(type, handle, true);

  const engage = (event: Event) => {
    if (!root.hasAttribute(c.pendingAttr) && waitingStack(event)) note(null);
  };
  listen("pointerover", engage);
  listen("focusin", engage);
  listen("pointerdown", (event) => {
    const pointer = event as PointerEvent;
    if (!waitingStack(pointer)) return;
    const onCard = (pointer.target as Element).closest(c.frontCard);
    note(
      onCard && pointer.button === 0 && pointer.isPrimary
        ? { type: "down", pointer: pointer.pointerId, x: pointer.clientX }
        : null,
    );
  });
  listen("pointerup", (event) => {
    const pointer = event as PointerEvent;
    if (press && press.pointer === pointer.pointerId)
      note({ type: "up", pointer: pointer.pointerId, x: pointer.clientX });
  });
  listen("pointercancel", (event) => {
    const pointer = event as PointerEvent;
    if (press && press.pointer === pointer.pointerId) note({ type: "cancel", pointer: pointer.pointerId });
  });
  listen("keydown", (event) => {
    if (!waitingStack(event)) return;
    const waiting = read(root.getAttribute(c.pendingAttr)).length;
    if (note({ type: "key", key: (event as KeyboardEvent).key }) > waiting) event.preventDefault();
  });
}

export const SWIPE_RECORDER_SCRIPT = inlineScript(recordEarlySwipes, CONFIG, recordInput, readSwipes, writeSwipes);

/** The same recorder where no inline script ran: a client-side visit, or `gatsby develop`. */
export const installSwipeRecorder = () => recordEarlySwipes(CONFIG, recordInput, readSwipes, writeSwipes);
