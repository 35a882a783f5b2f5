import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { DESIGN_VIEWPORTS, type DesignViewport } from "../scripts/design-viewports.mjs";
import { SECTION_IDS, type SectionId } from "../src/lib/sections";
import { NARROW_PHONE_PX, SCREENS_PX } from "../src/lib/breakpoints";
import {
  ROOMY_SHORT_VIEWPORT_MIN_HEIGHT_PX,
  SHORT_VIEWPORT_MAX_HEIGHT_PX,
  SQUAT_PHONE_MAX_HEIGHT_PX,
  TOOL_MARK_FILL,
} from "../src/lib/constants";
import { headerSectionLinks, interfaceMessages, site } from "./support/content";
import { openHydrated } from "./support/visitor";
import { sourceImageWidths, sourceWidthOf } from "./support/source-images";
import { expectOnFirstScreen } from "./support/first-screen";

/**
 * The measurable part of the page's design, at every width it is designed
 * for (scripts/design-viewports.mjs): the theme toggle never sits on text a
 * visitor can read, the language switch stands apart from it, from md the
 * owner's name leads the bar's section links, every section shares one content
 * edge and, from lg, one second column's edge, the contact's two columns end
 * together from xl, the footer's quick links keep to one row from xs to lg, every
 * section's heading stands as far below its top as the others', a low first
 * screen still shows the name and Download CV, an upright phone's or tablet's
 * photo carries the place, the chat (and on a low screen a project card) fits
 * below the header bar, every photo is sharp at the screen's density, and each
 * row of carousel dots is one Tab stop. Each viewport opens its own context,
 * so the spec runs once, in the desktop project, one test per viewport.
 */

/**
 * Beside the facts, About's paragraphs hold more characters a line than on a phone. Set as large as on a laptop, a
 * tablet's half column held a 390 px phone's 37 (in the test content) and read as a phone's column beside the facts.
 */
const ABOUT_MIN_CHARS_PER_LINE = 38;
/** And no more than a reading measure's, where they stand across two tracks. */
const ABOUT_MAX_CHARS_PER_LINE = 80;

/** How many scroll positions, evenly spread from top to bottom, the toggle is checked at. */
const SCROLL_SAMPLES = 8;

/**
 * The page at the viewport's size. Geometry needs no density, and drawing a
 * 2560 px page at 2× in software slows every test running beside it, so only
 * the photo check asks for the screen's density.
 */
async function openAt(browser: Browser, viewport: DesignViewport, { atDensity = false } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: atDensity ? viewport.scale : 1,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await openHydrated(page);
  return page;
}

/** Every line box of visible text on the page, outside the header bar, as viewport rectangles. */
function textBoxes(page: Page) {
  return page.evaluate(() => {
    const boxes: Array<{ text: string; left: number; top: number; right: number; bottom: number }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("header, script, style, .sr-only, [aria-hidden='true']")) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0 && rect.height > 0) {
          boxes.push({ text, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
        }
      }
    }
    return boxes;
  });
}

const chatQuestions = (page: Page) =>
  page.locator("#chat").getByRole("list", { name: interfaceMessages["chat.suggestedQuestions"] }).getByRole("button");

/** An element's content box, left and right: its box less its padding. */
function contentEdges(part: Locator) {
  return part.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
  });
}

/** The left edges of a section's cards wholly in view, left to right: the tracks the page's columns stand on. */
async function cardLefts(page: Page, section: SectionId, selector: string) {
  const within = page.locator(`#${SECTION_IDS[section]}`);
  const { left, right } = await contentEdges(within);
  const cards = await within.locator(selector).evaluateAll((found) =>
    found.map((card) => {
      const { left, right } = card.getBoundingClientRect();
      return { left, right };
    }),
  );
  return cards
    .filter((card) => card.left >= left - 1 && card.right <= right + 1)
    .map((card) => card.left)
    .sort((a, b) => a - b);
}

const skillCardLefts = (page: Page) => cardLefts(page, "about", ".skill-pill");

/** The first of a section's cards wholly inside the window: the slide a carousel shows. */
async function firstWholeCard(section: Locator, selector: string) {
  const cards = section.locator(selector);
  const whole = await cards.evaluateAll((found) =>
    found.findIndex((card) => {
      // Drawn: before hydration the layout not in use is in the page too, hidden, and its box is empty at 0, 0.
      const { left, right, width } = card.getBoundingClientRect();
      return width > 0 && left >= 0 && right <= innerWidth;
    }),
  );
  expect(whole, `a whole ${selector} in view`).toBeGreaterThanOrEqual(0);
  return cards.nth(whole);
}

/** How far inside the first whole card of a section a part of it starts, from the card's outer left and top edges. */
async function insetInFirstCard(page: Page, sectionId: SectionId, card: string, part: string) {
  const section = page.locator(`#${sectionId}`);
  await section.scrollIntoViewIfNeeded();
  return (await firstWholeCard(section, card)).evaluate((element, selector) => {
    const inner = element.querySelector(selector)!.getBoundingClientRect();
    const outer = element.getBoundingClientRect();
    return { left: inner.left - outer.left, top: inner.top - outer.top };
  }, part);
}

/** Each of the chat's suggested questions: its top, and its words' height in lines. */
function chatQuestionRows(page: Page) {
  return chatQuestions(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      // Counted by height: a line's inline runs can end a pixel apart, so their bottoms overcount the lines.
      const range = document.createRange();
      range.selectNodeContents(button);
      const lineHeight = parseFloat(getComputedStyle(button).lineHeight);
      const lines = Math.round(range.getBoundingClientRect().height / lineHeight);
      return { top: Math.round(button.getBoundingClientRect().top), lines };
    }),
  );
}

/** How much wider each of the chat's suggested questions is than its words and its own padding and border, in px. */
function chatQuestionSlack(page: Page) {
  return chatQuestions(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      const style = getComputedStyle(button);
      const frame = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"] as const;
      const own = frame.reduce((sum, side) => sum + parseFloat(style[side]), 0);
      return Math.round(button.getBoundingClientRect().width - range.getBoundingClientRect().width - own);
    }),
  );
}

/**
 * The hero's deck, the cards fanned behind it (farthest first) and the first of the place and the name drawn under
 * it, as viewport boxes.
 */
function deckBoxes(page: Page) {
  return page.locator("#hero [data-photo-stack]").evaluate((stack) => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const backs = Array.from(stack.querySelectorAll("[data-deck-back]"));
    const deck = box(backs[0]!.parentElement!);
    const hero = stack.closest("#hero")!;
    // The place where it stands on its own line, else the name.
    const under = [hero.querySelector(".hero-location")!, hero.querySelector("#hero-title")!]
      .map(box)
      .filter((part) => part.top >= deck.bottom);
    return { deck, backs: backs.map(box), next: under[0] };
  });
}

