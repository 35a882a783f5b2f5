import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DESIGN_VIEWPORTS } from "../scripts/design-viewports.mjs";
import { NARROW_PHONE_PX, SCREENS_PX } from "../src/lib/breakpoints";
import { SHORT_VIEWPORT_MAX_HEIGHT_PX } from "../src/lib/constants";
import { typeset } from "../plugins/site-content/typeset";
import { languages, skills, typedContentIn } from "./support/content";
import { openHydrated } from "./support/visitor";
import { lineTexts, lineWidths } from "./support/line-widths";
import { channels, renderedContrast } from "./support/color-token";

/**
 * Text set as a printer would: the owner's straight quotes, apostrophes,
 * spaced hyphens and three dots show as the page's language prints them,
 * and no heading, paragraph, list item or chip ends with a word alone on its
 * last line, nor the hero's links with one alone on its row, at any width the
 * page is designed for and the commonest phones' widths, in either language.
 */

const PAGES = [
  { code: "en", path: "/" },
  { code: "de", path: "/de/" },
] as const;

/** Every design viewport, and each turned a quarter, as a phone or a window held the other way. */
const UPRIGHT_AND_TURNED = [
  ...DESIGN_VIEWPORTS,
  ...DESIGN_VIEWPORTS.map((v) => ({ width: v.height, height: v.width })),
];

/** What a typist writes where a printer sets a mark of its own. */
const TYPEWRITER = /['"]|\.\.\.|\s-\s/;

test("the full test content has typewriter marks to set in both languages", () => {
  expect(languages).toEqual(PAGES.map(({ code }) => code));
  for (const { code } of PAGES) expect(ownerTexts(code).filter((text) => TYPEWRITER.test(text))).not.toHaveLength(0);
});

/** Texts the page shows as soon as it loads (the rotating ones included), as the owner typed them. */
function ownerTexts(code: "en" | "de"): string[] {
  const files = typedContentIn(code);
  const site = files["site.json"] as { about: string[]; contactTaglines: string[]; availability: string };
  const { projects } = files["projects.json"] as { projects: { title: string; description: string }[] };
  const { experience } = files["experience.json"] as { experience: { title: string; achievements: string[] }[] };
  return [
    ...site.about,
    ...site.contactTaglines,
    site.availability,
    ...projects.flatMap((project) => [project.title, project.description]),
    ...experience.flatMap((entry) => [entry.title, ...entry.achievements]),
  ];
}

for (const { code, path } of PAGES) {
  test(`${path} shows the owner's quotes, apostrophes, dashes and dots as ${code} prints them`, async ({ page }) => {
    await openHydrated(page, path);
    const shown = await page.evaluate(() => document.body.textContent!.replace(/\s+/g, " "));
    for (const typed of ownerTexts(code).filter((text) => TYPEWRITER.test(text))) {
      const printed = typeset(typed, code);
      expect(printed).not.toBe(typed);
      expect(shown).toContain(printed.replace(/\s+/g, " "));
      expect(shown).not.toContain(typed.replace(/\s+/g, " "));
    }
  });
}

/**
 * Each block of text whose last word sits on a line of its own, shorter than
 * the line above, although the word before it would fit there too: the
 * block's words (outside
 * screen-reader-only text) are compared by the line each is drawn on. A block
 * is the nearest element that is not laid out inline, so a card's title and
 * its text are two blocks.
 */
async function loneLastWords(page: Page) {
  const found = await page.evaluate(() => {
    const blockOf = (node: Node): Element | null => {
      for (let element = node.parentElement; element; element = element.parentElement) {
        const display = getComputedStyle(element).display;
        if (!display.startsWith("inline") && display !== "contents") return element;
      }
      return null;
    };
    const words = new Map<Element, Range[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest(".sr-only, script, style, noscript, title, svg")) continue;
      const block = blockOf(node);
      if (!block) continue;
      for (const match of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        if (!words.has(block)) words.set(block, []);
        words.get(block)!.push(range);
      }
    }
    const alone: string[] = [];
    for (const [block, ranges] of words) {
      if (ranges.length < 2) continue;
      const last = Array.from(ranges.at(-1)!.getClientRects()).at(0);
      const before = Array.from(ranges.at(-2)!.getClientRects()).at(-1);
      if (!last || !before || last.width === 0 || before.width === 0 || last.top < before.bottom - 1) continue;
      // Two words wider than the block cannot share a line; that lone word is the container's to answer for.
      const style = getComputedStyle(block);
      const room = block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const space = 0.25 * parseFloat(style.fontSize);
      const twoWords =
        ranges.at(-2)!.getBoundingClientRect().width + space + ranges.at(-1)!.getBoundingClientRect().width;
      if (twoWords > room) continue;
      // A last word as wide as the line above it does not stand alone: "Lass uns / zusammenarbeiten".
      const lineAbove = ranges
        .map((range) => Array.from(range.getClientRects()).at(-1))
        .filter((rect): rect is DOMRect => !!rect && Math.abs(rect.top - before.top) < 1);
      const aboveWidth =
        Math.max(...lineAbove.map((rect) => rect.right)) - Math.min(...lineAbove.map((rect) => rect.left));
      if (last.width >= aboveWidth) continue;
      alone.push(`${block.tagName.toLowerCase()}: "…${block.textContent!.trim().slice(-60)}"`);
    }
    return alone;
  });
  // A row of buttons follows the same rule: the hero's two links share a row, or stand in a column of equal
  // buttons where the screen is too narrow for two, never one wrapped alone.
  const split = await page
    .locator("section#hero")
    .getByRole("link")
    .evaluateAll((links) => {
      const [first, second] = links.map((link) => link.getBoundingClientRect());
      if (!first || !second || Math.abs(first.top - second.top) < 1) return false;
      return Math.abs(first.left - second.left) > 1 || Math.abs(first.width - second.width) > 1;
    });
  if (split) found.push("the hero's links: one stands alone on a row");
  return found;
}

