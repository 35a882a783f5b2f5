import { isSingleInk } from "./single-ink";

/** A picture's pixels, four channels each, from a list of [red, green, blue, alpha] and how many of each. */
function pixels(...runs: [[number, number, number, number], number][]): Uint8Array {
  return Uint8Array.from(runs.flatMap(([pixel, count]) => Array.from({ length: count }, () => pixel).flat()));
}

const clear = [0, 0, 0, 0] as [number, number, number, number];
const orange = [217, 119, 87, 255] as [number, number, number, number];
const white = [255, 255, 255, 255] as [number, number, number, number];

describe("isSingleInk", () => {
  it("holds for a mark in one colour, whatever its antialiased edges blend to", () => {
    expect(isSingleInk(pixels([clear, 500], [orange, 400], [[240, 200, 190, 120], 60]))).toBe(true);
  });

  it("holds for a colour drawn in near shades, and with a few stray pixels where two shapes meet", () => {
    expect(isSingleInk(pixels([orange, 400], [[205, 110, 80, 255], 200], [white, 5]))).toBe(true);
  });

  it("fails for a white glyph on a coloured tile, or a two-colour mark", () => {
    expect(isSingleInk(pixels([clear, 100], [orange, 400], [white, 80]))).toBe(false);
    expect(isSingleInk(pixels([[31, 31, 31, 255], 300], [[242, 201, 76, 255], 300]))).toBe(false);
  });

  it("fails for a picture with no solid pixel", () => {
    expect(isSingleInk(pixels([clear, 100], [[0, 0, 0, 100], 50]))).toBe(false);
  });
});
