import { join } from "node:path";
import { createElement as h, type ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import { accentShade } from "../../src/lib/accent";
import { PALETTE } from "../../src/lib/palette";
import { SHARE_CARD } from "../../src/lib/share-card";
import type { CheckedSite } from "../site-content/checked-site";
import { loadCardFonts, type CardFonts, type CardWeight } from "./card-fonts";
import { fitText, type Measure } from "./fit-text";

type Site = Pick<CheckedSite, "name" | "jobTitle" | "tagline" | "location" | "siteUrl" | "heroPhotos" | "accent">;

/** The dark theme's colours (global.css's `.dark`), which stand out among the white cards of a feed. */
export const CARD_COLOURS = {
  page: PALETTE.dark.page,
  surface: PALETTE.dark.surface,
  ink: PALETTE.dark.ink,
  muted: PALETTE.dark.muted,
  /** The dark theme's own accent, for content without one. */
  accent: PALETTE.dark.accentInk,
} as const;

const { width: WIDTH, height: HEIGHT } = SHARE_CARD;
const MARGIN = 56;
const PHOTO = { width: 400, height: HEIGHT - 2 * MARGIN };
const TEXT_WIDTH = WIDTH - 3 * MARGIN - PHOTO.width;
/** The space between the column's blocks, and the accent bar between the tagline and the footer. */
const GAP = 24;
const BAR = { width: 64, height: 4 };

/** The column the texts stand in, beside the photo: as wide as what the photo leaves, as tall as the photo. */
export const CARD_TEXT_COLUMN = { width: TEXT_WIDTH, height: PHOTO.height } as const;

/**
 * Each block of text: its weight, the sizes it may take (largest first), its
 * lines and their height together. At their tallest the blocks and their
 * gaps fill the photo's height and no more.
 */
const BLOCKS = {
  name: { weight: 700, sizes: [72, 64, 56, 48, 42, 36], maxLines: 3, maxHeight: 160, lineHeight: 1.1 },
  jobTitle: { weight: 700, sizes: [36, 32, 28], maxLines: 2, maxHeight: 90, lineHeight: 1.25 },
  tagline: { weight: 400, sizes: [30, 27, 24], maxLines: 3, maxHeight: 122, lineHeight: 1.35 },
  footer: { weight: 400, sizes: [24, 21], maxLines: 1, maxHeight: 32, lineHeight: 1.3 },
} as const satisfies Record<
  string,
  { weight: CardWeight; sizes: number[]; maxLines: number; maxHeight: number; lineHeight: number }
>;

type Block = keyof typeof BLOCKS;

export type CardTexts = Record<Block, string>;

export interface CardTextBlock {
  key: Block;
  weight: CardWeight;
  size: number;
  lineHeight: number;
  lines: string[];
}

/** Each of the card's texts fitted to its block (fit-text.ts), in the column's order. */
export function layoutCardTexts(texts: CardTexts, measureAt: (weight: CardWeight) => Measure): CardTextBlock[] {
  return (Object.keys(BLOCKS) as Block[]).map((key) => {
    const { weight, ...limits } = BLOCKS[key];
    const { size, lines } = fitText(texts[key], { maxWidth: TEXT_WIDTH, ...limits, measure: measureAt(weight) });
    return { key, weight, size, lineHeight: limits.lineHeight, lines };
  });
}

/** How tall the column's content stands: its blocks' lines, the gaps between them and the accent bar. */
export function cardTextHeight(blocks: readonly CardTextBlock[]): number {
  const lines = blocks.reduce((sum, { size, lineHeight, lines }) => sum + lines.length * size * lineHeight, 0);
  // The column holds the blocks and the bar: one gap fewer than those, so one gap per block.
  return lines + BAR.height + GAP * blocks.length;
}

/** The texts of site.json the card draws, the footer's location among them. */
const DRAWN_FIELDS = ["name", "jobTitle", "tagline", "location"] as const;
export type DrawnField = (typeof DRAWN_FIELDS)[number];

/** "U+0378 "͸"": each character by its code point, which names it even when it shows as nothing. */
const describeCharacters = (characters: readonly string[]) =>
  characters
    .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} "${character}"`)
    .join(", ");

/**
 * Texts with characters no face of the card has. The build stops on them, since the card would otherwise
 * show a gap where the owner wrote something.
 */
export class UndrawableTextError extends Error {
  constructor(readonly texts: readonly { field: DrawnField; characters: string[] }[]) {
    super(texts.map(({ field, characters }) => `${field}: ${describeCharacters(characters)}`).join("; "));
    this.name = "UndrawableTextError";
  }

  /** One line per text, as the content check words its problems, naming the file each was written in. */
  describe(fileOf: (field: DrawnField) => string): string[] {
    return this.texts.map(
      ({ field, characters }) =>
        `${fileOf(field)}: ${field} has characters no font of the share card holds: ${describeCharacters(characters)}; ` +
        "write them otherwise, or name an ogImage of your own",
    );
  }
}

/** Stops the drawing where a text has characters no face holds, naming each such text with them. */
function checkDrawable(site: Site, fonts: CardFonts): void {
  const texts = DRAWN_FIELDS.map((field) => ({ field, characters: fonts.undrawable(site[field]) })).filter(
    ({ characters }) => characters.length > 0,
  );
  if (texts.length > 0) throw new UndrawableTextError(texts);
}

async function photoDataUri(contentDir: string, site: Site): Promise<string> {
  const [front] = site.heroPhotos;
  const jpeg = await sharp(join(contentDir, front!.image))
    .resize(PHOTO.width, PHOTO.height, { fit: "cover", position: sharp.strategy.attention })
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * Draws the card as a 1200 × 630 SVG: the front hero photo beside the
 * owner's name, job title, tagline, location and address, in the site's
 * font and dark colours with the owner's accent. Every text is fitted to
 * its box (fit-text.ts), so no content overflows it; one with a character
 * no face holds stops the drawing (UndrawableTextError).
 */
export async function drawShareCard(projectDir: string, contentDir: string, site: Site): Promise<string> {
  const texts: CardTexts = {
    name: site.name,
    jobTitle: site.jobTitle,
    tagline: site.tagline,
    footer: `${site.location} · ${new URL(site.siteUrl).host}`,
  };
  const fonts = await loadCardFonts(projectDir, `${Object.values(texts).join("")}…`);
  checkDrawable(site, fonts);
  const accent = site.accent ? accentShade(site.accent, "dark").colour : CARD_COLOURS.accent;
  const colours: Record<Block, string> = {
    name: CARD_COLOURS.ink,
    jobTitle: accent,
    tagline: CARD_COLOURS.ink,
    footer: CARD_COLOURS.muted,
  };

  const blocks = new Map(layoutCardTexts(texts, fonts.measure).map((block) => [block.key, block]));
  const block = (key: Block): ReactNode => {
    const { weight, size, lineHeight, lines } = blocks.get(key)!;
    return h(
      "div",
      {
        key,
        style: {
          display: "flex",
          flexDirection: "column",
          color: colours[key],
          fontSize: size,
          fontWeight: weight,
          lineHeight,
        },
      },
      // A line is a block so that a run in a face of its own stands inline on the line's baseline.
      lines.map((line, index) =>
        h(
          "div",
          { key: index, style: { display: "block", whiteSpace: "pre" } },
          fonts
            .runs(line)
            .map(({ text, face }, at) =>
              face ? h("span", { key: at, style: { fontFamily: `"${face}", ${fonts.family}` } }, text) : text,
            ),
        ),
      ),
    );
  };

  const card = h(
    "div",
    {
      style: {
        width: WIDTH,
        height: HEIGHT,
        display: "flex",
        alignItems: "center",
        gap: MARGIN,
        padding: MARGIN,
        backgroundColor: CARD_COLOURS.page,
        fontFamily: fonts.family,
        boxSizing: "border-box",
      },
    },
    h("img", {
      src: await photoDataUri(contentDir, site),
      width: PHOTO.width,
      height: PHOTO.height,
      style: { borderRadius: 24, objectFit: "cover" },
    }),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", justifyContent: "center", gap: GAP, width: TEXT_WIDTH } },
      block("name"),
      block("jobTitle"),
      block("tagline"),
      h("div", { style: { display: "flex", ...BAR, borderRadius: 2, backgroundColor: accent } }),
      block("footer"),
    ),
  );

  return satori(card, { width: WIDTH, height: HEIGHT, fonts: fonts.faces });
}

/** The card as the PNG link previews are given. */
export async function renderShareCard(projectDir: string, contentDir: string, site: Site): Promise<Buffer> {
  return sharp(Buffer.from(await drawShareCard(projectDir, contentDir, site)))
    .png()
    .toBuffer();
}
