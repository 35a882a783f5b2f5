/**
 * Whether a logo is drawn in one colour, so that the page may show it as a silhouette in the row's one grey: a mark
 * in two inks (a white glyph on a coloured tile) would lose its glyph as a silhouette, so it keeps its own greys.
 */

/** Alpha from which a pixel is the mark's own ink rather than an antialiased edge blended with the background. */
const SOLID_ALPHA = 224;
/** How far, per channel (0-255), a solid pixel may stray from the mark's commonest colour and still be its ink. */
const SAME_INK = 40;
/** The share of solid pixels that may stray further: a few pixels where two shapes meet do not make a second ink. */
const STRAY_SHARE = 0.02;

/**
 * From a picture's pixels, four channels each (red, green, blue, alpha; 0-255, row by row): true when all but a few
 * of its solid pixels are within a step of its commonest colour. A picture with no solid pixel is not one.
 */
export function isSingleInk(rgba: ArrayLike<number>): boolean {
  const solid: number[] = [];
  // The commonest colour, to a sixteenth of each channel: the ink a one-colour mark is drawn in.
  const counts = new Map<number, number>();
  for (let index = 0; index + 3 < rgba.length; index += 4) {
    if (rgba[index + 3]! < SOLID_ALPHA) continue;
    solid.push(index);
    const bucket = ((rgba[index]! >> 4) << 8) | ((rgba[index + 1]! >> 4) << 4) | (rgba[index + 2]! >> 4);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  if (solid.length === 0) return false;
  const [commonest] = [...counts].reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  const ink = [((commonest >> 8) & 15) * 16 + 8, ((commonest >> 4) & 15) * 16 + 8, (commonest & 15) * 16 + 8];
  const stray = solid.filter((index) =>
    ink.some((channel, position) => Math.abs(rgba[index + position]! - channel) > SAME_INK),
  ).length;
  return stray <= STRAY_SHARE * solid.length;
}