for (const viewport of DESIGN_VIEWPORTS) {
  test(`the design holds at ${viewport.name} (${viewport.width}×${viewport.height})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const sources = await sourceImageWidths();
    const page = await openAt(browser, viewport);

    if (viewport.width >= SCREENS_PX.md) {
      await test.step("the header's section links and its language stand on the name's baseline, its controls on their line", async () => {
        const baselines = await page.locator("header").evaluate((header) => {
          // A text's baseline: the foot of an empty inline-block set after it, inside the text's own block.
          const baseline = (element: Element) => {
            const block = document.createElement("span");
            block.append(...element.childNodes);
            element.append(block);
            const mark = document.createElement("span");
            Object.assign(mark.style, { display: "inline-block", width: "0", height: "0" });
            block.append(mark);
            const y = mark.getBoundingClientRect().bottom;
            element.append(...block.childNodes);
            block.remove();
            mark.remove();
            return y;
          };
          const nav = header.querySelector("nav:not(details nav)")!;
          const language = header.querySelector(":scope > div > div > nav a")!;
          const middle = (element: Element) => {
            const { top, bottom } = element.getBoundingClientRect();
            return (top + bottom) / 2;
          };
          return {
            name: baseline(nav.parentElement!.querySelector("a")!),
            link: baseline(nav.querySelector("a")!),
            language: baseline(language),
            // The round controls' boxes against the language link's, a box of the same size beside them.
            languageMiddle: middle(language),
            controlMiddles: [...header.querySelectorAll(":scope > div > div > :is(button, details > summary)")]
              .filter((control) => control.getBoundingClientRect().height > 0)
              .map(middle),
          };
        });
        expect(baselines.controlMiddles.length, "the bar's round controls").toBeGreaterThan(0);
        for (const control of baselines.controlMiddles) {
          expect(
            Math.abs(control - baselines.languageMiddle),
            "a round control's middle against the language link's",
          ).toBeLessThanOrEqual(1);
        }
        expect(Math.abs(baselines.link - baselines.name), "a link's baseline against the name's").toBeLessThanOrEqual(
          1,
        );
        expect(
          Math.abs(baselines.language - baselines.name),
          "the language's baseline against the name's",
        ).toBeLessThanOrEqual(1);
      });
    }

    if (viewport.width >= SCREENS_PX.md) {
      await test.step("the header's language link is set at its section links' size", async () => {
        const sizes = await page.locator("header").evaluate((header) => {
          const size = (element: Element | null) => getComputedStyle(element!).fontSize;
          return {
            link: size(header.querySelector("nav:not(details nav) a")),
            language: size(header.querySelector(":scope > div > div > nav a")),
          };
        });
        expect(sizes.language, "the language link's size").toBe(sizes.link);
      });
    }

    await test.step("the theme toggle never sits on readable text, at any scroll position", async () => {
      const toggle = page.getByRole("button", { name: /^Switch to (dark|light) mode$/ });
      const header = page.locator("header").filter({ has: toggle });
      // The bar the toggle sits in hides what scrolls beneath it: nearly opaque, above the page.
      const bar = await header.evaluate((element) => {
        const { backgroundColor, position, zIndex } = getComputedStyle(element);
        const alpha = backgroundColor.match(/rgba?\([^)]*?,\s*([\d.]+)\)$/)?.[1];
        return { position, zIndex: Number(zIndex), alpha: backgroundColor.startsWith("rgba") ? Number(alpha) : 1 };
      });
      expect(bar.position).toBe("fixed");
      expect(bar.zIndex).toBeGreaterThanOrEqual(50);
      expect(bar.alpha).toBeGreaterThanOrEqual(0.8);

      // Fixed in the top-right corner of the content column, inside the viewport, wherever the page is scrolled to.
      const atRest = (await toggle.boundingBox())!;
      expect(atRest.x + atRest.width).toBeLessThanOrEqual(viewport.width);
      const contentRight = await page
        .locator("main > section")
        .first()
        .evaluate((section) => {
          const { right } = section.getBoundingClientRect();
          return right - parseFloat(getComputedStyle(section).paddingRight);
        });
      expect(Math.abs(atRest.x + atRest.width - contentRight), "on the content's right edge").toBeLessThanOrEqual(1);
      expect(atRest.x, "in the right half").toBeGreaterThan(viewport.width / 2);
      expect(atRest.y).toBeGreaterThanOrEqual(0);
      expect(atRest.y, "gap to the top edge").toBeLessThanOrEqual(16);
      const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (let sample = 0; sample <= SCROLL_SAMPLES; sample += 1) {
        const y = Math.round((scrollHeight * sample) / SCROLL_SAMPLES);
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        const barBox = (await header.boundingBox())!;
        const toggleBox = (await toggle.boundingBox())!;
        expect(toggleBox, `the toggle's place at scroll ${y}`).toEqual(atRest);
        // Inside the bar, whatever text its box overlaps lies beneath the bar's background, never beside the toggle.
        expect(toggleBox.y, "the toggle stays inside its bar").toBeGreaterThanOrEqual(barBox.y);
        expect(toggleBox.y + toggleBox.height, "the toggle stays inside its bar").toBeLessThanOrEqual(
          barBox.y + barBox.height,
        );
        expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(viewport.width);
        const onTop = await toggle.evaluate((element) => {
          const { left, top, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
        });
        expect(onTop, `the toggle is drawn above the page at scroll ${y}`).toBe(true);
        if (sample === 0) {
          // On arrival nothing at all lies under the bar.
          const underBar = (await textBoxes(page)).filter((box) => box.top < barBox.y + barBox.height);
          expect(underBar, "text under the header bar on arrival").toEqual([]);
        }
      }
    });

    await test.step("the language switch stands apart from the theme toggle, inside the bar", async () => {
      const toggle = (await page.getByRole("button", { name: /^Switch to (dark|light) mode$/ }).boundingBox())!;
      const languageSwitch = (await page.getByRole("link", { name: "Deutsch" }).boundingBox())!;
      const bar = (await page.locator("header.site-header").boundingBox())!;
      expect(languageSwitch.x, "inside the viewport").toBeGreaterThanOrEqual(0);
      expect(languageSwitch.y, "inside the bar").toBeGreaterThanOrEqual(bar.y);
      expect(languageSwitch.y + languageSwitch.height, "inside the bar").toBeLessThanOrEqual(bar.y + bar.height);
      // Side by side in one bar: apart when one ends before the other starts.
      const apart = languageSwitch.x + languageSwitch.width <= toggle.x || toggle.x + toggle.width <= languageSwitch.x;
      expect(apart, "the switch and the toggle do not overlap").toBe(true);
    });

    if (viewport.width >= SCREENS_PX.md) {
      await test.step("from md, on arrival, the owner's name leads the section links, a phone held sideways included", async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const bar = page.locator("header.site-header");
        const name = bar.getByRole("link", { name: site.name, exact: true });
        await expect(name).toBeVisible();
        const links = (await bar
          .getByRole("navigation", { name: interfaceMessages["header.sections"], exact: true })
          .boundingBox())!;
        const nameBox = (await name.boundingBox())!;
        const gap = links.x - (nameBox.x + nameBox.width);
        expect(gap, "from the name to the links").toBeGreaterThanOrEqual(0);
        expect(gap, "from the name to the links").toBeLessThanOrEqual(48);
      });
    }

    await test.step("the header reaches every section it names: in its bar, or behind its menu", async () => {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const header = page.locator("header.site-header");
      const menuButton = header.locator("summary", { hasText: interfaceMessages["header.menu"] });
      const hidden: string[] = [];
      for (const { label } of headerSectionLinks) {
        if (await header.getByRole("link", { name: label, exact: true }).isVisible()) continue;
        hidden.push(label);
      }
      if (hidden.length === 0) {
        await expect(menuButton, "no menu when the bar holds every section").toBeHidden();
        return;
      }
      await menuButton.click();
      for (const label of hidden) {
        const link = header.getByRole("link", { name: label, exact: true });
        await expect(link, `${label}, in the bar or the menu`).toBeVisible();
        const box = (await link.boundingBox())!;
        expect(box.x, `${label} inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${label} inside the window`).toBeLessThanOrEqual(viewport.width);
      }
      await page.keyboard.press("Escape");
      await expect(menuButton.locator("xpath=..")).not.toHaveAttribute("open");
    });

    await test.step("every section shares one left and right content edge", async () => {
      const parts: Array<{ name: string; part: Locator }> = Object.values(SECTION_IDS).map((id) => ({
        name: id,
        part: page.locator(`#${id}`),
      }));
      const footerContainer = page.locator("footer > div").first();
      if (await footerContainer.count()) parts.push({ name: "footer", part: footerContainer });
      const edges = await Promise.all(parts.map(async ({ name, part }) => ({ name, ...(await contentEdges(part)) })));
      const [first] = edges;
      for (const edge of edges) {
        expect(Math.abs(edge.left - first!.left), `${edge.name} left edge`).toBeLessThanOrEqual(1);
        expect(Math.abs(edge.right - first!.right), `${edge.name} right edge`).toBeLessThanOrEqual(1);
      }

      // Cards that stand at the edges reach them: the projects' row, the timeline's cards, the chat's phone.
      const onEdge = async (selector: string, side: "left" | "right") => {
        const box = (await page.locator(selector).first().boundingBox())!;
        return side === "left" ? box.x : box.x + box.width;
      };
      await page.locator("#projects").scrollIntoViewIfNeeded();
      // The cards in view span the content. A looping carousel also holds copies to either side, which
      // its list clips: on a wide screen they can lie inside the window, so the list's box is the test.
      const row = await page.locator("#projects").evaluate((section) => {
        const clip = section.querySelector(".slick-list, .carousel-static")!.getBoundingClientRect();
        const cards = Array.from(section.querySelectorAll("a[href]"))
          .map((card) => card.getBoundingClientRect())
          .filter((rect) => rect.width > 0 && rect.left >= clip.left - 1 && rect.right <= clip.right + 1);
        return {
          left: Math.min(...cards.map((rect) => rect.left)),
          right: Math.max(...cards.map((rect) => rect.right)),
        };
      });
      expect(Math.abs(row.left - first!.left), "first project card's left edge").toBeLessThanOrEqual(1);
      // The slider's width rounds down to whole pixels per slide (slick.css), so the row may end up to a pixel per slide short.
      expect(first!.right - row.right, "last project card's right edge").toBeLessThanOrEqual(3);
      expect(first!.right - row.right, "last project card's right edge").toBeGreaterThanOrEqual(-1);
      if (viewport.width >= 768) {
        await page.locator("#experience").scrollIntoViewIfNeeded();
        // A role's text, its dates included; a highlighted role's card reaches past it, into the gutter. From lg to
        // xl, where the achievements stand under the title, the role ends on their measure instead, short of the edge.
        const right = await onEdge("#experience ol > li article > div", "right");
        const onMeasure =
          viewport.width >= SCREENS_PX.lg &&
          viewport.width < SCREENS_PX.xl &&
          viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX;
        if (onMeasure) {
          const measure = await onEdge("#experience ol > li article ul", "right");
          expect(
            Math.abs(right - measure),
            "timeline text's right edge, on the achievements' measure",
          ).toBeLessThanOrEqual(1);
          expect(right, "timeline text's right edge, short of the content edge").toBeLessThan(first!.right - 1);
        } else {
          expect(Math.abs(right - first!.right), "timeline text's right edge").toBeLessThanOrEqual(1);
        }
      }
      if (viewport.width >= 1024) {
        // The device's outermost edge, its side button, ends on the content edge.
        const phoneRight = await page
          .getByRole("region", { name: /'s AI$/ })
          .evaluate((phone) =>
            Math.max(...[phone, ...phone.querySelectorAll("*")].map((part) => part.getBoundingClientRect().right)),
          );
        expect(Math.abs(phoneRight - first!.right), "chat phone's right edge").toBeLessThanOrEqual(1);
      }
    });

    await test.step("every section's heading stands as far below its top as the others'", async () => {
      // Beside the chat's phone, the phone's top stands level with the heading. At the page's top, so that the chat's
      // text, which stays beside the phone as it scrolls by, stands where it rests.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      const offsets = await page.evaluate(
        (ids) =>
          ids.flatMap((id) => {
            const section = document.getElementById(id);
            const heading = section?.querySelector("h2");
            if (!section || !heading) return [];
            const top = section.getBoundingClientRect().top + parseFloat(getComputedStyle(section).paddingTop);
            const headingTop = heading.getBoundingClientRect().top;
            const phone = section.querySelector('[role="region"]')?.getBoundingClientRect();
            const besidePhone = phone && phone.left >= heading.getBoundingClientRect().right;
            return [{ id, offset: headingTop - top, offPhone: besidePhone ? headingTop - phone.top : 0 }];
          }),
        Object.values(SECTION_IDS),
      );
      expect(
        offsets.filter((section) => Math.abs(section.offPhone) > 2),
        "a heading beside the chat's phone, off the phone's top",
      ).toEqual([]);
      if (viewport.width >= SCREENS_PX.md && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
        // Beside the phone the three points stand as one list 2rem apart and 2.5rem under the lead; the way to the
        // owner stands at the column's foot, its last line by the input's foot and, from lg, where its title takes one
        // line, its tile on the input's middle, under a hairline no wider than the lead's measure. Neither islands
        // down the column, nor an empty lower half beside the phone.
        const column = await page.evaluate(() => {
          const phone = document.querySelector("#chat [role='region']")!;
          const input = phone.querySelector("textarea")!.getBoundingClientRect();
          const owner = document.querySelector("#chat h2 ~ ul a[href^='mailto:']")!.closest("li")!;
          const points = owner.parentElement!;
          const lead = points.previousElementSibling!;
          const rows = [...points.children].map((point) => point.getBoundingClientRect());
          const tile = owner.querySelector("svg")!.getBoundingClientRect();
          const rule = owner.getBoundingClientRect();
          return {
            above: rows[0]!.top - lead.getBoundingClientRect().bottom,
            gaps: rows.slice(1).map((row, index) => row.top - rows[index]!.bottom),
            ownerLast: rows.at(-1)!.top === rule.top,
            ruled: getComputedStyle(owner).borderTopStyle === "solid",
            ruleWidth: rule.width,
            leadMeasure: parseFloat(getComputedStyle(lead).maxWidth),
            footOffInput: rule.bottom - input.bottom,
            tileOffInput: tile.top + tile.height / 2 - (input.top + input.height / 2),
            rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
            sizes: {
              lead: parseFloat(getComputedStyle(lead).fontSize),
              title: parseFloat(getComputedStyle(points.querySelector(".chat-point-title")!).fontSize),
              note: parseFloat(getComputedStyle(points).fontSize),
            },
          };
        });
        expect(column.ownerLast, "the way to the owner, the last of the chat's points").toBe(true);
        // A step under the lead: titles above it and notes at its size read as a second, louder lead.
        expect(column.sizes.title, "a point's title against the lead").toBeLessThan(column.sizes.lead);
        expect(column.sizes.note, "a point's note against its title").toBeLessThan(column.sizes.title);
        const [ownerGap, ...pointGaps] = [...column.gaps].reverse();
        expect(pointGaps, "the chat's points, after the first").toHaveLength(2);
        for (const gap of pointGaps) expect(gap / column.rem, "rem between the chat's points").toBeCloseTo(2, 1);
        expect(column.above / column.rem, "rem between the chat's lead and its points").toBeCloseTo(2.5, 1);
        expect(ownerGap! / column.rem, "rem above the way to the owner, a point's step or more").toBeGreaterThanOrEqual(
          1.95,
        );
        expect(column.ruled, "a hairline over the way to the owner").toBe(true);
        expect(column.ruleWidth, "px of the hairline, within the lead's measure").toBeLessThanOrEqual(
          column.leadMeasure + 0.5,
        );
        expect(
          Math.abs(column.footOffInput),
          "px between the way to the owner's foot and the input's",
        ).toBeLessThanOrEqual(8);
        if (viewport.width >= SCREENS_PX.lg)
          expect(
            Math.abs(column.tileOffInput),
            "px between the owner's tile's centre and the input's",
          ).toBeLessThanOrEqual(8);
      }
      expect(offsets.length, "sections with a heading").toBeGreaterThan(1);
      const [first] = offsets;
      // Within 2 px: a heading that shares its row with the carousel's arrows is centred on them.
      for (const { id, offset } of offsets) {
        expect(
          Math.abs(offset - first!.offset),
          `${id}'s heading, ${first!.id}'s at ${first!.offset} px`,
        ).toBeLessThanOrEqual(2);
      }
    });

    if (viewport.width < SCREENS_PX.lg && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("above the photo, the hero's buttons end at most 120 px above About's heading", async () => {
        // With the sections' 4rem under it, a tablet left 132 px between them, a band a phone does not leave.
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const gap = await page.evaluate(() => {
          const controls = [...document.querySelectorAll("#hero a, #hero button")];
          const buttonsFoot = Math.max(...controls.map((control) => control.getBoundingClientRect().bottom));
          return document.getElementById("about-title")!.getBoundingClientRect().top - buttonsFoot;
        });
        expect(gap).toBeLessThanOrEqual(120);
      });
    }

    await test.step("every photo is sharp at the screen's density", async () => {
      const dense = await openAt(browser, viewport, { atDensity: true });
      // The photos are the hero's and the projects': bring the projects into view so theirs load.
      await dense.locator("#projects").scrollIntoViewIfNeeded();
      await dense.waitForFunction(() =>
        Array.from(document.images).every((image) => image.loading === "lazy" || image.complete),
      );
      const photos = await dense.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.complete && image.naturalWidth > 0 && !/\.svg(\?|$)/.test(image.currentSrc))
          .map((image) => {
            // naturalWidth is scaled by the density the srcset promised; the file's own width is its w descriptor.
            const candidates = [image, ...Array.from(image.parentElement?.querySelectorAll("source") ?? [])]
              .flatMap((element) => (element.getAttribute("srcset") ?? "").split(","))
              .map((candidate) => candidate.trim().split(/\s+/));
            const served = candidates.find(([url]) => url && new URL(url, location.href).href === image.currentSrc);
            const described = served?.[1]?.endsWith("w") ? parseInt(served[1], 10) : NaN;
            return {
              src: image.currentSrc,
              natural: Number.isNaN(described) ? image.naturalWidth : described,
              rendered: image.getBoundingClientRect().width,
            };
          })
          .filter((photo) => photo.rendered > 0),
      );
      expect(photos.length, "photos checked").toBeGreaterThanOrEqual(2);
      for (const photo of photos) {
        const needed = Math.min(Math.ceil(photo.rendered * viewport.scale), sourceWidthOf(sources, photo.src));
        expect(
          photo.natural,
          `${photo.src} drawn ${photo.rendered} px wide at ${viewport.scale}×`,
        ).toBeGreaterThanOrEqual(needed - 1);
      }
      await dense.context().close();
    });

    // A low screen sets the photo beside the name; an upright phone as low as a 320 × 568 one keeps it above.
    const isLow =
      viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX ||
      (viewport.width < SCREENS_PX.xs && viewport.height <= SQUAT_PHONE_MAX_HEIGHT_PX);
    if (isLow) {
      await test.step("the first screen shows the name and Download CV", async () => {
        await expectOnFirstScreen(page, viewport, [
          page.locator("#hero-title"),
          page.locator("#hero").getByRole("button", { name: "Download CV" }),
        ]);
      });
    }

    // From lg to xl, and on a low screen from md, the status and the greeting stand beside the tagline, on the second
    // card's track; elsewhere under it, or from xl under it beside the cards.
    const statusBeside =
      viewport.width < SCREENS_PX.xl &&
      (viewport.width >= SCREENS_PX.lg ||
        (viewport.width >= SCREENS_PX.md && viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX));
    await test.step(`the contact's tagline, status and greeting start their words on one edge${viewport.width < SCREENS_PX.xl ? `, the cards' titles', their marks on the tiles' middle${statusBeside ? ", the last two beside the first, over the second card" : ""}` : ""}`, async () => {
      // Each one's first line of words, after the pause button, the status dot or the hand before it.
      const starts = await page.evaluate(() => {
        const contact = document.getElementById("contact")!;
        const box = (element: Element) => element.getBoundingClientRect();
        // Where its first text starts, and the middle of that text's first line.
        const firstWords = (element: Element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, (node) =>
            node.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
          );
          const range = document.createRange();
          range.selectNodeContents(walker.nextNode()!);
          const line = range.getClientRects()[0]!;
          return { left: range.getBoundingClientRect().left, middle: (line.top + line.bottom) / 2 };
        };
        const centre = (element: Element) => box(element).left + box(element).width / 2;
        const [tagline, status] = Array.from(contact.querySelectorAll("h2 ~ div p"));
        const greeting = contact.querySelector("a[href^='mailto:']")!;
        const cards = Array.from(contact.querySelectorAll(".contact-actions > li"), (card) => ({
          left: box(card).left,
          title: box(card.querySelector(".contact-action-title")!).left,
          tile: centre(card.querySelector("a > span")!),
        }));
        return {
          words: [tagline!, status!, greeting].map(firstWords),
          marks: [
            tagline!.parentElement!.querySelector("button")!,
            status!.firstElementChild!,
            greeting.querySelector("svg")!,
          ].map(centre),
          column: box(status!.parentElement!).left,
          cards,
        };
      });
      const [tagline, status, greeting] = starts.words.map((words) => words.left) as [number, number, number];
      const [pause, dot, hand] = starts.marks as [number, number, number];
      expect(Math.abs(greeting - status), "the greeting's words off the status's").toBeLessThanOrEqual(1);
      expect(Math.abs(hand - dot), "px between the hand's middle and the dot's").toBeLessThanOrEqual(1);
      if (viewport.width >= SCREENS_PX.xl) {
        // In a column of their own beside the cards.
        expect(Math.abs(status - tagline), "the status's words off the tagline's").toBeLessThanOrEqual(1);
        return;
      }
      // Above the cards, on their columns: on the cards' outer edge the words started 25-29 px before the titles.
      const [first, second] = starts.cards as [(typeof starts.cards)[0], (typeof starts.cards)[0]];
      expect(Math.abs(tagline - first.title), "px between the tagline and the first card's title").toBeLessThanOrEqual(
        1,
      );
      expect(Math.abs(pause - first.tile), "px between the pause control's middle and the tile's").toBeLessThanOrEqual(
        1,
      );
      const under = statusBeside ? second : first;
      expect(Math.abs(status - under.title), "px between the status and the title under it").toBeLessThanOrEqual(1);
      expect(Math.abs(dot - under.tile), "px between the dot's middle and the tile's under it").toBeLessThanOrEqual(1);
      if (statusBeside) {
        // Beside the tagline, where under it they left the section's right half empty above the cards.
        expect(Math.abs(starts.column - second.left), "px off the second card's edge").toBeLessThanOrEqual(1);
        // Their first lines on one middle: at the top of the tagline's taller line the status stood 4.5 px high.
        const [taglineLine, statusLine] = starts.words.map((words) => words.middle) as [number, number];
        expect(Math.abs(statusLine - taglineLine), "px between the first lines' middles").toBeLessThanOrEqual(1);
      }
    });

    if (viewport.width < NARROW_PHONE_PX) {
      await test.step("on a narrow phone a contact card's words start at most 57 px inside it", async () => {
        const inset = await insetInFirstCard(
          page,
          SECTION_IDS.contact,
          ".contact-actions > li > a",
          ".contact-action-title",
        );
        // Its border, 14 px, a 32 px tile and 10 px: at 16, 40 and 12 px a note broke into stubs of one or two words.
        expect(inset.left, "px before the card's words").toBeLessThanOrEqual(57.5);
      });
    }

    // From xl the invitation and the cards share the grid's row under the heading (checked below).
    if (viewport.width < SCREENS_PX.xl) {
      await test.step("the contact's invitation stands 24 px under its heading, as the cards do from xl", async () => {
        const gap = await page.locator("#contact").evaluate((contact) => {
          const heading = contact.querySelector("h2")!.getBoundingClientRect();
          return contact.querySelector("h2 + div")!.getBoundingClientRect().top - heading.bottom;
        });
        // At 16 px the pause control's ring nearly touched the heading's descenders.
        expect(Math.abs(gap - 24), `px off 24 px under the heading (${gap})`).toBeLessThanOrEqual(1);
      });
    }

    await test.step("the contact's pause button stands on the tagline's first line, and beside the cards the tagline starts on their top edge", async () => {
      const edges = await page.evaluate(() => {
        const contact = document.getElementById("contact")!;
        const phrase = contact.querySelector("p > span:not([aria-hidden])")!;
        const range = document.createRange();
        range.selectNodeContents(phrase);
        const firstLine = range.getClientRects()[0]!;
        const button = phrase.closest("p")!.parentElement!.querySelector("button")!.getBoundingClientRect();
        const card = contact.querySelector("ul a")!.getBoundingClientRect();
        return {
          blockTop: phrase.closest("p")!.getBoundingClientRect().top,
          lineTop: phrase.getBoundingClientRect().top,
          cardTop: card.top,
          buttonMiddle: button.top + button.height / 2,
          lineMiddle: firstLine.top + firstLine.height / 2,
        };
      });
      expect(
        Math.abs(edges.lineTop - edges.blockTop),
        "px between the phrase's top and its block's",
      ).toBeLessThanOrEqual(1);
      if (viewport.width >= SCREENS_PX.xl)
        expect(
          Math.abs(edges.lineTop - edges.cardTop),
          "px between the tagline's top and the cards'",
        ).toBeLessThanOrEqual(2);
      expect(
        Math.abs(edges.buttonMiddle - edges.lineMiddle),
        "px between the pause button's middle and the first line's",
      ).toBeLessThanOrEqual(2);
    });

    if (viewport.width >= SCREENS_PX["2xl"]) {
      await test.step("the hero's tagline is no wider than the name above it", async () => {
        const [name, tagline] = await page.locator("#hero-title").evaluate((title) =>
          [title, title.nextElementSibling!].map((text) => {
            const range = document.createRange();
            range.selectNodeContents(text);
            return Math.max(...Array.from(range.getClientRects(), (line) => line.right));
          }),
        );
        expect(tagline!, "the tagline's right end against the name's").toBeLessThanOrEqual(name! + 1);
      });
    }

    if (viewport.width >= SCREENS_PX.lg && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("the hero's photo and the chat's phone share one left edge", async () => {
        const photo = (await page.locator("#hero [data-photo-stack]").boundingBox())!;
        const phone = (await page.getByRole("region", { name: /'s AI$/ }).boundingBox())!;
        expect(Math.abs(phone.x - photo.x), "the chat phone's left edge").toBeLessThanOrEqual(1);
      });
    }

    if (viewport.width < SCREENS_PX.md) {
      await test.step("below md the contact's ways to act are one card, each under the last and parted by a hairline", async () => {
        const { list, ways } = await page.locator("#contact .contact-actions").evaluate((element) => {
          const drawn = (part: Element) => {
            const { top, bottom } = part.getBoundingClientRect();
            const style = getComputedStyle(part);
            // A way's outline is its link's; the hairline between two ways is the item's.
            const outline = getComputedStyle(part.matches("li") ? part.firstElementChild! : part).borderLeftWidth;
            return { top, bottom, border: style.borderTopWidth, edge: outline };
          };
          return { list: drawn(element), ways: [...element.children].map(drawn) };
        });
        expect(list.edge, "the list's own outline").toBe("1px");
        expect(ways.length).toBeGreaterThan(1);
        ways.forEach((way, index) => {
          expect(way.edge, "a way's outline of its own").toBe("0px");
          expect(way.border, "a hairline over every way but the first").toBe(index === 0 ? "0px" : "1px");
          if (index > 0)
            expect(Math.abs(way.top - ways[index - 1]!.bottom), "px between two ways").toBeLessThanOrEqual(1);
        });
      });
    }

    if (viewport.width >= SCREENS_PX.xl && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      // Under the heading from xl, beside the invitation, two by two (contact-layout.css).
      await test.step("the contact's invitation and its cards, two by two, start level and end level", async () => {
        const [heading, invitation, cards, greeting] = await page.locator("#contact").evaluate((contact) =>
          ["h2", "h2 ~ div", ".contact-actions", "h2 ~ div a[href^='mailto:']"].map((selector) => {
            const element = contact.querySelector(selector)!;
            if (!element.matches("a")) return element.getBoundingClientRect().toJSON();
            // The greeting's words, not its box.
            const words = document.createRange();
            words.selectNodeContents(element);
            return words.getBoundingClientRect().toJSON();
          }),
        );
        expect(cards.left, "the cards beside the invitation").toBeGreaterThan(invitation.right);
        expect(Math.abs(cards.top - invitation.top), "the columns' tops").toBeLessThanOrEqual(1);
        expect(cards.top, "the cards under the heading").toBeGreaterThan(heading.bottom);
        expect(Math.abs(invitation.bottom - cards.bottom), "the columns' feet").toBeLessThanOrEqual(48);
        // The greeting ends the invitation on the cards' foot, its words rather than its finger-high row.
        expect(
          Math.abs(greeting.bottom - cards.bottom),
          "the greeting's words' foot against the cards'",
        ).toBeLessThanOrEqual(3);
        const rows = await page
          .locator("#contact li a")
          .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
        expect(new Set(rows).size, "rows of cards").toBe(Math.ceil(rows.length / 2));
      });
    }

    await test.step("the footer's quick links: one row from xs, rows of three below it and on a card's track from lg, under Get in touch from xs and beside it from lg", async () => {
      const footer = page.getByRole("contentinfo");
      const links = footer.getByRole("navigation").getByRole("link");
      const tops = await links.evaluateAll((found) =>
        found.map((link) => Math.round(link.getBoundingClientRect().top)),
      );
      expect(tops.length).toBeGreaterThan(1);
      const inOneRow = viewport.width >= SCREENS_PX.xs && viewport.width < SCREENS_PX.lg;
      const rows = inOneRow ? 1 : Math.ceil(tops.length / 3);
      expect(new Set(tops).size, `link tops ${tops.join(", ")}`).toBe(rows);
      const linkedIn = (await footer.getByRole("link", { name: "LinkedIn" }).boundingBox())!;
      const first = (await links.first().boundingBox())!;
      // Beside them, centred on the links' line, so the links' words and the button's stand on one line.
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      if (viewport.width >= SCREENS_PX.lg)
        expect(Math.abs(middle(linkedIn) - middle(first)), "LinkedIn beside the links").toBeLessThanOrEqual(1);
      else if (viewport.width >= SCREENS_PX.xs) {
        // Beside the name, over the links' row: the footer's right half no longer stands empty.
        const name = (await footer.locator("div > div:first-child > p").first().boundingBox())!;
        expect(linkedIn.y + linkedIn.height, "LinkedIn above the links").toBeLessThan(first.y);
        expect(linkedIn.x, "LinkedIn beside the name").toBeGreaterThan(name.x + name.width);
        // Its words on the job title's line, and the second way's on the place's, so the two columns share rows.
        const [title, words, place, second] = await footer.evaluate((element) =>
          [
            element.querySelector("div > div:first-child > p:nth-child(2)")!,
            Array.from(element.querySelectorAll("a")).find((link) => link.textContent?.trim() === "LinkedIn")!,
            element.querySelector("div > div:first-child > p:nth-child(3)")!,
            element.querySelectorAll(".footer-contact-links a")[1]!,
          ].map((text) => {
            const range = document.createRange();
            range.selectNodeContents(text);
            const line = Array.from(range.getClientRects()).find((rect) => rect.height > 12)!;
            return line.top + line.height / 2;
          }),
        );
        expect(Math.abs(title! - words!), "px between the job title's line and LinkedIn's").toBeLessThanOrEqual(2);
        expect(Math.abs(place! - second!), "px between the place's line and the second way's").toBeLessThanOrEqual(2);
      } else expect(linkedIn.y, "LinkedIn under the links").toBeGreaterThan(first.y + first.height);
      if (viewport.width >= SCREENS_PX.lg) {
        // In one row with the lists, the job title's first line stands on the links' line too, and the place on
        // the second row's.
        const [title, words, place, secondRow] = await footer.evaluate((element) =>
          [
            element.querySelector("div > div:first-child > p:nth-child(2)"),
            element.querySelector("nav a"),
            element.querySelector("div > div:first-child > p:nth-child(3)"),
            element.querySelector("nav li:nth-child(4) a"),
          ].map((text) => {
            if (!text) return undefined;
            const range = document.createRange();
            range.selectNodeContents(text);
            const line = range.getClientRects()[0]!;
            return { y: line.top, height: line.height };
          }),
        );
        expect(
          Math.abs(middle(title!) - middle(words!)),
          "px between the job title's line and the links'",
        ).toBeLessThanOrEqual(2);
        expect(secondRow, "a second row of quick links in the test content").toBeDefined();
        expect(
          Math.abs(middle(place!) - middle(secondRow!)),
          "px between the place's line and the second row of links",
        ).toBeLessThanOrEqual(2);
      }
    });

    await test.step("Get in touch's two links, as tall as the quick links' rows: on a phone in one row on the quick links' first two columns, from xs a row each on one edge, which is the last card's, as from lg the quick links start on the second's", async () => {
      const footer = page.getByRole("contentinfo");
      const [linkedIn, email] = await Promise.all(
        [footer.getByRole("link", { name: "LinkedIn" }), footer.locator("a[href^='mailto:']")].map(
          async (link) => (await link.boundingBox())!,
        ),
      );
      const quickLinks = footer.getByRole("navigation").getByRole("link");
      const quickLink = (await quickLinks.first().boundingBox())!;
      for (const link of [linkedIn!, email!])
        expect(Math.abs(link.height - quickLink.height), "a row's height against a quick link's").toBeLessThanOrEqual(
          1,
        );
      if (viewport.width < SCREENS_PX.xs) {
        const secondQuickLink = (await quickLinks.nth(1).boundingBox())!;
        expect(Math.abs(email!.y - linkedIn!.y), "px between the links' tops").toBeLessThanOrEqual(1);
        expect(Math.abs(linkedIn!.x - quickLink.x), "LinkedIn on the first column").toBeLessThanOrEqual(1);
        expect(Math.abs(email!.x - secondQuickLink.x), "Email on the second column").toBeLessThanOrEqual(1);
        return;
      }
      expect(Math.abs(email!.x - linkedIn!.x), "px between the links' left edges").toBeLessThanOrEqual(1);
      expect(Math.abs(email!.y - (linkedIn!.y + linkedIn!.height)), "px between the two rows").toBeLessThanOrEqual(1);
      const quickLinksLeft = (await footer.getByRole("navigation").boundingBox())!.x;
      // The skills show two cards below xl; the projects three from lg, on the tracks the skills' three take from xl.
      const cards =
        viewport.width >= SCREENS_PX.lg
          ? await cardLefts(page, "projects", ".project-card")
          : await skillCardLefts(page);
      expect(cards).toHaveLength(viewport.width >= SCREENS_PX.lg ? 3 : 2);
      if (viewport.width >= SCREENS_PX.lg)
        expect(Math.abs(quickLinksLeft - cards[1]!), "the quick links against the second card").toBeLessThanOrEqual(3);
      expect(Math.abs(linkedIn!.x - cards.at(-1)!), "LinkedIn against the last card").toBeLessThanOrEqual(3);
    });

    if (viewport.width >= SCREENS_PX.md && viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("on a phone held sideways the chat's questions share one row, each on as many lines", async () => {
        const rows = await chatQuestionRows(page);
        expect(rows.length).toBeGreaterThan(1);
        expect(new Set(rows.map((row) => row.top)).size, "rows").toBe(1);
        expect(new Set(rows.map((row) => row.lines)).size, `lines ${rows.map((row) => row.lines).join(", ")}`).toBe(1);
        // The test content's English questions fit one row of a phone held sideways (844 px) on one line each.
        if (viewport.width >= 844) expect(rows.map((row) => row.lines)).toEqual(rows.map(() => 1));
      });
    }

    if (viewport.width < SCREENS_PX.md && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("on a phone or a tablet held upright the chat's questions stand in rows, each on one line", async () => {
        const rows = await chatQuestionRows(page);
        expect(rows.length).toBeGreaterThan(1);
        expect(rows.map((row) => row.lines)).toEqual(rows.map(() => 1));
        // As many a row as fit: on a tablet two share a row, where one under another left the card's right half empty.
        const perRow = rows.length / new Set(rows.map((row) => row.top)).size;
        if (viewport.width >= SCREENS_PX.xs) expect(perRow, "questions a row").toBeGreaterThanOrEqual(2);
      });
    }

    const lowFromSmBelowMd =
      viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX &&
      viewport.width >= SCREENS_PX.sm &&
      viewport.width < SCREENS_PX.md;
    if (lowFromSmBelowMd) {
      await test.step("on a low screen from sm the chat's questions stand in rows, each on one line", async () => {
        const rows = await chatQuestionRows(page);
        expect(rows.length).toBeGreaterThan(1);
        expect(rows.map((row) => row.lines)).toEqual(rows.map(() => 1));
      });
    }

    if (viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX || lowFromSmBelowMd) {
      await test.step("in rows or one a row, each of the chat's questions is a chip as wide as its words", async () => {
        const slack = await chatQuestionSlack(page);
        expect(slack.length).toBeGreaterThan(1);
        expect(slack).toEqual(slack.map(() => 0));
      });
    }

    if (viewport.width < SCREENS_PX.lg && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("on a phone or a tablet held upright the place stands on the photo's top left corner", async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const photo = (await page.locator("#hero [data-photo-stack]").boundingBox())!;
        const place = (await page.locator("#hero").getByText(site.location, { exact: true }).boundingBox())!;
        expect(place.x, "inside the photo's left edge").toBeGreaterThan(photo.x);
        expect(place.x + place.width, "in the photo's left half").toBeLessThan(photo.x + photo.width / 2);
        expect(place.y, "below the photo's top edge").toBeGreaterThan(photo.y);
        expect(place.y + place.height, "in the photo's top fifth").toBeLessThan(photo.y + photo.height / 5);
      });
    }

    if (viewport.width < SCREENS_PX.lg && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("centred above the text, the cards behind the photo fan out from its foot, a corner either side", async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const { deck, backs, next } = await deckBoxes(page);
        expect(backs).toHaveLength(2);
        // Farthest first: it leans right, the nearer left, each a top corner past the photo's side.
        const reach = [backs[0]!.right - deck.right, deck.left - backs[1]!.left];
        for (const [side, past] of reach.entries()) {
          expect(past, `corner ${side} past the photo's side`).toBeGreaterThanOrEqual(8);
          expect(past, `corner ${side} in the gutter`).toBeLessThanOrEqual(14);
        }
        expect(backs[0]!.right, "off the screen's right edge").toBeLessThanOrEqual(viewport.width - 4);
        expect(backs[1]!.left, "off the screen's left edge").toBeGreaterThanOrEqual(4);
        // Their feet stay behind the photo's: 8-10 px under it, they made its foot look bent.
        for (const back of backs) {
          expect(back.top, "under the photo's top").toBeGreaterThanOrEqual(deck.top);
          expect(back.bottom, "its foot behind the photo's").toBeLessThanOrEqual(deck.bottom + 0.5);
        }
        // On a phone the name comes next, its line box starting some 6 px above its capitals: 6 px leave about 12 clear.
        const feet = Math.max(...backs.map((back) => back.bottom));
        expect(next!.top - feet, "room between the fan and the text under it").toBeGreaterThanOrEqual(6);
      });
    }

    if (viewport.width >= SCREENS_PX.lg && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("beside the text, the cards behind the photo fan out into the gap, not past the content edge", async () => {
        const { deck, backs } = await deckBoxes(page);
        expect(backs).toHaveLength(2);
        for (const back of backs) {
          expect(deck.left - back.left, "its corner's reach past the photo's left edge").toBeGreaterThanOrEqual(16);
          expect(back.right, "the content's right edge").toBeLessThanOrEqual(deck.right + 0.5);
        }
      });
    }

    if (viewport.width >= SCREENS_PX.sm && viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX) {
      await test.step("on a low screen the cards behind the photo step out to its right, clear of the text", async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const { deck, backs } = await deckBoxes(page);
        expect(backs).toHaveLength(2);
        // Farthest first, each a step past the nearer one: a rim of 1-3 px read as a rendering fault.
        const steps = [backs[1]!.right - deck.right, backs[0]!.right - backs[1]!.right];
        for (const [card, step] of steps.entries())
          expect(step, `card ${card} past the one in front`).toBeGreaterThanOrEqual(4);
        for (const back of backs) {
          expect(back.top, "under the photo's top").toBeGreaterThanOrEqual(deck.top);
          expect(back.bottom, "above the photo's foot").toBeLessThanOrEqual(deck.bottom);
        }
        // From md, where the row has room, 32 px or more: at 20 px the name and its pill crowded the deck.
        const room = viewport.width >= SCREENS_PX.md ? 32 : 12;
        const text = (await page.locator("#hero-title").boundingBox())!;
        expect(text.x - backs[0]!.right, "room between the deck and the text beside it").toBeGreaterThanOrEqual(room);
      });
    }

    if (viewport.width >= SCREENS_PX.md) {
      // About stands on the tracks of its skill cards, so its facts start where the last card in view does.
      await test.step("About's facts start on the last skill card's left edge", async () => {
        const about = page.locator(`#${SECTION_IDS.about}`);
        const facts = (await about
          .getByRole("complementary", { name: interfaceMessages["about.glance.title"] })
          .boundingBox())!;
        const lastCard = (await skillCardLefts(page)).at(-1)!;
        expect(Math.abs(facts.x - lastCard), "px between the facts and the card").toBeLessThanOrEqual(3);
      });
    }

    // 12 px below lg, where the row's last name, centred under a logo on the content edge, stays inside it; 13 px
    // from lg, where they read faint at 12.
    const nameRem = viewport.width >= SCREENS_PX.lg ? 0.8125 : 0.75;
    await test.step(`a tool's name is ${nameRem}rem`, async () => {
      const sizes = await page
        .locator(`#${SECTION_IDS.about} .tool-logo-name`)
        .first()
        .evaluate((name) => ({
          name: parseFloat(getComputedStyle(name).fontSize),
          rem: parseFloat(getComputedStyle(document.documentElement).fontSize),
        }));
      expect(sizes.name, "a tool name's size").toBeCloseTo(nameRem * sizes.rem, 1);
    });

    await test.step("a fact's value is set a hundredth of an em tight", async () => {
      const tracking = await page
        .getByRole("complementary", { name: interfaceMessages["about.glance.title"] })
        .locator("dd")
        .first()
        .evaluate(
          (value) => parseFloat(getComputedStyle(value).letterSpacing) / parseFloat(getComputedStyle(value).fontSize),
        );
      expect(tracking, "its letter spacing in em").toBeCloseTo(-0.01, 3);
    });

    // Filling its box, a mark outweighed its name and the section's heading.
    await test.step("a tool's mark fills three quarters of its box, times its balancing scale", async () => {
      const fill = await page
        .locator(`#${SECTION_IDS.about} img.tool-logo`)
        .first()
        .evaluate((logo) => {
          const scale = parseFloat(logo.style.getPropertyValue("--logo-scale")) || 1;
          return logo.getBoundingClientRect().width / logo.parentElement!.getBoundingClientRect().width / scale;
        });
      expect(fill, "the mark's share of its box").toBeCloseTo(TOOL_MARK_FILL, 2);
    });

    if (viewport.width >= SCREENS_PX.xs) {
      // A phone's 1rem; 1.25rem from md where the screen is not low.
      const inRem = viewport.width >= SCREENS_PX.md && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX ? 1.25 : 1;
      await test.step(`from xs a skill card's icon and a contact card's stand ${inRem}rem inside their cards`, async () => {
        const rem = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
        const expected = inRem * rem;
        // Inside the card's 1 px border.
        const skill = await insetInFirstCard(page, SECTION_IDS.about, ".skill-pill", ".skill-pill-icon");
        expect(skill.left - 1, "px left of the skill's icon").toBeCloseTo(expected, 0);
        expect(skill.top - 1, "px above the skill's icon").toBeCloseTo(expected, 0);
        // Below md the ways to act are one card, the list, parted by hairlines; from md each is a card of its own.
        const contact = viewport.width >= SCREENS_PX.md ? ".contact-actions > li > a" : ".contact-actions";
        const tile = ".contact-actions > li:first-child > a > span:first-child";
        const action = await insetInFirstCard(page, SECTION_IDS.contact, contact, tile);
        // Its top only where the cards' words start at their top: stacked, they stand in its middle.
        expect(action.left - 1, "px left of the contact's icon").toBeCloseTo(expected, 0);
        if (viewport.width >= SCREENS_PX.md)
          expect(action.top - 1, "px above the contact's icon").toBeCloseTo(expected, 0);
      });
    }

    if (viewport.width < SCREENS_PX.md) {
      await test.step("a project card's words and a role card's stand as far inside their cards", async () => {
        // How far inside its left edge the first whole card's words start.
        const project = (await insetInFirstCard(page, SECTION_IDS.projects, ".project-card", "h3")).left;
        const role = (await insetInFirstCard(page, SECTION_IDS.experience, "article.role-card", "h3")).left;
        expect(Math.abs(project - role), `insets ${project} and ${role} px`).toBeLessThanOrEqual(1);
      });

      await test.step("below md a role card's title, dates and bullets share its left edge, its mark at the title's end", async () => {
        const experience = page.locator(`#${SECTION_IDS.experience}`);
        await experience.scrollIntoViewIfNeeded();
        const parts = await (
          await firstWholeCard(experience, "article.role-card")
        ).evaluate((card) => {
          const left = (selector: string) => card.querySelector(selector)!.getBoundingClientRect().left;
          const mark = card.querySelector(".role-card-logo")!.getBoundingClientRect();
          const title = card.querySelector("h3")!.getBoundingClientRect();
          return {
            title: title.left,
            period: left(".role-period"),
            bullets: left(".role-achievements > li"),
            markLeft: mark.left,
            titleRight: title.right,
          };
        });
        for (const [name, label] of [
          ["period", "the dates'"],
          ["bullets", "the bullets'"],
        ] as const)
          expect(Math.abs(parts[name] - parts.title), `${label} left edge against the title's`).toBeLessThanOrEqual(1);
        expect(parts.markLeft, "the mark after the title").toBeGreaterThanOrEqual(parts.titleRight);
      });
    }

    await test.step("About's facts stand under its heading on a phone, beside the paragraphs from md", async () => {
      const about = page.locator(`#${SECTION_IDS.about}`);
      const heading = (await about.getByRole("heading", { level: 2 }).boundingBox())!;
      const facts = (await about
        .getByRole("complementary", { name: interfaceMessages["about.glance.title"] })
        .boundingBox())!;
      const paragraphs = (await about.locator("h2 + div").boundingBox())!;
      expect(facts.y, "below the heading").toBeGreaterThan(heading.y + heading.height);
      if (viewport.width < SCREENS_PX.md) {
        expect(facts.y + facts.height, "above the paragraphs").toBeLessThan(paragraphs.y);
      } else {
        expect(facts.x, "beside the paragraphs").toBeGreaterThan(paragraphs.x + paragraphs.width);
        expect(Math.abs(facts.y - paragraphs.y), "level with them").toBeLessThanOrEqual(16);
        const perLine = await about.locator("h2 + div").evaluate((column) => {
          const lines = Array.from(column.querySelectorAll("p")).reduce(
            (sum, p) => sum + Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)),
            0,
          );
          return (column.textContent ?? "").length / lines;
        });
        expect(perLine, "characters a line beside the facts").toBeGreaterThanOrEqual(ABOUT_MIN_CHARS_PER_LINE);
        if (viewport.width >= SCREENS_PX.xl) {
          // Across two tracks a step above the body's 18 px lead, in a measure grown with it: at that size they ended
          // 150-190 px short of the facts.
          const size = await about
            .locator("h2 + div p")
            .first()
            .evaluate(
              (p) =>
                parseFloat(getComputedStyle(p).fontSize) /
                parseFloat(getComputedStyle(document.documentElement).fontSize),
            );
          expect(size, "the paragraphs' size in rem").toBeGreaterThan(1.125);
          expect(perLine, "characters a line across two tracks").toBeLessThanOrEqual(ABOUT_MAX_CHARS_PER_LINE);
        }
      }
    });

    await test.step("inside the chat, the title's mark, the greeting, the questions and the input share one left edge", async () => {
      const chat = page.getByRole("region", { name: /'s AI$/ });
      await chat.scrollIntoViewIfNeeded();
      const lefts = await Promise.all(
        [
          chat.getByRole("heading").locator("xpath=../preceding-sibling::*[1]"),
          chat.getByRole("log").locator(":scope > * > *").first(),
          chat.getByRole("button").first(),
          chat.getByRole("textbox"),
        ].map(async (part) => (await part.boundingBox())!.x),
      );
      // A 4 px step between the conversation's inset and the questions' read as a misaligned column.
      expect(
        Math.max(...lefts) - Math.min(...lefts),
        `left edges ${lefts.map(Math.round).join(", ")}`,
      ).toBeLessThanOrEqual(1);
    });

    await test.step("the chat, and on a low screen a project card and the timeline's box, fit the room below the bar", async () => {
      const room = viewport.height - (await page.locator("header").boundingBox())!.height;
      const chat = page.getByRole("region", { name: /'s AI$/ });
      await chat.scrollIntoViewIfNeeded();
      const device = (await chat.boundingBox())!;
      expect(device.height, "the chat's height").toBeLessThanOrEqual(room);
      // Drawn whole, from md on a screen that is not low, it has a phone's proportions rather than its conversation's:
      // at 1.5, as wide as the photo's column from lg, it read as a phone squashed flat.
      if (viewport.width >= SCREENS_PX.md && viewport.height > SHORT_VIEWPORT_MAX_HEIGHT_PX) {
        expect(device.height / device.width, "the phone's height to its width").toBeGreaterThanOrEqual(1.6);
      }
      // Where it has a set height, drawn whole or on a low screen, its questions follow the greeting, as a messenger's
      // suggested replies do, its room under them: at the screen's foot they left 160-230 px of blank screen under
      // the greeting, and on a low screen the greeting stood under a band of 45-80 px.
      if (viewport.width >= SCREENS_PX.md || viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX) {
        const greeting = (await chat.getByRole("log").locator(":scope > *").first().boundingBox())!;
        const question = (await chat.getByRole("button").first().boundingBox())!;
        expect(question.y - (greeting.y + greeting.height), "the room above the questions").toBeLessThanOrEqual(24);
        const log = (await chat.getByRole("log").boundingBox())!;
        expect(greeting.y - log.y, "the room above the greeting").toBeLessThanOrEqual(24);
        // The greeting's lines at 1.5 of their size at every height: closer, on a low screen, they read as cramped.
        const leading = await chat
          .getByRole("log")
          .locator("p")
          .first()
          .evaluate(
            (bubble) => parseFloat(getComputedStyle(bubble).lineHeight) / parseFloat(getComputedStyle(bubble).fontSize),
          );
        expect(leading, "the greeting's leading").toBeGreaterThanOrEqual(1.5);
        // A low screen from sm with the height to spare gives the card the air of the page's gaps: at 8 px over the
        // greeting and 6 px around the input it read as cramped.
        if (
          viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX &&
          viewport.width >= SCREENS_PX.sm &&
          viewport.height >= ROOMY_SHORT_VIEWPORT_MIN_HEIGHT_PX
        ) {
          const questions = await chatQuestions(page).evaluateAll((buttons) =>
            Math.max(...buttons.map((button) => button.getBoundingClientRect().bottom)),
          );
          const input = (await chat.getByRole("textbox").boundingBox())!;
          expect(greeting.y - log.y, "px over the greeting").toBeGreaterThanOrEqual(12);
          expect(input.y - questions, "px between the questions and the input").toBeGreaterThanOrEqual(10);
          expect(device.y + device.height - (input.y + input.height), "px under the input").toBeGreaterThanOrEqual(10);
        }
      }
      if (viewport.height <= SHORT_VIEWPORT_MAX_HEIGHT_PX) {
        await page.locator("#projects").scrollIntoViewIfNeeded();
        const card = (await page.locator("#projects .slick-active a[href]").first().boundingBox())!;
        expect(card.height, "a project card's height").toBeLessThanOrEqual(room);
        // Its title a step above the bold outcome under it: at 20 px over 14 px the two read as one rank.
        const [title, outcome] = await Promise.all(
          [".project-card-title", ".project-card-outcome"].map((part) =>
            page
              .locator(`#projects .slick-active ${part}`)
              .first()
              .evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
          ),
        );
        expect(title! / outcome!, "a project card's title to its outcome").toBeGreaterThanOrEqual(1.5);
        // The timeline is the view from 768 px; narrower, the roles are a carousel of cards.
        if (viewport.width >= SCREENS_PX.md) {
          const box = page.locator("#experience [data-radix-scroll-area-viewport]");
          await box.scrollIntoViewIfNeeded();
          expect((await box.boundingBox())!.height, "the timeline box's height").toBeLessThanOrEqual(room);
        }
      }
    });

    if (viewport.width < 768) {
      await test.step("each row of carousel dots is one Tab stop", async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        const rows = page.getByRole("group", { name: /^Choose / });
        const count = await rows.count();
        expect(count).toBeGreaterThan(0);
        for (let row = 0; row < count; row += 1) {
          const dots = rows.nth(row).getByRole("button");
          const stops = await dots.evaluateAll((buttons) => buttons.filter((button) => button.tabIndex >= 0).length);
          expect(stops).toBe(1);
        }
        // Walk with Tab from the top to the chat's input: every row of dots costs one press.
        await page.locator("body").focus();
        let dotStops = 0;
        for (let press = 0; press < 120; press += 1) {
          await page.keyboard.press("Tab");
          const where = await page.evaluate(() => ({
            dot: Boolean(document.activeElement?.closest("[role='group'][aria-label^='Choose ']")),
            input: document.activeElement?.tagName === "TEXTAREA",
          }));
          if (where.input) break;
          if (where.dot) dotStops += 1;
        }
        expect(dotStops).toBeLessThanOrEqual(count);
      });
    }
    await page.context().close();
  });
}
