import { dragPose, flightPose, type CardMotion, type CardRules } from "./card-pose";
import {
  DRAG_ROTATION_DEG_PER_PX,
  FLIGHT_DISTANCE_PX,
  FLIGHT_ROTATION_DEG,
  MIN_CARD_OPACITY,
  MIN_OPACITY_AT_PX,
  SWIPE_THRESHOLD_PX,
} from "./constants";

/** Photo stack maths, kept free of React so it is unit tested. */
export type SwipeDirection = -1 | 1;

/** A drag of more than the threshold is a swipe to its side; anything shorter snaps back. */
export function swipeDirection(offsetX: number): SwipeDirection | null {
  if (Math.abs(offsetX) <= SWIPE_THRESHOLD_PX) return null;
  return offsetX > 0 ? 1 : -1;
}

/** The stack's drag and flight, for the card and for the swipe recorder that stands in for it. */
export const CARD_RULES: CardRules = {
  degPerPx: DRAG_ROTATION_DEG_PER_PX,
  minOpacity: MIN_CARD_OPACITY,
  minOpacityAtPx: MIN_OPACITY_AT_PX,
  flightPx: FLIGHT_DISTANCE_PX,
  flightDeg: FLIGHT_ROTATION_DEG,
};

export function dragRotation(offsetX: number): number {
  return dragPose(offsetX, CARD_RULES).rotate;
}

/** Fades linearly from 1 to the floor, reached at MIN_OPACITY_AT_PX and held beyond. */
export function dragOpacity(offsetX: number): number {
  return dragPose(offsetX, CARD_RULES).opacity;
}

export type { CardMotion };

export const CARD_AT_REST: CardMotion = { x: 0, rotate: 0, opacity: 1 };

/** A flight as framer-motion's keyframes, from where the swipe recorder left the card. */
export type CardKeyframes = { x: number[]; rotate: number[]; opacity: number[] };

/**
 * Where a swiped card flies: to the side, or, from a pose the swipe recorder
 * left it in, along keyframes that start there, so the card carries on
 * instead of jumping back to the middle first.
 */
export function flightTarget(direction: SwipeDirection, from?: CardMotion): CardMotion | CardKeyframes {
  const target = flightPose(direction, CARD_RULES);
  if (!from) return target;
  return { x: [from.x, target.x], rotate: [from.rotate, target.rotate], opacity: [from.opacity, target.opacity] };
}

const finalValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

/**
 * Whether an animation that has just finished (framer-motion reports its
 * target) was the flight to that side. A card's first animation, run when the
 * stack's code arrives, may finish after a swipe played back at once has
 * started the flight; it must not count as the landing.
 */
export function isFlight(finished: unknown, direction: SwipeDirection): boolean {
  if (typeof finished !== "object" || finished === null) return false;
  const target = flightPose(direction, CARD_RULES);
  const { x, rotate, opacity } = finished as Record<string, unknown>;
  return finalValue(x) === target.x && finalValue(rotate) === target.rotate && finalValue(opacity) === target.opacity;
}

/** The keys that swipe the focused gallery, and to which side. */
export const SWIPE_KEYS: Readonly<Record<string, SwipeDirection>> = { ArrowLeft: -1, ArrowRight: 1 };

export function keyDirection(key: string): SwipeDirection | null {
  return Object.prototype.hasOwnProperty.call(SWIPE_KEYS, key) ? SWIPE_KEYS[key]! : null;
}

export type StackPose = { opacity: number };

/**
 * Where a card sits by its depth (0 = front): every card lies exactly behind
 * the front one, so at rest the deck is one clean card, and a drag uncovers
 * the next photo. Only that one is drawn; deeper ones wait, invisible. Tilted
 * or offset, the cards behind showed as slivers beside the front one, which
 * read as rendering faults.
 */
export function stackPose(depth: number): StackPose {
  return { opacity: depth > 1 ? 0 : 1 };
}

/** A photo flying out: the side it flies to, and where it starts if the swipe recorder moved it first. */
export interface Flight {
  direction: SwipeDirection;
  from?: CardMotion;
}

export interface StackState {
  /** Photo indexes, front first. */
  order: number[];
  /** Photos still flying out after a swipe, by index. */
  flights: Partial<Record<number, Flight>>;
}

export type StackAction =
  { type: "swipe"; direction: SwipeDirection; from?: CardMotion } | { type: "landed"; index: number };

export function initialStack(count: number): StackState {
  return { order: Array.from({ length: count }, (_, index) => index), flights: {} };
}

function withoutFlight(flights: StackState["flights"], index: number | undefined): StackState["flights"] {
  if (index === undefined || flights[index] === undefined) return flights;
  const rest = { ...flights };
  delete rest[index];
  return rest;
}

/**
 * The front card goes to the back at once, so the position is announced
 * without waiting for the animation. A card that comes to the front while
 * still flying out (two photos swiped in quick succession) turns back at
 * once, so the front is never an empty space.
 */
export function stackReducer(state: StackState, action: StackAction): StackState {
  if (action.type === "landed") {
    const flights = withoutFlight(state.flights, action.index);
    return flights === state.flights ? state : { ...state, flights };
  }
  const [front, ...rest] = state.order;
  if (front === undefined || rest.length === 0) return state;
  const flight: Flight = action.from
    ? { direction: action.direction, from: action.from }
    : { direction: action.direction };
  return { order: [...rest, front], flights: { ...withoutFlight(state.flights, rest[0]), [front]: flight } };
}
