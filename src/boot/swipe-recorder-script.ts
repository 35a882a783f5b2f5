import { CARD_SWAP_DURATION_S, SWIPE_THRESHOLD_PX } from "../lib/constants";
import { dragPose, flightPose, poseTransform, type CardMotion, type CardRules } from "../lib/card-pose";
import { REDUCED_MOTION_QUERY } from "../lib/motion";
import { CARD_RULES, SWIPE_KEYS } from "../lib/swipe";
import { EARLY_INPUT, addEarlyInput, type EarlyInputNames } from "./early-input";
import { recordInput, type EarlyInput, type EarlyPress, type SwipeRules } from "./early-swipes";
import { inlineScript } from "./inline-script";
import {
  EARLY_DRAG_ATTR,
  FRONT_CARD_SELECTOR,
  PHOTO_STACK_ATTR,
  STACK_LIVE_ATTR,
  SWIPE_RECORDER_ATTR,
  selector,
} from "./contract";

export interface SwipeRecorderConfig {
  stack: string;
  frontCard: string;
  liveAttr: string;
  input: EarlyInputNames;
  installedAttr: string;
  rules: SwipeRules;
  /** How the card follows the press and flies out, as the stack's own drag does. */
  card: CardRules;
  /** On the card while the recorder has moved it; the stack takes the card over from where it is. */
  dragAttr: string;
  /** The card's styles the recorder writes, its pose and fade first, and takes back when the card has snapped home. */
  dragStyles: typeof EARLY_DRAG_STYLES;
  swapMs: number;
  reducedMotion: string;
}

/**
 * Every style the recorder writes on the card: whoever hands the card on clears these. Its pose and fade travel as
 * custom properties, which the stylesheet sets over the card's own transform and opacity while the card is the
 * recorder's (photo-deck.css): written inline, they were overwritten by the stack's drag code when it arrived during
 * a press, and the card stood at rest under the pointer until the next move.
 */
export const EARLY_DRAG_STYLES = ["--pose", "--fade", "transition", "pointer-events"] as const;

const CONFIG: SwipeRecorderConfig = {
  stack: selector(PHOTO_STACK_ATTR),
  frontCard: FRONT_CARD_SELECTOR,
  liveAttr: STACK_LIVE_ATTR,
  input: EARLY_INPUT,
  installedAttr: SWIPE_RECORDER_ATTR,
  rules: { thresholdPx: SWIPE_THRESHOLD_PX, keys: SWIPE_KEYS },
  card: CARD_RULES,
  dragAttr: EARLY_DRAG_ATTR,
  dragStyles: EARLY_DRAG_STYLES,
  swapMs: CARD_SWAP_DURATION_S * 1000,
  reducedMotion: REDUCED_MOTION_QUERY,
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
 *
 * Meanwhile the front card follows the press as the stack's drag makes it,
 * turning and fading with the offset, and on release flies out or snaps
 * back; a card that flew keeps EARLY_DRAG_ATTR until the stack, live, takes
 * it over from where it is.
 */
export function recordEarlySwipes(
  c: SwipeRecorderConfig,
  record: typeof recordInput,
  add: typeof addEarlyInput,
  dragAt: typeof dragPose,
  flightTo: typeof flightPose,
  transformOf: typeof poseTransform,
): void {
  const root = document.documentElement;
  if (root.hasAttribute(c.installedAttr)) return;
  root.setAttribute(c.installedAttr, "");
  let press: EarlyPress | null = null;
  /** The gallery the press began in: it may end anywhere. */
  let pressed: Element | null = null;
  /** The front card the press holds, which follows it. */
  let held: HTMLElement | null = null;

  const [pose, fade] = c.dragStyles;
  const draw = (card: HTMLElement, to: CardMotion, ms: number) => {
    card.style.transition = ms > 0 ? "transform " + ms + "ms ease-out, opacity " + ms + "ms ease-out" : "none";
    card.style.setProperty(pose, transformOf(to));
    card.style.setProperty(fade, String(to.opacity));
  };
  /** At release: out of sight for a swipe, home otherwise, handing the card back once it is there. */
  const settle = (card: HTMLElement, direction: number | undefined) => {
    const ms = window.matchMedia && window.matchMedia(c.reducedMotion).matches ? 0 : c.swapMs;
    if (direction) {
      card.style.pointerEvents = "none";
      draw(card, flightTo(direction, c.card), ms);
      return;
    }
    draw(card, dragAt(0, c.card), ms);
    setTimeout(() => {
      if (card === held) return;
      card.removeAttribute(c.dragAttr);
      for (const name of c.dragStyles) card.style.removeProperty(name);
    }, ms);
  };

  /** The stack the event happened in, unless the stack handles it itself. */
  const waitingStack = (event: Event) => {
    const target = event.target as Element | null;
    const stack = target && target.closest ? target.closest(c.stack) : null;
    return stack && !stack.hasAttribute(c.liveAttr) ? stack : null;
  };
  /**
   * Adds the swipe the input finishes, if any, to the stack's buffer; returns
   * how many it added. A released card is set off first, so a stack that is
   * live by now takes it over in motion.
   */
  const note = (stack: Element, input: EarlyInput | null) => {
    const next = input ? record({ press, swipes: [] }, input, c.rules) : { press, swipes: [] };
    press = next.press;
    if (held && !press) {
      const card = held;
      held = null;
      settle(card, next.swipes[0]);
    }
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
    const onCard = (pointer.target as Element).closest<HTMLElement>(c.frontCard);
    const starts = onCard && pointer.button === 0 && pointer.isPrimary;
    if (starts) {
      pressed = stack;
      held = onCard;
      onCard.setAttribute(c.dragAttr, "");
    }
    note(stack, starts ? { type: "down", pointer: pointer.pointerId, x: pointer.clientX } : null);
  });
  listen("pointermove", (event) => {
    const pointer = event as PointerEvent;
    if (held && press && press.pointer === pointer.pointerId) draw(held, dragAt(pointer.clientX - press.x, c.card), 0);
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

const HELPERS = [recordInput, addEarlyInput, dragPose, flightPose, poseTransform] as const;

export const SWIPE_RECORDER_SCRIPT = inlineScript(recordEarlySwipes, CONFIG, ...HELPERS);

/** The same recorder where no inline script ran: a client-side visit, or `gatsby develop`. */
export const installSwipeRecorder = () => recordEarlySwipes(CONFIG, ...HELPERS);
