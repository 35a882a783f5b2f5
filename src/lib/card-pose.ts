/**
 * Where the photo stack's front card is while it is dragged and when it flies
 * out. The swipe recorder runs these very functions before the stack's code
 * arrives (boot/swipe-recorder-script.ts), so the card follows a finger the
 * same way before and after: they use nothing but their arguments, and no
 * syntax newer than ES2017.
 */

/** Type aliases, not interfaces: framer-motion's targets need an index signature. */
export type CardMotion = {
  x: number;
  rotate: number;
  opacity: number;
};

/** The drag's and the flight's numbers, passed in rather than imported so the inline script can carry them. */
export interface CardRules {
  degPerPx: number;
  minOpacity: number;
  minOpacityAtPx: number;
  flightPx: number;
  flightDeg: number;
}

/** The card dragged offsetX px sideways: it turns with the offset and fades linearly to the floor, held beyond. */
export function dragPose(offsetX: number, rules: CardRules): CardMotion {
  const progress = Math.min(Math.abs(offsetX) / rules.minOpacityAtPx, 1);
  return { x: offsetX, rotate: offsetX * rules.degPerPx, opacity: 1 - progress * (1 - rules.minOpacity) };
}

/** Where a card swiped to that side (1 right, -1 left) ends, out of sight. */
export function flightPose(direction: number, rules: CardRules): CardMotion {
  return { x: direction * rules.flightPx, rotate: direction * rules.flightDeg, opacity: 0 };
}

/** A pose as CSS, the same transform framer-motion writes for x and rotate. */
export function poseTransform(pose: CardMotion): string {
  return "translateX(" + pose.x + "px) rotate(" + pose.rotate + "deg)";
}

/**
 * The pose a card is drawn in, from its computed `transform` (none, or the
 * matrix of a translateX and a rotate) and `opacity`: where the recorder left
 * it, mid-flight or not, so the stack carries on from there without a jump.
 */
export function poseOfComputedStyle(transform: string, opacity: string): CardMotion {
  const parsedOpacity = Number.parseFloat(opacity);
  const alpha = Number.isFinite(parsedOpacity) ? parsedOpacity : 1;
  const matrix = /^matrix\(([^)]*)\)$/.exec(transform.trim());
  if (!matrix) return { x: 0, rotate: 0, opacity: alpha };
  const [a = 1, b = 0, , , e = 0] = matrix[1]!.split(",").map(Number);
  return { x: e, rotate: (Math.atan2(b, a) * 180) / Math.PI, opacity: alpha };
}
