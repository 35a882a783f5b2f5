import { OPTICAL_SCALE_RANGE, opticalScale } from "./optical-scale";

const SIZE = 64;

/** A square alpha raster, inked (255) wherever `inked(x, y)` holds. */
function raster(inked: (x: number, y: number) => boolean): Uint8Array {
  const alpha = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) alpha[y * SIZE + x] = inked(x, y) ? 255 : 0;
  return alpha;
}

const solidSquare = raster(() => true);
/** A square outline a tenth of the box thick: the same ink box as the solid one, a third of its ink. */
const outline = raster((x, y) => Math.min(x, y, SIZE - 1 - x, SIZE - 1 - y) < SIZE / 10);
/** Half of a square's ink, in a checkerboard of 8 px cells: the reference weight. */
const checkerboard = raster((x, y) => (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0);
/** A solid bar across the box, half as tall as wide: a wordmark fitted by its width. */
const wideBar = raster((_, y) => y >= SIZE / 4 && y < (3 * SIZE) / 4);

describe("opticalScale", () => {
  it("draws a mid-weight mark that fills its box a little inside the box", () => {
    expect(opticalScale(checkerboard, SIZE)).toBe(0.92);
  });

  it("draws a solid block smaller and a thin outline of the same size larger", () => {
    const solid = opticalScale(solidSquare, SIZE);
    const thin = opticalScale(outline, SIZE);
    expect(solid).toBeLessThan(0.92);
    expect(thin).toBeGreaterThan(0.92);
  });

  it("grows a wide mark beyond a square one of the same density", () => {
    expect(opticalScale(wideBar, SIZE)).toBeGreaterThan(opticalScale(solidSquare, SIZE));
  });

  it("keeps every correction within its range, and the sizes of a picture with no ink", () => {
    const speck = raster((x, y) => x === 30 && y === 30);
    expect(opticalScale(speck, SIZE)).toBe(OPTICAL_SCALE_RANGE.max);
    expect(
      opticalScale(
        raster(() => false),
        SIZE,
      ),
    ).toBe(1);
    expect(opticalScale(solidSquare, SIZE)).toBeGreaterThanOrEqual(OPTICAL_SCALE_RANGE.min);
  });

  it("leaves antialiased edges out of the ink's box", () => {
    const soft = raster(() => false);
    for (let y = 16; y < 48; y++) for (let x = 16; x < 48; x++) soft[y * SIZE + x] = 255;
    for (let x = 0; x < SIZE; x++) soft[x] = 20;
    const hard = raster((x, y) => x >= 16 && x < 48 && y >= 16 && y < 48);
    expect(Math.abs(opticalScale(soft, SIZE) - opticalScale(hard, SIZE))).toBeLessThanOrEqual(0.05);
  });
});
