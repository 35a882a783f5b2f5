import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parse, type Font } from "opentype.js";
import subsetFont from "subset-font";
import { TEXT_FACE } from "../font-subset/faces";
import { graphemes, type Measure } from "./fit-text";

/**
 * The whole of Inter, the release the page's own cut is taken from (plugins/font-subset): after the site's
 * Latin face it draws the owner's Cyrillic, Greek, rarer Latin and most accents in the site's typeface.
 */
const WHOLE_INTER = "inter-ui/variable/InterVariable.woff2";

/**
 * Fontsource's packages for what Inter lacks, in the order they are tried. Noto Sans holds rarer Latin,
 * Cyrillic and Greek, and Devanagari. Noto Emoji is the monochrome one, since satori draws outlines and no
 * colour layers; it comes before the CJK faces, whose slices also hold the letters flags are spelt with.
 */
const NOTO_PACKAGES = [
  "@fontsource-variable/noto-sans",
  "@fontsource-variable/noto-emoji",
  "@fontsource-variable/noto-sans-arabic",
  "@fontsource-variable/noto-sans-hebrew",
  "@fontsource-variable/noto-sans-thai",
] as const;

const CJK_PACKAGES = {
  chinese: "@fontsource-variable/noto-sans-sc",
  japanese: "@fontsource-variable/noto-sans-jp",
  korean: "@fontsource-variable/noto-sans-kr",
} as const;

/**
 * Tried last: DejaVu Sans holds the combining accents and symbols that Fontsource's Noto slices leave out
 * (they carry few of U+0300–036F), so a stacked accent is drawn rather than stopping the build.
 */
const LAST_RESORT_PACKAGE = "@fontsource/dejavu-sans";

/**
 * The CJK faces draw the same Han characters in their own region's forms, so the one the text's language
 * writes comes first: Japanese where it has kana, Korean where it has Hangul, else Chinese.
 */
function cjkPackages(text: string): string[] {
  const { chinese, japanese, korean } = CJK_PACKAGES;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return [japanese, chinese, korean];
  if (/\p{Script=Hangul}/u.test(text)) return [korean, chinese, japanese];
  return [chinese, japanese, korean];
}

/** Joiners, variation selectors and direction marks: they steer how their neighbours are drawn and take no room. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;

/** Characters that need a glyph of their own: not those, and not white space, which the card sets as spaces. */
const needsGlyph = (character: string) => !INVISIBLE.test(character) && !/\s/u.test(character);

/** Graphemes drawn as emoji, which their face's ligatures join into one glyph: an emoji sequence, a flag. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;

export const CARD_WEIGHTS = [400, 700] as const;
export type CardWeight = (typeof CARD_WEIGHTS)[number];

export interface CardFont {
  name: string;
  weight: CardWeight;
  style: "normal";
  data: Buffer;
}

/** A stretch of a line drawn from one face; `face` names it where satori, left to itself, would take another. */
export interface TextRun {
  text: string;
  face?: string;
}

export interface CardFonts {
  /** For satori, in fallback order. */
  faces: CardFont[];
  /** The CSS font-family list naming the faces in that order, so each character comes from the first that has it. */
  family: string;
  /** The width of one line as satori will set it, each grapheme from the face that draws it. */
  measure: (weight: CardWeight) => Measure;
  /** A line cut into runs, each in the face that draws the whole of its graphemes. */
  runs: (line: string) => TextRun[];
  /** The characters of `text` that no face can draw, each once, in the order they first appear. */
  undrawable: (text: string) => string[];
}

/** One face the card may draw from; a Fontsource slice also says which characters it was sliced for. */
interface FaceSource {
  name: string;
  /** The file each weight is cut from: a variable font's one file, or a static font's file of that weight. */
  files: Record<CardWeight, string>;
  variable: boolean;
  covers?: (codePoint: number) => boolean;
}

const variableFace = (name: string, file: string): FaceSource => ({
  name,
  files: { 400: file, 700: file },
  variable: true,
});

/** A CSS unicode-range ("U+0000-00FF,U+0131,U+4??") as a test of one code point. */
export function unicodeRangeTest(range: string): (codePoint: number) => boolean {
  const spans = range.split(",").map((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(first.replace(/\?/g, "0"), 16), parseInt(last.replace(/\?/g, "f"), 16)] as const;
  });
  return (codePoint) => spans.some(([start, end]) => codePoint >= start && codePoint <= end);
}

interface FontsourceMetadata {
  id: string;
  family: string;
  subsets: string[];
  variable: unknown;
}