/**
 * The commonest phones' widths between the design widths: at 360 px balancing alone set a German role's title
 * "Praktikant im / Bankwesen".
 */
const COMMON_PHONES = [
  { name: "360", width: 360, height: 740 },
  { name: "412", width: 412, height: 915 },
];

for (const { path } of PAGES) {
  test(`no last word stands alone on its line on ${path}, at every width`, async ({ browser }) => {
    test.setTimeout(120_000);
    // One page, resized from width to width as a window or a turned phone is: a load and hydration per
    // width would cost several times the check itself, and a resize lays the text out just as a load does.
    const first = DESIGN_VIEWPORTS[0]!;
    const context = await browser.newContext({
      viewport: { width: first.width, height: first.height },
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await openHydrated(page, path);
    // Sections that mount as they come into view are all on the page once it has been scrolled through.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += first.height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    const alone: string[] = [];
    for (const viewport of [...DESIGN_VIEWPORTS, ...COMMON_PHONES]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // The carousels rebuild for their new breakpoint after a resize settles.
      await page.waitForTimeout(500);
      for (const block of await loneLastWords(page)) alone.push(`${viewport.name}: ${block}`);
    }
    await context.close();
    expect(alone).toEqual([]);
  });
}

test("a German paragraph may hyphenate below sm, and nowhere else", async ({ page }) => {
  // The browser hyphenates only where it has the language's dictionary; what the page asks for is the same everywhere.
  const hyphens = async (path: string) => {
    await openHydrated(page, path);
    return page
      .locator("#about p")
      .first()
      .evaluate((paragraph) => getComputedStyle(paragraph).hyphens);
  };
  await page.setViewportSize({ width: SCREENS_PX.sm - 1, height: 900 });
  expect(await hyphens("/de/")).toBe("auto");
  expect(await hyphens("/")).toBe("manual");
  await page.setViewportSize({ width: SCREENS_PX.sm, height: 900 });
  expect(await hyphens("/de/")).toBe("manual");
});

test("beside the photo on a 320 px phone held sideways, each clause of the tagline keeps one line", async ({
  page,
}) => {
  // The narrowest column the tagline is set in, about 200 px beside the 280 px photo: at 15 px its second clause
  // wrapped, and kept its last two words together, so "Fast," stood alone on a line of its own.
  const phone = DESIGN_VIEWPORTS.find((viewport) => viewport.name === "320")!;
  await page.setViewportSize({ width: phone.height, height: phone.width });
  await openHydrated(page, "/");
  const clauses = page.locator("#hero-title + p > span");
  expect(await clauses.count()).toBeGreaterThan(1);
  // Each clause is an inline block, as tall as its lines.
  const linesEach = await clauses.evaluateAll((spans) =>
    spans.map((span) =>
      Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
    ),
  );
  expect(linesEach).toEqual(linesEach.map(() => 1));
});

test("on a phone, a sub-line of two lines has two of a length, in either language", async ({ browser }) => {
  // Filled line by line, the German one kept "noch" at the end of a full line over a short "schneller lernen."
  let twoLines = 0;
  for (const name of ["320", "390"]) {
    const phone = DESIGN_VIEWPORTS.find((viewport) => viewport.name === name)!;
    const context = await browser.newContext({ viewport: phone, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const { path } of PAGES) {
      await openHydrated(page, path);
      const lines = await page.locator("[data-sub-line] > :first-child").evaluate(lineWidths);
      if (lines.length !== 2) continue;
      twoLines += 1;
      expect(
        lines[1]! / lines[0]!,
        `${path} at ${name} px: lines of ${lines.map(Math.round).join(" and ")} px`,
      ).toBeGreaterThan(0.6);
    }
    await context.close();
  }
  expect(twoLines, "sub-lines of two lines measured").toBeGreaterThan(0);
});

test("the hero's sub-line wraps only where a phrase ends, at every design width, in either language", async ({
  browser,
}) => {
  // Two loads and a layout per design width: 13 s alone, over the default 30 s beside the other workers in CI.
  test.setTimeout(120_000);
  // Balanced alone, it broke "Building fast, failing / smart, learning faster." at 200% zoom.
  let wrapped = 0;
  const midPhrase: string[] = [];
  for (const { path } of PAGES) {
    const first = DESIGN_VIEWPORTS[0]!;
    const context = await browser.newContext({
      viewport: { width: first.width, height: first.height },
      baseURL: test.info().project.use.baseURL,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await openHydrated(page, path);
    for (const viewport of DESIGN_VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const lines = await page.locator("[data-sub-line] > :first-child").evaluate(lineTexts);
      if (lines.length < 2) continue;
      wrapped += 1;
      for (const line of lines.slice(0, -1))
        if (!/[,.;:!?…–—-]$/.test(line)) midPhrase.push(`${path} at ${viewport.name}: a line ends "${line}"`);
    }
    await context.close();
  }
  expect(midPhrase).toEqual([]);
  expect(wrapped, "sub-lines that took more than one line").toBeGreaterThan(0);
});

/**
 * The widths of the lines each text the locator finds is set in (lineWidths), in the page's order: read in one call,
 * as a call per text made most of the cost of the tests below.
 */
function lineWidthsOfEach(texts: Locator, after?: string): Promise<number[][]> {
  return texts.evaluateAll(
    (elements, [source, start]) => {
      const widthsOf = new Function(`return ${source}`)() as (element: Element, after?: string) => number[];
      return elements.map((element) => widthsOf(element, start));
    },
    [lineWidths.toString(), after] as const,
  );
}

test("at 768 px the chat's points and its question to the owner end on lines of a length with the ones above", async ({
  browser,
}) => {
  // Filled line by line, "Tap a suggested question, or type / your own." ended on a line of two words.
  const context = await browser.newContext({ viewport: { width: SCREENS_PX.md, height: 1024 } });
  const page = await context.newPage();
  let wrapped = 0;
  for (const { path } of PAGES) {
    await openHydrated(page, path);
    await page.locator("#chat").scrollIntoViewIfNeeded();
    const notes = [
      await page.locator(".chat-owner-question").evaluate(lineWidths),
      ...(await lineWidthsOfEach(page.locator(".chat-point p"), ".chat-point-title")),
    ];
    for (const lines of notes.filter((note) => note.length > 1)) {
      wrapped += 1;
      expect(lines.at(-1)! / lines[0]!, `${path}: lines of ${lines.map(Math.round).join(", ")} px`).toBeGreaterThan(
        0.45,
      );
    }
  }
  expect(wrapped, "notes of more than one line measured").toBeGreaterThan(0);
  await context.close();
});

/**
 * Each of the texts, on each page (both languages unless given) and at each width, that takes more than one line ends
 * on a last line at least `ratio` of its first; at least one text wraps somewhere.
 */
async function expectEvenLastLines(
  browser: Browser,
  texts: string,
  widths: number[],
  ratio: number,
  pages: readonly { path: string }[] = PAGES,
) {
  const context = await browser.newContext({ viewport: { width: widths[0]!, height: 1024 } });
  const page = await context.newPage();
  let wrapped = 0;
  for (const { path } of pages) {
    await openHydrated(page, path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 1024 });
      for (const lines of (await lineWidthsOfEach(page.locator(texts))).filter((text) => text.length > 1)) {
        wrapped += 1;
        expect(
          lines.at(-1)! / lines[0]!,
          `${path} at ${width} px: lines of ${lines.map(Math.round).join(", ")} px`,
        ).toBeGreaterThan(ratio);
      }
    }
  }
  expect(wrapped, `texts of more than one line measured (${texts})`).toBeGreaterThan(0);
  await context.close();
}

test("About's facts end on lines of a length with the ones above, from tablet width, in both languages", async ({
  browser,
}) => {
  // Each line filled first, "Three consumer products taken from idea to / paying customers" ended on a stub.
  await expectEvenLastLines(browser, "#about dd", [SCREENS_PX.md, SCREENS_PX.lg, SCREENS_PX.xl, 1920], 0.6);
});

test("a role's achievements end on lines of a length with the ones above, at every width, in both languages", async ({
  browser,
}) => {
  // Filled line by line, in a phone's card each of three ended on a stub of two words ("months each", "to days"),
  // a fifth to a third of the first line.
  await expectEvenLastLines(
    browser,
    "#experience .role-achievements > li",
    [320, 390, SCREENS_PX.sm, SCREENS_PX.md, SCREENS_PX.lg, SCREENS_PX.xl, 1920],
    0.45,
  );
});

test("in German a project's description ends on a line of a length with the ones above", async ({ browser }) => {
  // Filled line by line, the language's longer words left stubs such as "eigenen Seite.", a third of the line above.
  const german = PAGES.filter(({ code }) => code === "de");
  await expectEvenLastLines(
    browser,
    ".project-card-description",
    [390, SCREENS_PX.md, SCREENS_PX.xl, 1920],
    0.45,
    german,
  );
});

test("the tagline's typed hyphen never starts a line, and where the tagline takes two, it ends the first", async ({
  page,
}) => {
  // At a line's start "- Fast," read as a list's bullet; a break after "Fast," parted the three words it leads.
  await openHydrated(page, "/");
  const tagline = page.locator("#hero-title + p");
  await expect(tagline).toContainText(" - ");
  for (const { width, height } of UPRIGHT_AND_TURNED) {
    await page.setViewportSize({ width, height });
    const lines = await tagline.evaluate(lineTexts);
    expect(lines.length, `${width}×${height}`).toBeGreaterThan(0);
    for (const line of lines) expect(line, `${width}×${height}: ${JSON.stringify(lines)}`).not.toMatch(/^- /);
    if (lines.length === 2) expect(lines[0], `${width}×${height}: ${JSON.stringify(lines)}`).toMatch(/ -$/);
  }
});

test("the hero's lines step down in size, name, tagline, sub-line, at every design width and held sideways", async ({
  page,
}) => {
  await openHydrated(page, "/");
  const size = (selector: string) =>
    page.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  for (const { width, height } of UPRIGHT_AND_TURNED) {
    await page.setViewportSize({ width, height });
    const [name, tagline, subLine] = await Promise.all(["#hero-title", "#hero-title + p", "[data-sub-line]"].map(size));
    const at = `${width}×${height}: ${name}, ${tagline}, ${subLine} px`;
    expect(name, at).toBeGreaterThan(tagline!);
    expect(subLine, at).toBeLessThanOrEqual(tagline!);
    // Where the tagline grows, on a screen that is not low, the sub-line stays a clear step under it.
    if (width >= SCREENS_PX.sm && height > SHORT_VIEWPORT_MAX_HEIGHT_PX)
      expect(subLine! / tagline!, at).toBeLessThanOrEqual(0.85);
  }
});

test("on a screen that is not low, from a phone past the narrowest, the name leads the sections' headings by half again", async ({
  page,
}) => {
  await openHydrated(page, "/");
  // At 768 px a name a step above the headings (60 px over 48) read as one more heading.
  const upright = DESIGN_VIEWPORTS.filter(
    ({ width, height }) => width > NARROW_PHONE_PX && height > SHORT_VIEWPORT_MAX_HEIGHT_PX,
  );
  for (const { width, height } of upright) {
    await page.setViewportSize({ width, height });
    const { name, heading } = await page.evaluate(() => {
      const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
      return {
        name: size(document.querySelector("#hero-title")!),
        heading: Math.max(...[...document.querySelectorAll("main > section[id] h2")].map(size)),
      };
    });
    expect(name / heading, `${width}×${height}: ${name} px over ${heading} px`).toBeGreaterThanOrEqual(1.45);
  }
});

for (const { path } of PAGES) {
  test(`at 1024 px the name and each skill's label keep one line on ${path}`, async ({ page }) => {
    const tablet = DESIGN_VIEWPORTS.find((viewport) => viewport.name === "1024")!;
    await page.setViewportSize({ width: tablet.width, height: tablet.height });
    await openHydrated(page, path);
    await page.locator("#about").scrollIntoViewIfNeeded();
    // Each text the locator finds, with the number of lines its words are drawn on.
    const linesOf = async (texts: Locator) =>
      Promise.all(
        (await texts.all()).map(async (text) => {
          const lines = await text.evaluate(lineTexts);
          return `${lines.join(" ")}: ${lines.length}`;
        }),
      );
    // Once the skills' slider has replaced its stand-in: mid-swap the labels are briefly not laid out at all.
    await expect(page.locator("#about .slick-slider").first()).toBeVisible();
    const broken = async () => {
      const name = await linesOf(page.locator("#hero h1"));
      // Every skill once: react-slick's clones for the loop repeat them.
      const labels = await linesOf(page.locator("#about .skill-pill-label:not(.slick-cloned *)"));
      expect(labels).toHaveLength(skills.length);
      return [...name, ...labels].filter((line) => !line.endsWith(": 1"));
    };
    await expect.poll(broken).toEqual([]);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`running text, About's paragraphs and a role's achievements, stands a step above the labels' grey and below the headings' ink in the ${colorScheme} theme`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto("/");
    const colours = await page.evaluate(() => {
      const colour = (selector: string) => getComputedStyle(document.querySelector(selector)!).color;
      return {
        page: getComputedStyle(document.body).backgroundColor,
        paragraph: colour("#about-title + div p"),
        achievement: colour("#experience .role-achievements > li"),
        label: colour("#about dt"),
        heading: colour("#about-title"),
      };
    });
    // Against the page, by WCAG's rule.
    const onPage = (colour: string) => renderedContrast(channels(colour), channels(colours.page));
    const label = onPage(colours.label);
    const heading = onPage(colours.heading);
    for (const text of ["paragraph", "achievement"] as const) {
      const contrast = onPage(colours[text]);
      expect(contrast, `the ${text}'s contrast ${contrast} against the labels' ${label}`).toBeGreaterThan(1.2 * label);
      expect(contrast, `the ${text}'s contrast against the heading's`).toBeLessThan(heading);
    }
    await context.close();
  });
}
