import { SCREEN_STEPS, type PerView, type ScreenOrBase } from "../../lib/breakpoints";
import { CAROUSEL_DRAG_THRESHOLD, CAROUSEL_DURATION, MAX_CAROUSEL_DOTS } from "../../lib/constants";

/**
 * The carousels have a "drag threshold 10 / duration 25", values in the
 * vocabulary of a scroll-physics carousel (pixels dragged before a press stops
 * counting as a click; settle time measured in animation frames). react-slick
 * speaks in other units, so the mapping lives here, in one place:
 *
 * - Drag threshold 10 → `touchThreshold: 10`. react-slick already turns a press
 *   into a drag (and swallows the click) after exactly 10 px of movement; its
 *   `touchThreshold` is the divisor of the slider width that a released swipe
 *   must cover to change slide, so a swipe commits after a tenth of the width.
 * - Duration 25 → 25 frames at 60 fps ≈ 417 ms of `speed`. A duration-25
 *   spring (friction 0.68) settles in about 25 frames, so the slide feels the
 *   same. With reduced motion the speed is 0 and CSS transitions are off.
 */
const FRAME_MS = 1000 / 60;

export const CAROUSEL_TOUCH_THRESHOLD = CAROUSEL_DRAG_THRESHOLD;

/** How close to the viewport a carousel comes before react-slick mounts (the static strip looks the same). */
export const CAROUSEL_MOUNT_MARGIN = "200px 0px";

/** A decelerating curve: the slide starts fast and lands softly. */
export const CAROUSEL_EASING = "cubic-bezier(0.22, 1, 0.36, 1)";

export function carouselSpeedMs(reducedMotion: boolean): number {
  return reducedMotion ? 0 : Math.round(CAROUSEL_DURATION * FRAME_MS);
}

export type Breakpoint = ScreenOrBase;

/** The count at one step: its own, or that of the nearest narrower step that names one. */
export function slidesPerView(perView: PerView, step: ScreenOrBase): number {
  const steps = SCREEN_STEPS.slice(0, SCREEN_STEPS.indexOf(step) + 1);
  return steps.reduce((count, current) => perView[current] ?? count, perView.base);
}

/** The count at every step, narrowest first. */
export function perViewAtEveryStep(perView: PerView): Record<ScreenOrBase, number> {
  return Object.fromEntries(SCREEN_STEPS.map((step) => [step, slidesPerView(perView, step)])) as Record<
    ScreenOrBase,
    number
  >;
}

/**
 * The same numbers as CSS custom properties, one per step: before hydration
 * (and without JavaScript) the stylesheet sizes the slides with them, so the
 * first paint already shows the count react-slick will show once it runs.
 */
export function perViewStyle(perView: PerView): Record<string, number> {
  return Object.fromEntries(
    Object.entries(perViewAtEveryStep(perView)).map(([step, count]) => [`--per-view-${step}`, count]),
  );
}

/**
 * The steps at which every item is in view at once, where the carousel is a
 * still row: nothing to slide to, so no loop, no controls, no position. The
 * carousel hands them to the stylesheet (`data-fits`), which applies them
 * before hydration and follows every resize. Since the count never falls as
 * the screen grows, a row that fits at one step fits at every wider one.
 */
export function breakpointsThatFit(perView: PerView, count: number): Breakpoint[] {
  return SCREEN_STEPS.filter((step) => count <= slidesPerView(perView, step));
}

export function fitsAtEveryWidth(perView: PerView, count: number): boolean {
  return breakpointsThatFit(perView, count).length === SCREEN_STEPS.length;
}

/**
 * One dot per item while they fit a row on the narrowest phone; past that a
 * row of dots wraps into a grid nobody can aim at, and a counter with the
 * arrows takes their place.
 */
export function hasDots(count: number): boolean {
  return count <= MAX_CAROUSEL_DOTS;
}

