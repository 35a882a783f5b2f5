/**
 * How much to grow or shrink a logo drawn to fit a square box, so that a row of them reads as one weight: a thin mark
 * (a four-pointed star) looks small and a solid block (a filled asterisk) looks loud at the same box size, and a wide
 * wordmark fitted by its width looks small beside square ones. The logo's ink is measured from its alpha: the box
 * its ink fills, and how densely it fills it. The box's side is scaled as the square root of the ink box's area
 * (equal areas read as equal sizes), then by the fourth root of its density against a mid-weight mark's: a full
 * correction made a thin star half again as large, which no longer read as the same row. A mid-weight square mark is
 * drawn a little inside its box, so the light ones are drawn larger than the heavy ones without leaving theirs.
 */

/**
 * The scales a logo may take: never past its box, where the row's first and last logos stand on the content's edges
 * (a thin star at 1.12 crossed the margin by 3 px), and never down to a speck.
 */
export const OPTICAL_SCALE_RANGE = { min: 0.78, max: 1 } as const;

/** A mark whose ink fills half its ink box, as most solid-and-counter logos do. */
const REFERENCE_DENSITY = 0.5;
/** A square mark of that density is drawn a little inside its box, so the lighter ones have room to be larger. */
const BASE_SCALE = 0.92;
/** Alpha above which a pixel counts towards the ink's box: antialiased edges stay out of it. */
const EDGE_ALPHA = 32;

/**
 * The scale for a logo, from the alpha channel (0-255, row by row) of its picture drawn to fit a square of `size` px,
 * to two decimals. A picture with no ink at all keeps its size.
 */
export function opticalScale(alpha: ArrayLike<number>, size: number): number {
  let ink = 0;
  let left = size;
  let top = size;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const value = alpha[y * size + x]!;
      ink += value / 255;
      if (value > EDGE_ALPHA) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
  }
  if (right < 0) return 1;
  const inkBox = (right - left + 1) * (bottom - top + 1);
  const area = inkBox / (size * size);
  const density = ink / inkBox;
  const scale = (BASE_SCALE / Math.sqrt(area)) * (REFERENCE_DENSITY / density) ** 0.25;
  const clamped = Math.min(OPTICAL_SCALE_RANGE.max, Math.max(OPTICAL_SCALE_RANGE.min, scale));
  return Math.round(clamped * 100) / 100;
}
