import { expect, test, type Page, type Route } from "@playwright/test";
import { chatInput, openHydrated } from "./support/visitor";
import { FONT_CUTS, fontsDrawing, recordFonts } from "./support/fonts";
import { languages } from "./support/content";
import { localisedPath } from "../src/i18n/languages";

/**
 * The build cuts Inter down to the characters the site draws, and the display
 * face down to its headings' characters, and preloads both cuts; each full
 * face is a fallback the browser fetches only for a character its cut lacks.
 */

/** The characters Inter's cut holds, from the unicode-range the build declared it with. */
async function subsetRange(page: Page): Promise<[number, number][]> {
  const css = await page.locator("style[data-font-subset]").textContent();
  const range = /font-family:"Inter Variable"[^}]*unicode-range:([^}]+)/.exec(css ?? "")?.[1] ?? "";
  return range.split(",").map((part) => {
    const [from = "", to = from] = part.trim().slice(2).split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

for (const code of languages) {
  const path = localisedPath("/", code, languages);
  test(`a first visit to ${path} fetches only the site's two cuts and draws the hero in them`, async ({ page }) => {
    const fonts = recordFonts(page);
    await openHydrated(page, path);
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.sort()).toEqual([expect.stringMatching(FONT_CUTS.display), expect.stringMatching(FONT_CUTS.text)]);
    // Only the cuts were fetched, so a face of either name is its cut.
    for (const selector of ["section#hero h1", "section#about h2", "header a"]) {
      expect(await fontsDrawing(page, selector), selector).toEqual(["Instrument Serif"]);
    }
    for (const selector of ["section#hero p", "section#about p"]) {
      expect(await fontsDrawing(page, selector), selector).toEqual([expect.stringMatching(/^Inter/)]);
    }
  });
}

test("a character the cut lacks, typed into the chat, brings the full face", async ({ page }) => {
  const fonts = recordFonts(page);
  await openHydrated(page);
  const range = await subsetRange(page);
  const lacking = ["Þ", "¿", "Ð", "ÿ"].find((char) => {
    const point = char.codePointAt(0)!;
    return !range.some(([from, to]) => point >= from && point <= to);
  });
  expect(lacking, "the content itself draws every candidate character: add one it does not").toBeDefined();
  await chatInput(page).fill(`Hallo ${lacking}`);
  await expect.poll(() => fonts.some((font) => font.includes("/inter-latin-wght-400-800-"))).toBe(true);
});

test("text drawn in the fallbacks keeps its place when the site's faces arrive", async ({ page }) => {
  const held: Route[] = [];
  await page.route(/\.woff2$/, (route) => {
    held.push(route);
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Every weight in use: the header's links (500), the hero's body text (400) and its buttons (600); and the
  // display face of the header's name and the hero's heading.
  const boxes = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("header a, header button, section#hero :is(h1, p, a)")]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          const inHeader = element.closest("header") !== null;
          return { name: element.textContent?.trim().slice(0, 40), inHeader, left, right, top, bottom };
        }),
    );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The display face is asked for once the hero has been painted.
  await expect
    .poll(() => held.map((route) => new URL(route.request().url()).pathname))
    .toEqual([expect.stringMatching(/\/inter-page-/), expect.stringMatching(/\/display-page-/)]);
  const before = await boxes();
  const loadedFamilies = () =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => !face.family.includes("Fallback") && face.status === "loaded")
        .map((face) => face.family.replace(/"/g, "")),
    );
  expect(await loadedFamilies()).toEqual([]);
  for (const route of held) await route.continue();
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(async () => new Set(await loadedFamilies()))
    .toEqual(new Set(["Inter Variable", "Instrument Serif"]));
  const after = await boxes();
  expect(after.map(({ name }) => name)).toEqual(before.map(({ name }) => name));
  // Nothing moves up or down, and the header's controls keep their place; a line of text may
  // still end a glyph's width apart, as no fallback has its face's every advance.
  for (const [index, box] of after.entries()) {
    const was = before[index]!;
    const sides = box.inHeader ? (["left", "right", "top", "bottom"] as const) : (["top", "bottom"] as const);
    for (const side of sides) {
      expect(Math.abs(box[side] - was[side]), `${box.name}: ${side}`).toBeLessThanOrEqual(1.5);
    }
  }
});
