import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parse, type Font } from "opentype.js";
import subsetFont from "subset-font";
import { FULL_FONT_FILE } from "../font-subset/write-font-subset";
import type { Measure } from "./fit-text";

/**
 * Inter as the card draws it: the site's own cut first, then Fontsource's
 * Latin Extended and Vietnamese files for what the cut lacks ("ễ" in
 * "Nguyễn"). satori reads TrueType, not WOFF2, and one weight per face, so
 * each file is cut to the card's characters and pinned to its weight.
 */
const SOURCES = [
  { family: "Inter", file: FULL_FONT_FILE },
  { family: "Inter Latin Extended", file: "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2" },
  { family: "Inter Vietnamese", file: "@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2" },
];

/** The CSS font-family list that lets satori take each character from the first face that has it. */
export const CARD_FONT_FAMILY = SOURCES.map(({ family }) => `"${family}"`).join(", ");

export const CARD_WEIGHTS = [400, 700] as const;
export type CardWeight = (typeof CARD_WEIGHTS)[number];

export interface CardFont {
  name: string;
  weight: CardWeight;
  style: "normal";
  data: Buffer;
}

export interface CardFonts {
  /** For satori, in fallback order. */
  faces: CardFont[];
  /** The width of one line as satori will set it, each character from the first face that has it. */
  measure: (weight: CardWeight) => Measure;
}

export async function loadCardFonts(projectDir: string, text: string): Promise<CardFonts> {
  // The site's own cut lies in the project; Fontsource's files are wherever npm put the package.
  const resolve = createRequire(join(projectDir, "package.json")).resolve;
  const sources = SOURCES.map(({ file }) =>
    readFileSync(file.startsWith("@") ? resolve(file) : join(projectDir, file)),
  );
  const faces: CardFont[] = [];
  const parsed = new Map<CardWeight, Font[]>();
  for (const weight of CARD_WEIGHTS) {
    const cuts = await Promise.all(
      sources.map((source) => subsetFont(source, text, { targetFormat: "truetype", variationAxes: { wght: weight } })),
    );
    faces.push(
      ...cuts.map((data, index) => ({ name: SOURCES[index]!.family, weight, style: "normal" as const, data })),
    );
    parsed.set(
      weight,
      cuts.map((data) => parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength))),
    );
  }
  const measure =
    (weight: CardWeight): Measure =>
    (line, size) => {
      const fonts = parsed.get(weight)!;
      let width = 0;
      for (const character of line) {
        const font = fonts.find((candidate) => candidate.charToGlyphIndex(character) > 0) ?? fonts[0]!;
        width += font.getAdvanceWidth(character, size, { kerning: false });
      }
      return width;
    };
  return { faces, measure };
}
