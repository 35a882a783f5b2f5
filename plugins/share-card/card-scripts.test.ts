/** @jest-environment node */
import { join } from "node:path";
import { readCheckedSite } from "../site-content/checked-site";
import { graphemes } from "./fit-text";
import { drawShareCard, UndrawableTextError } from "./render-share-card";

const projectDir = join(__dirname, "../..");
const fullDir = join(projectDir, "fixtures/content/full");

/** The fixture's photo and address with short Latin texts, so only the name differs between two cards. */
const site = {
  ...readCheckedSite(fullDir),
  jobTitle: "Product Builder",
  tagline: "Builds products",
  location: "Vienna",
};

/**
 * How many outlines the card's paths draw: every glyph drawn has at least one, and a glyph with no face to
 * come from is left out of the SVG altogether.
 */
const outlines = (svg: string) =>
  Array.from(svg.matchAll(/ d="([^"]*)"/g), ([, path]) => path!.match(/M/g)?.length ?? 0).reduce((a, b) => a + b, 0);

/** The outlines a name adds to the card, over those of the same card with no name. */
async function nameOutlines(name: string): Promise<number> {
  const [withName, without] = await Promise.all([
    drawShareCard(projectDir, fullDir, { ...site, name }),
    drawShareCard(projectDir, fullDir, { ...site, name: "" }),
  ]);
  return outlines(withName) - outlines(without);
}

const visibleGraphemes = (text: string) => graphemes(text).filter((grapheme) => grapheme.trim()).length;

describe("a name in another script", () => {
  jest.setTimeout(30_000);

  // Names without ligatures across letters, so each grapheme is drawn as at least one outline of its own.
  for (const [script, name] of [
    ["Arabic", "ليلى أحمد"],
    ["Hebrew", "דוד כהן"],
    ["Chinese", "王小明"],
    ["Japanese", "山田たろう"],
    ["Korean", "김민준"],
    ["Cyrillic", "Иван Петров"],
    ["Greek", "Νίκος Παπαδόπουλος"],
    ["Devanagari", "अर्जुन शर्मा"],
    ["Thai", "สมชาย ใจดี"],
    ["emoji", "🚀 👩‍💻 🇦🇹"],
  ] as const) {
    it(`is drawn in ${script}, every grapheme with an outline`, async () => {
      expect(await nameOutlines(name)).toBeGreaterThanOrEqual(visibleGraphemes(name));
    });
  }

  it("keeps the accents stacked on a letter, from a face that holds them all", async () => {
    const [bare, stacked] = await Promise.all([nameOutlines("Z builder x"), nameOutlines("Z̶͓̤ builder x̱")]);
    // The stroke through the Z, the two marks below it and the line under the x each add an outline.
    expect(stacked).toBeGreaterThanOrEqual(bare + 4);
  });
});

describe("a character no face holds", () => {
  jest.setTimeout(30_000);

  it("stops the drawing, naming each text's file, field and characters by code point", async () => {
    const drawing = drawShareCard(projectDir, fullDir, {
      ...site,
      name: "Jane \u0378 Doe",
      tagline: "Builds \u{10FFFD} and \u0378",
    });
    await expect(drawing).rejects.toBeInstanceOf(UndrawableTextError);
    const error = (await drawing.catch((caught: unknown) => caught)) as UndrawableTextError;
    expect(error.describe((field) => `content/site.json (${field})`)).toEqual([
      'content/site.json (name): name has characters no font of the share card holds: U+0378 "\u0378"; ' +
        "write them otherwise, or name an ogImage of your own",
      'content/site.json (tagline): tagline has characters no font of the share card holds: U+10FFFD "\u{10FFFD}", ' +
        'U+0378 "\u0378"; write them otherwise, or name an ogImage of your own',
    ]);
  });
});