/**
 * The slides in view, 1-based, as a reader writes pages: "1–3", and where the row runs on past its last slide "5–6, 1".
 * As "1 / 6" beside three cards it read as one project on screen.
 */
export function visibleRange(first: number, inView: number, count: number): string {
  const span = (from: number, to: number) => (from === to ? `${from}` : `${from}–${to}`);
  const last = first + Math.min(inView, count);
  return last <= count ? span(first + 1, last) : `${span(first + 1, count)}, ${span(1, last - count)}`;
}

/**
 * The range the row opens on at every step, steps that show the same together, narrowest first. Before hydration the
 * width is unknown, so the server writes each and the stylesheet shows the one for the window.
 */
export function openingRanges(perView: PerView, count: number): { steps: ScreenOrBase[]; range: string }[] {
  const runs: { steps: ScreenOrBase[]; range: string }[] = [];
  for (const step of SCREEN_STEPS) {
    const range = visibleRange(0, slidesPerView(perView, step), count);
    const last = runs.at(-1);
    if (last?.range === range) last.steps.push(step);
    else runs.push({ steps: [step], range });
  }
  return runs;
}

/** react-slick reports looped positions; dots and labels need 0…count-1. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A control pressed before react-slick has mounted: arrows step by one either way, a dot picks a slide. */
export type PendingMove = { by: number } | { to: number };

/**
 * The controls pressed before react-slick has mounted, gathered into one
 * move so that none is lost: the arrows' steps add up, and a dot sets the
 * slide the arrows after it step on from.
 */
export function addMove(pending: PendingMove | null, move: PendingMove): PendingMove {
  if (!pending || "to" in move) return move;
  return "to" in pending ? { to: pending.to + move.by } : { by: pending.by + move.by };
}

/** A move as it waits in the carousel's early-input buffer: "by:-1" or "to:3". */
export function moveWord(move: PendingMove): string {
  return "to" in move ? `to:${move.to}` : `by:${move.by}`;
}

const MOVE_WORD = /^(by|to):(-?\d+)$/;

/** Whether a word of the buffer is a carousel's move, rather than another control's input. */
export function isMoveWord(word: string): boolean {
  return MOVE_WORD.test(word);
}

/** The carousel's words from the buffer, oldest first, gathered into one move (addMove); null for none. */
export function gatherMoves(words: readonly string[]): PendingMove | null {
  return words.reduce<PendingMove | null>((pending, word) => {
    const match = MOVE_WORD.exec(word);
    if (!match) return pending;
    const amount = Number(match[2]);
    return addMove(pending, match[1] === "to" ? { to: amount } : { by: amount });
  }, null);
}

/**
 * Where the slider, just mounted on its first slide, goes for the move. Steps
 * keep their side and drop whole rounds, so it loops the way the arrows
 * would have: one step back from the first slide goes to the last.
 */
export function moveTarget(move: PendingMove, count: number): number {
  if ("to" in move) return wrapIndex(move.to, count);
  return count > 0 ? move.by % count || 0 : 0;
}

/**
 * What a finger's swipe across the strip that stands in for react-slick
 * means, by react-slick's own rule: more than a `CAROUSEL_TOUCH_THRESHOLD`th
 * of the strip's width, more sideways than up or down, moves one slide the
 * other way (a swipe to the left brings the next). Anything else is a scroll
 * or a tap.
 */
export function stripSwipe(dx: number, dy: number, stripWidth: number): PendingMove | null {
  if (Math.abs(dx) <= stripWidth / CAROUSEL_TOUCH_THRESHOLD || Math.abs(dy) >= Math.abs(dx)) return null;
  return { by: dx < 0 ? 1 : -1 };
}

/** The dot an arrow, Home or End key moves to from dot `from`, looping like the carousel; null for any other key. */
export function dotKeyTarget(key: string, from: number, count: number): number | null {
  if (count <= 0) return null;
  if (key === "ArrowRight" || key === "ArrowDown") return (from + 1) % count;
  if (key === "ArrowLeft" || key === "ArrowUp") return (from - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