/**
 * A Fontsource package's files, in the order its unicode.json lists their ranges: a variable package's
 * weight-axis file per slice, a static one's file per weight. A package whose files each hold the whole
 * font lists no ranges, and is cut whenever a character is still wanted.
 */
function fontsourceFaces(resolve: NodeJS.RequireResolve, pkg: string): FaceSource[] {
  const read = (file: string): unknown => JSON.parse(readFileSync(resolve(`${pkg}/${file}`), "utf8"));
  const { id, family, subsets, variable } = read("metadata.json") as FontsourceMetadata;
  const ranges = read("unicode.json") as Record<string, string>;
  const slices: [string, string | undefined][] = Object.keys(ranges).length
    ? Object.entries(ranges)
    : subsets.map((subset) => [subset, undefined]);
  return slices.map(([slice, range]) => {
    // The CJK faces' slices are numbered "[0]", "[1]", …, their files "noto-sans-sc-0-wght-normal.woff2".
    const key = slice.replace(/^\[(\d+)\]$/, "$1");
    const file = (style: string) => resolve(`${pkg}/files/${id}-${key}-${style}-normal.woff2`);
    return {
      name: `${family} ${key}`,
      files: variable ? { 400: file("wght"), 700: file("wght") } : { 400: file("400"), 700: file("700") },
      variable: Boolean(variable),
      covers: range === undefined ? undefined : unicodeRangeTest(range),
    };
  });
}

/** Whether a cut's character map holds anything: cut to a text it has none of, it holds no subtable at all. */
function holdsCharacters(cut: Buffer): boolean {
  const tables = cut.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + 16 * index;
    if (cut.toString("latin1", record, record + 4) !== "cmap") continue;
    return cut.readUInt16BE(cut.readUInt32BE(record + 8) + 2) > 0;
  }
  return false;
}

const parseCut = (cut: Buffer): Font => parse(cut.buffer.slice(cut.byteOffset, cut.byteOffset + cut.byteLength));

const hasGlyph = (font: Font, character: string) => font.charToGlyphIndex(character) > 0;

const holdsAll = (font: Font, characters: readonly string[]) =>
  characters.every((character) => hasGlyph(font, character));

/** A grapheme with its characters: all of them, and those that need a glyph. */
interface Grapheme {
  text: string;
  all: string[];
  visible: string[];
}

const toGrapheme = (text: string): Grapheme => {
  const all = Array.from(text);
  return { text, all, visible: all.filter(needsGlyph) };
};

/**
 * The face that draws a grapheme. satori shapes each grapheme in one face, so that face must hold all of it:
 * the first that holds it whole, joiners and selectors too (an emoji sequence, "❤️"), else the first that
 * holds the characters that need a glyph; -1 when none does.
 */
function drawingFace(fonts: readonly Font[], { all, visible }: Grapheme): number {
  const whole = fonts.findIndex((font) => holdsAll(font, all));
  return whole >= 0 ? whole : fonts.findIndex((font) => holdsAll(font, visible));
}

/**
 * The faces the card draws `text` in: the site's own Inter cut, then only those fallbacks that hold a
 * grapheme the faces before them cannot draw, so a Latin-only card reads one file. satori reads one weight
 * per face, so each file is cut to the text as TrueType at each weight, as the page's font is cut to its text.
 */
