/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type Font } from "opentype.js";
import subsetFont from "subset-font";
import { trimSideBearings } from "./trim-glyph";

const SOURCE = join(
  __dirname,
  "../../node_modules/@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
);
const TEXT = "Alcohol-Free Co-Pilot";

const read = (bytes: Uint8Array): Font =>
  parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));

/** The whole font summed as big-endian 32-bit words, which a font with a right checkSumAdjustment brings to this. */
function wholeSum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  for (let at = 0; at < bytes.length; at += 4) {
    let word = 0;
    for (let byte = 0; byte < 4; byte++) word = word * 256 + (at + byte < bytes.length ? view.getUint8(at + byte) : 0);
    sum = (sum + word) >>> 0;
  }
  return sum;
}

describe("trimSideBearings", () => {
  let sfnt: Uint8Array;
  let font: Font;
  beforeAll(async () => {
    sfnt = new Uint8Array(await subsetFont(readFileSync(SOURCE), TEXT, { targetFormat: "truetype" }));
    font = read(sfnt);
  });

  it("takes the trim off both of the glyph's bearings and moves its outline with them", () => {
    const hyphen = font.charToGlyphIndex("-");
    const before = font.glyphs.get(hyphen);
    const after = read(trimSideBearings(sfnt, hyphen, 50)).glyphs.get(hyphen);
    expect(after.advanceWidth).toBe(before.advanceWidth! - 100);
    expect(after.leftSideBearing).toBe(before.leftSideBearing! - 50);
    const [was, is] = [before.getBoundingBox(), after.getBoundingBox()];
    expect([is.x1, is.x2, is.y1, is.y2]).toEqual([was.x1 - 50, was.x2 - 50, was.y1, was.y2]);
    // Both bearings come out equal, as they went in.
    expect(after.advanceWidth! - is.x2).toBe(is.x1);
  });

  it("leaves every other glyph as it was, and the checksums right", () => {
    const trimmed = trimSideBearings(sfnt, font.charToGlyphIndex("-"), 50);
    const after = read(trimmed);
    for (const char of "AlcohFreP") {
      const [was, is] = [font.charToGlyph(char), after.charToGlyph(char)];
      expect([is.advanceWidth, is.path.toPathData(2)]).toEqual([was.advanceWidth, was.path.toPathData(2)]);
    }
    expect(wholeSum(trimmed)).toBe(0xb1b0afba);
    // The font handed in is not changed.
    expect(read(sfnt).charToGlyph("-").advanceWidth).toBe(font.charToGlyph("-").advanceWidth);
  });

  it("refuses a trim as wide as the bearings, and a glyph without an outline", () => {
    const hyphen = font.charToGlyphIndex("-");
    const bearing = font.glyphs.get(hyphen).leftSideBearing!;
    expect(() => trimSideBearings(sfnt, hyphen, bearing)).toThrow(/bearings .* are no wider than/);
    expect(() => trimSideBearings(sfnt, hyphen, 0)).toThrow(/positive integer/);
    expect(() => trimSideBearings(sfnt, font.charToGlyphIndex(" "), 10)).toThrow(/has no outline/);
  });
});
