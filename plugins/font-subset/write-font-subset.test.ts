/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "opentype.js";
import subsetFont from "subset-font";
import { DISPLAY_FACE, TEXT_FACE } from "./faces";
import { writeFontSubsets } from "./write-font-subset";

const projectDir = join(__dirname, "../..");

describe("writeFontSubset", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "font-subset-"));
    mkdirSync(join(publicDir, "page-data/index"), { recursive: true });
    writeFileSync(
      join(publicDir, "index.html"),
      "<html><head></head><body><h1>Zoë &amp; Co</h1><h2>Ahoj Łódź</h2><p>Nguyễn</p></body></html>",
    );
    writeFileSync(join(publicDir, "page-data/index/page-data.json"), JSON.stringify({ result: { answer: "Grüß" } }));
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("cuts Inter to the pages' and page data's characters and the digits, under a content hash", async () => {
    const [subset] = await writeFontSubsets(projectDir, publicDir, [TEXT_FACE]);
    if (!subset) throw new Error("no cut");
    expect(subset.unicodeRange).toBe(
      // With each letter's capital, which CSS may draw instead (ß's is "SS").
      "U+0020, U+0026, U+0030-0039, U+0041, U+0043-0044, U+0047-0048, U+004A, U+004E-004F, U+0052-0053, U+0055, U+0059-005A, U+0064, U+0067-0068, U+006A, U+006E-006F, U+0072, U+0075, U+0079, U+00CB, U+00D3, U+00DC, U+00DF, U+00EB, U+00F3, U+00FC, U+0141, U+0179-017A, U+1EC4-1EC5",
    );
    expect(subset.href).toMatch(/^\/static\/inter-page-[0-9a-f]{20}\.woff2$/);
    const file = readFileSync(join(publicDir, subset.href));
    expect(file.subarray(0, 4).toString()).toBe("wOF2");
    expect(file.length).toBe(subset.bytes);
    expect(subset.bytes).toBeLessThan(subset.fullBytes / 2);
  });

  it("cuts the display face to the headings' characters that its Latin file draws, leaving the rest to the full faces", async () => {
    const [subset] = await writeFontSubsets(projectDir, publicDir, [DISPLAY_FACE]);
    // "Łódź" has Latin Extended letters, which Fontsource serves from a file of their own: the cut claims none of them.
    expect(subset?.unicodeRange).toBe(
      "U+0020, U+0026, U+0041, U+0043-0044, U+0048, U+004A, U+004F, U+005A, U+0064, U+0068, U+006A, U+006F, U+00CB, U+00D3, U+00EB, U+00F3",
    );
    expect(subset?.href).toMatch(/^\/static\/display-page-[0-9a-f]{20}\.woff2$/);
  });

  it("sets the display face's hyphen closer in its cut, and its letters as the face has them", async () => {
    writeFileSync(join(publicDir, "index.html"), "<html><head></head><body><h2>Co-Pilot</h2></body></html>");
    const [subset] = await writeFontSubsets(projectDir, publicDir, [DISPLAY_FACE]);
    if (!subset) throw new Error("no cut");
    const unpacked = async (woff2: Buffer) => {
      const sfnt = await subsetFont(woff2, "Co-Pilot", { targetFormat: "truetype" });
      return parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
    };
    const cut = await unpacked(readFileSync(join(publicDir, subset.href)));
    const face = await unpacked(readFileSync(join(projectDir, DISPLAY_FACE.fullFile)));
    const trim = DISPLAY_FACE.trim?.["-"] ?? 0;
    expect(trim).toBeGreaterThan(0);
    expect(cut.charToGlyph("-").advanceWidth).toBe(face.charToGlyph("-").advanceWidth! - 2 * trim);
    for (const letter of "CoPilt")
      expect(cut.charToGlyph(letter).advanceWidth).toBe(face.charToGlyph(letter).advanceWidth);
  });

  it("draws letters beyond the site's Latin face, such as the Vietnamese ễ, itself", async () => {
    const [subset] = await writeFontSubsets(projectDir, publicDir, [TEXT_FACE]);
    if (!subset) throw new Error("no cut");
    // opentype.js reads TrueType, not WOFF2: the cut is unpacked by cutting it once more to the same letters.
    const sfnt = await subsetFont(readFileSync(join(publicDir, subset.href)), "Nguyễn Zoë", {
      targetFormat: "truetype",
    });
    const font = parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
    for (const letter of "ễëN") expect(font.charToGlyphIndex(letter)).toBeGreaterThan(0);
  });
});