export async function loadCardFonts(projectDir: string, text: string): Promise<CardFonts> {
  // The site's own cut lies in the project; the packages' files are wherever npm put them.
  const resolve = createRequire(join(projectDir, "package.json")).resolve;
  const faces: CardFont[] = [];
  const parsed = new Map<CardWeight, Font[]>(CARD_WEIGHTS.map((weight) => [weight, []]));
  const loaded = parsed.get(CARD_WEIGHTS[0])!;
  // Graphemes no face yet holds whole: the fallbacks are read for these.
  let pending = [...new Set(graphemes(text))].map(toGrapheme).filter(({ visible }) => visible.length > 0);
  // A space, which every text face has, keeps the site's cut from coming out empty for a text in other scripts.
  // The decomposed forms are there for the shaper, which splits some letters (Thai "ำ") into the glyphs it draws.
  const cutText = `${text} ${text.normalize("NFC")}${text.normalize("NFKD")}`;

  /** Cuts each source that may hold a pending grapheme and keeps those that add one (all, with `keep`). */
  const add = async (sources: readonly FaceSource[], keep = false) => {
    const tried = sources.filter(
      ({ covers }) =>
        !covers || pending.some(({ visible }) => visible.every((character) => covers(character.codePointAt(0)!))),
    );
    const cuts = await Promise.all(
      tried.map(({ files, variable }) =>
        Promise.all(
          CARD_WEIGHTS.map((weight) =>
            subsetFont(readFileSync(files[weight]), cutText, {
              targetFormat: "truetype",
              ...(variable ? { variationAxes: { wght: weight } } : {}),
            }),
          ),
        ),
      ),
    );
    tried.forEach(({ name }, index) => {
      const byWeight = cuts[index]!;
      if (!holdsCharacters(byWeight[0]!)) return;
      const fonts = byWeight.map(parseCut);
      const [font] = fonts as [Font];
      const adds = pending.some(
        (grapheme) =>
          holdsAll(font, grapheme.all) || (drawingFace(loaded, grapheme) < 0 && holdsAll(font, grapheme.visible)),
      );
      if (!adds && !keep) return;
      CARD_WEIGHTS.forEach((weight, at) => {
        faces.push({ name, weight, style: "normal", data: byWeight[at]! });
        parsed.get(weight)!.push(fonts[at]!);
      });
      pending = pending.filter((grapheme) => !holdsAll(font, grapheme.all));
    });
  };

  // The site's face is kept whatever the text, so satori always has a face to lay the card out with.
  await add([variableFace("Inter", join(projectDir, TEXT_FACE.fullFile))], true);
  if (pending.length > 0) await add([variableFace("Inter Whole", resolve(WHOLE_INTER))]);
  for (const pkg of [...NOTO_PACKAGES, ...cjkPackages(text), LAST_RESORT_PACKAGE]) {
    if (pending.length === 0) break;
    await add(fontsourceFaces(resolve, pkg));
  }

  const names = [...new Set(faces.map(({ name }) => name))];
  /**
   * Each grapheme of a line with the face that draws it, and whether satori must be told: left to itself it
   * takes the first face holding a grapheme's first character, and keeps a space in the face before it. It
   * also remembers its choice by the first UTF-16 unit, which characters beyond the basic plane share, so
   * those are always named. A space after a named run is left to the text face: an emoji face's is an emoji wide.
   */
  const assign = (line: string) => {
    let previous: { face: number; named: boolean } | undefined;
    return graphemes(line).map((text) => {
      const grapheme = toGrapheme(text);
      if (/^\s$/u.test(text) && previous && !previous.named && hasGlyph(loaded[previous.face]!, text)) {
        return { grapheme, ...previous };
      }
      const face = Math.max(drawingFace(loaded, grapheme), 0);
      const first = String.fromCodePoint(text.codePointAt(0)!);
      const named = first.length > 1 || face !== loaded.findIndex((font) => hasGlyph(font, first));
      previous = { face, named };
      return { grapheme, face, named };
    });
  };
  const measure =
    (weight: CardWeight): Measure =>
    (line, size) => {
      const fonts = parsed.get(weight)!;
      let width = 0;
      for (const { grapheme, face } of assign(line)) {
        const font = fonts[face]!;
        // An emoji sequence or flag is drawn as the one glyph its face's ligatures make of it, which opentype.js
        // applies too; other graphemes are measured a character at a time, which joining letters and stacking
        // marks only make narrower. A joiner or selector takes no room, and none where its face lacks it.
        const parts = EMOJI.test(grapheme.text)
          ? [grapheme.all.filter((character) => hasGlyph(font, character)).join("")]
          : grapheme.all.filter((character) => !INVISIBLE.test(character));
        for (const part of parts) width += font.getAdvanceWidth(part, size, { kerning: false });
      }
      return width;
    };
  const runs = (line: string) => {
    const cut: TextRun[] = [];
    for (const { grapheme, face, named } of assign(line)) {
      const last = cut.at(-1);
      const name = named ? names[face] : undefined;
      if (last && last.face === name) last.text += grapheme.text;
      else cut.push(name ? { text: grapheme.text, face: name } : { text: grapheme.text });
    }
    return cut;
  };
  const undrawable = (part: string) => {
    const missing = new Set<string>();
    for (const grapheme of graphemes(part).map(toGrapheme)) {
      if (grapheme.visible.length === 0 || drawingFace(loaded, grapheme) >= 0) continue;
      // Named against the face that holds the most of it: for a stacked accent, the accents that face lacks.
      const lacking = (font: Font) => grapheme.visible.filter((character) => !hasGlyph(font, character));
      const closest = loaded.map(lacking).reduce((fewest, next) => (next.length < fewest.length ? next : fewest));
      for (const character of closest) missing.add(character);
    }
    return [...missing];
  };
  return { faces, family: names.map((name) => `"${name}"`).join(", "), measure, runs, undrawable };
}
