/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { SHARE_CARD } from "../../src/lib/share-card";
import { loadCardFonts } from "./card-fonts";
import { fitText } from "./fit-text";
import { readCheckedSite } from "../site-content/checked-site";
import { CARD_COLOURS, CARD_TEXT_COLUMN, cardTextHeight, layoutCardTexts, renderShareCard } from "./render-share-card";

const projectDir = join(__dirname, "../..");
const fullDir = join(projectDir, "fixtures/content/full");
const oddDir = join(projectDir, "fixtures/content/odd");

/** A name and texts at the schema's longest, with letters only the fallback faces hold. */
const LONG_NAME = "Nguyễn Thị Minh Khai-Łukasiewicz Dvořák von Württemberg-Hohenzollern";

describe("renderShareCard", () => {
  jest.setTimeout(30_000);

  it("draws a 1200 × 630 PNG from the content", async () => {
    const png = await renderShareCard(projectDir, fullDir, readCheckedSite(fullDir));
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: SHARE_CARD.width, height: SHARE_CARD.height });
  });

  it("draws the longest texts the content allows", async () => {
    const site = { ...readCheckedSite(fullDir), ...LONGEST };
    const png = await renderShareCard(projectDir, fullDir, site);
    expect((await sharp(png).metadata()).width).toBe(SHARE_CARD.width);
  });
});

/** Texts at the schema's longest: a diacritic name, wide capitals, and words too long for a line. */
const LONGEST = {
  name: `${LONG_NAME} Ötztal`.slice(0, 80),
  jobTitle: "WWWW MMMM ".repeat(8).trim(),
  tagline: "Ausprobieren statt Ahnen, Produktentwicklungsgeschwindigkeitsoptimierung: ".repeat(3).slice(0, 160),
  location: "Sankt Johann im Pongau, Salzburg, Österreich – Bezirk Sankt Johann, Land Salzburg".slice(0, 80),
};

describe("the card's text column", () => {
  const footer = (site: { location: string; siteUrl: string }) => `${site.location} · ${new URL(site.siteUrl).host}`;

  for (const [name, texts] of [
    ["the longest texts the schema allows", { ...LONGEST, footer: footer({ ...LONGEST, siteUrl: "https://a.b" }) }],
    ["the odd test content's", { ...readCheckedSite(oddDir), footer: footer(readCheckedSite(oddDir)) }],
  ] as const) {
    it(`holds ${name} inside the column, each block within its lines`, async () => {
      const fonts = await loadCardFonts(projectDir, `${Object.values(texts).join("")}…`);
      const blocks = layoutCardTexts(texts, fonts.measure);
      for (const { key, weight, size, lines } of blocks) {
        for (const line of lines) {
          expect([key, line, fonts.measure(weight)(line, size) <= CARD_TEXT_COLUMN.width]).toEqual([key, line, true]);
        }
      }
      expect(cardTextHeight(blocks)).toBeLessThanOrEqual(CARD_TEXT_COLUMN.height);
    });
  }

  it("shrinks a long name before it breaks it over more lines", async () => {
    const fonts = await loadCardFonts(projectDir, `${LONGEST.name}…`);
    const [name] = layoutCardTexts({ name: LONGEST.name, jobTitle: "x", tagline: "x", footer: "x" }, fonts.measure);
    const [short] = layoutCardTexts({ name: "Jane Doe", jobTitle: "x", tagline: "x", footer: "x" }, fonts.measure);
    expect(name!.size).toBeLessThan(short!.size);
  });
});

describe("the card's fonts", () => {
  it("measure the letters the site's own cut lacks, so long names still fit", async () => {
    const fonts = await loadCardFonts(projectDir, `${LONG_NAME}…`);
    const measure = fonts.measure(700);
    // "ễ" is only in the Vietnamese face: measured there, it is as wide as a letter, not nothing.
    expect(measure("ễ", 100)).toBeGreaterThan(30);
    const fitted = fitText(LONG_NAME, { maxWidth: 632, maxLines: 2, sizes: [72, 64, 56, 48, 42], measure });
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    for (const line of fitted.lines) expect(measure(line, fitted.size)).toBeLessThanOrEqual(632);
  });
});

describe("the card's colours", () => {
  it("are the dark theme's of global.css", () => {
    const css = readFileSync(join(projectDir, "src/styles/global.css"), "utf8");
    const dark = css.slice(css.indexOf(".dark {"));
    const token = (name: string) => {
      const [r, g, b] = dark
        .match(new RegExp(`--color-${name}: (\\d+) (\\d+) (\\d+);`))!
        .slice(1)
        .map(Number);
      return `#${[r, g, b].map((channel) => channel!.toString(16).padStart(2, "0")).join("")}`;
    };
    expect(CARD_COLOURS).toEqual({
      page: token("page"),
      surface: token("surface"),
      ink: token("ink"),
      muted: token("muted"),
      accent: token("accent-ink"),
    });
  });
});
