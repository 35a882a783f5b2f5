import type { Document } from "../built-pages/html";
import { DIGITS, headingText, renderedText, styleContentText } from "./page-text";

/** What subset-font is told to keep: its typings neither export their options' type nor know the last two. */
interface CutOptions {
  targetFormat: "woff2";
  variationAxes?: Record<string, number | { min: number; max: number }>;
  keepFeatures?: string[];
  noHinting?: boolean;
}

/**
 * A face the build cuts down to the characters it draws. The cut joins the
 * family of the full face that src/styles/fonts.css declares (a unit test
 * holds the two together), so nothing in the CSS names it.
 */
export interface SubsetFace {
  family: string;
  /** The font-weight range of the @font-face, as fonts.css writes it. */
  weights: string;
  /** The @font-face's format hint. */
  format: "woff2" | "woff2-variations";
  /** The full face fonts.css declares, which the cut stands in front of: what the build log compares it with. */
  fullFile: string;
  /** The file the cut is taken from, resolved from the project. */
  source: string;
  options: CutOptions;
  /** The start of the cut's file name, before its content hash. */
  name: string;
  /** The text a built page draws in the face. */
  pageText: (document: Document) => string;
  /** Whether the page data's strings count too: the texts React renders later (the rotating lines, the chat's answers). */
  pageData: boolean;
  /** Characters drawn whatever a page shows, such as the digits scripts write into counters. */
  always: string;
  /** Whether each page preloads the cut, or leaves it to be fetched when its CSS first asks for it. */
  preload: boolean;
  /** Characters the cut sets closer, with the font units taken off each of their side bearings (trim-glyph.ts). */
  trim?: Record<string, number>;
}

/**
 * Inter, the site's text face. Its cut is taken from the whole of Inter (its
 * own npm release), so it holds any letter the content uses, "ễ" in
 * "Nguyễn" as well as "ß", in the one file a visit fetches. It is set like
 * the site's face: the weights in use, the default optical size, the layout
 * features the page needs, no hinting (scripts/subset-font.py cut the site's
 * face the same way).
 */
export const TEXT_FACE: SubsetFace = {
  family: "Inter Variable",
  weights: "400 800",
  format: "woff2-variations",
  fullFile: "src/fonts/inter-latin-wght-400-800.woff2",
  source: "inter-ui/variable/InterVariable.woff2",
  options: {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 800 }, opsz: 14 },
    keepFeatures: ["calt", "ccmp", "locl", "kern", "mark", "mkmk", "tnum"],
    noHinting: true,
  },
  name: "inter-page",
  pageText: (document) => `${renderedText(document)} ${styleContentText(document)}`,
  pageData: true,
  always: DIGITS,
  preload: true,
};

/**
 * Instrument Serif, the display face of the name and the section headings
 * (every h1 and h2, src/styles/global.css, and the header's name, which is
 * the hero's heading) and of the elements with its class, such as the
 * project cards' titles. Its cut holds only their characters, about a
 * third of the face; Fontsource's Latin file is both its source and the full
 * face behind it.
 */
export const DISPLAY_FACE: SubsetFace = {
  family: "Instrument Serif",
  weights: "400",
  format: "woff2",
  fullFile: "node_modules/@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
  source: "@fontsource/instrument-serif/files/instrument-serif-latin-400-normal.woff2",
  // Without hinting, which the face is never drawn small enough to need: 5.7 KB instead of 9.1 KB for the demo.
  options: { targetFormat: "woff2", noHinting: true },
  name: "display-page",
  pageText: headingText,
  pageData: false,
  always: "",
  // A page with a hero asks for it only after the hero's paint (tailwind.config.ts); a preload would fetch it beside
  // the photos and cost Lighthouse's simulated phone 110-180 ms of LCP (docs/decisions/0016).
  preload: false,
  // The face's hyphen stands 0.082 em clear of its neighbours either side, about five times a letter's bearing, so
  // "Alcohol-Free" and "KI-Handpuppe" in a card's title read as two words and a dash. Half of that taken off each
  // side sets it as the letters around it are set, which won 18 of 18 blind pairs (390-1920 px, both themes and
  // languages).
  trim: { "-": 50 },
};

/** In the order a page declares them. */
export const SUBSET_FACES = [TEXT_FACE, DISPLAY_FACE] as const;
