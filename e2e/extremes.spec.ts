import { expect as baseExpect, test, type Locator, type Page, type Route } from "@playwright/test";
import { SCREENS_PX, screenAt } from "../src/lib/breakpoints";
import type { PerView } from "../src/lib/breakpoints";
import { slidesPerView } from "../src/features/carousel/logic";
import {
  CARD_SWAP_DURATION_S,
  EXPERIENCE_PER_VIEW,
  PROJECTS_PER_VIEW,
  SKILLS_PER_VIEW,
  TOOLS_PER_VIEW,
} from "../src/lib/constants";
import { chat, experience, projects, site, skills, tools } from "./support/content";
import { REQUIRED } from "./support/required";
import { posts } from "./support/posts";
import { expectOwnedByReact } from "./support/hydration";
import { watchPageProblems } from "./support/page-problems";
import { fontsDrawing } from "./support/fonts";
import { ON_PHONE } from "./support/widths";

/**
 * The site at the small end of every content range, as a visitor sees it, on
 * a production build of fixtures/content/odd (the "odd" suite of
 * scripts/test-e2e.ts builds and runs it): two photos, one
 * sub-line, paragraph, project, role and tagline, a few skills and tools,
 * two contact actions in an unusual order, one quick prompt, no chat topics,
 * a name with diacritics and an ampersand. Every expected value comes from
 * the fixture's files.
 */

/** Hydration and the photos can take a while on a busy CI machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A carousel by its label, its slides' texts and its slides per view, read
 * from the one declaration the page uses (the projects' counts per width are
 * pinned by that declaration's unit test).
 */
const carouselCase = (
  name: string,
  texts: string[],
  perView: PerView,
  { phoneOnly = false, arrowsOnly = false } = {},
) => ({
  name,
  texts,
  perView,
  /** The experience carousel exists below the mobile breakpoint only. */
  phoneOnly,
  /** Skills and tools show the arrows alone, at every width: no dots, no count. */
  arrowsOnly,
});

const CAROUSELS = [
  carouselCase(
    "Skills",
    skills.map((skill) => skill.label),
    SKILLS_PER_VIEW,
    { arrowsOnly: true },
  ),
  carouselCase(
    "Tools",
    tools.map((tool) => tool.name),
    TOOLS_PER_VIEW,
    { arrowsOnly: true },
  ),
  carouselCase(
    "Projects",
    projects.map((project) => project.title),
    PROJECTS_PER_VIEW,
  ),
  carouselCase(
    "Experience",
    experience.map((entry) => entry.title),
    EXPERIENCE_PER_VIEW,
    { phoneOnly: true },
  ),
];

/** The carousels on screen at this width, each with whether its items all fit at once. */
function carouselsAt(width: number) {
  return CAROUSELS.filter((shown) => !shown.phoneOnly || width < REQUIRED.mobileBreakpointPx).map((shown) => ({
    ...shown,
    fits: shown.texts.length <= slidesPerView(shown.perView, screenAt(width)),
  }));
}

/** A row that slides can be moved on: a dot for each item, or the arrows alone, without a count. */
async function expectPositionShown(root: Locator, { texts, arrowsOnly }: { texts: string[]; arrowsOnly: boolean }) {
  const dots = root.getByRole("button", { name: /^Go to slide \d+$/ });
  if (!arrowsOnly) return expect(dots).toHaveCount(texts.length);
  await expect(dots).toHaveCount(0);
  await expect(root.getByText(`1 / ${texts.length}`, { exact: true })).toHaveCount(0);
  await expect(root.getByRole("button", { name: /^Next / })).toBeVisible();
}

const widthOf = (page: Page) => page.viewportSize()?.width ?? 0;
const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const hero = (page: Page) => page.locator("section#hero");
const position = (page: Page) => hero(page).locator('[aria-live="polite"]');
/** Where the front card lies at rest: the stack's place for it, which does not move with the card. */
const frontPlace = (page: Page) => hero(page).locator('[data-depth="0"]');
const PHOTO = new RegExp(
  `/(?:${site.heroPhotos.map((photo) => photo.image.replace(/^.*\//, "").replace(/\.\w+$/, "")).join("|")})\\.(?:jpg|webp|avif)$`,
);

/** No card is flying out or turning back: each lies flat and opaque in its place. */
const cardsAtRest = (page: Page) =>
  hero(page)
    .locator("[data-depth] > div")
    .evaluateAll((cards) =>
      cards.every((card) => getComputedStyle(card).opacity === "1" && getComputedStyle(card).transform === "none"),
    );

/** The page, checked to be the fixture's build, with the hero revealed. */
async function openFixture(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 }), "build with CONTENT_DIR=e2e/fixtures/content/odd").toHaveText(
    site.name,
  );
  await expect(page.getByText("Loading...")).toHaveCount(0);
}

/** A carousel's own slides (the still row's, or react-slick's without its loop clones). */
const originals = (carousel: Locator) => carousel.locator(".carousel-static-slide, .slick-slide:not(.slick-cloned)");

/** How far the middle of the slides sits from the middle of the row they are in. */
const offCentre = (carousel: Locator) =>
  carousel.locator(".carousel-static").evaluate((row) => {
    const slides = [...row.children].map((slide) => slide.getBoundingClientRect());
    const box = row.getBoundingClientRect();
    const left = Math.min(...slides.map((slide) => slide.left));
    const right = Math.max(...slides.map((slide) => slide.right));
    return Math.abs((left + right) / 2 - (box.left + box.right) / 2);
  });

// Tagged so that the default build's run (npm run test:e2e) leaves it out; npm run test:e2e:extremes runs it.
test.describe("content at the small end of every range", () => {
  test(
    "the first paint already shows still rows, without controls, where everything is in view",
    { tag: ON_PHONE },
    async ({ page }) => {
      // Bundles held back: the server's markup and CSS are all a visitor has before hydration.
      await page.route(/\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
      await page.goto("/");
      for (const carousel of carouselsAt(widthOf(page))) {
        const root = group(page, carousel.name);
        await expect(originals(root)).toHaveCount(carousel.texts.length);
        const controls = root.locator(".carousel-controls").filter({ visible: true });
        if (carousel.fits) {
          await expect(controls, carousel.name).toHaveCount(0);
          await expect(root.getByRole("button"), carousel.name).toHaveCount(0);
          expect(await offCentre(root), `${carousel.name} is centred`).toBeLessThanOrEqual(1);
        } else {
          await expectPositionShown(root, carousel);
        }
      }
    },
  );

  test(
    "once hydrated, a row that fits has no slider, clones, arrows, dots or position; one that does not slides",
    { tag: ON_PHONE },
    async ({ page }) => {
      const problems = await watchPageProblems(page);
      const sliderChunks: string[] = [];
      page.on("request", (request) => {
        if (/\/react-slick-[^/]+\.js$/.test(request.url())) sliderChunks.push(request.url());
      });
      await openFixture(page);
      const carousels = carouselsAt(widthOf(page));
      for (const carousel of carousels) {
        const root = group(page, carousel.name);
        await root.scrollIntoViewIfNeeded();
        await expectOwnedByReact(root);
        if (carousel.fits) {
          await expect(root).not.toHaveAttribute("aria-roledescription");
          await expect(root.getByRole("button")).toHaveCount(0);
          await expect(root.locator("[aria-live]")).toHaveCount(0);
          await expect(root.locator(".slick-slider, .slick-cloned")).toHaveCount(0);
        } else {
          await expect(root).toHaveAttribute("aria-roledescription", "carousel");
          await expect(root.locator(".slick-slider")).toBeVisible();
          await expectPositionShown(root, carousel);
        }
        await expect(originals(root)).toContainText(carousel.texts);
      }
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      // The slider's code is fetched only where some carousel has to slide.
      expect(sliderChunks.length > 0).toBe(carousels.some((carousel) => !carousel.fits));
      expect(problems).toEqual([]);
    },
  );

  test("a row that fits on a wide screen slides on a narrow one and stands still again, live on resize", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the viewport is resized from the desktop's width");
    const wide = widthOf(page);
    // The widest phone: from xs on, the rows hold more.
    const narrow = SCREENS_PX.xs - 1;
    const changing = carouselsAt(wide).filter(
      (shown) => shown.fits && !carouselsAt(narrow).find((other) => other.name === shown.name)?.fits,
    );
    expect(changing.length, "the fixture has a carousel that fits only on a wide screen").toBeGreaterThan(0);
    await openFixture(page);
    for (const carousel of changing) {
      const { name, texts } = carousel;
      const root = group(page, name);
      await root.scrollIntoViewIfNeeded();
      await expectOwnedByReact(root);
      await page.setViewportSize({ width: narrow, height: 900 });
      await expect(root.locator(".slick-slider")).toBeVisible();
      await expectPositionShown(root, carousel);
      await page.setViewportSize({ width: wide, height: 900 });
      await expect(root.locator(".slick-slider, .slick-cloned")).toHaveCount(0);
      await expect(root.getByRole("button")).toHaveCount(0);
      await expect(originals(root)).toContainText(texts);
    }
  });

  test("the loader counts the real number of photos up to 100 % and reveals the hero", async ({ page }) => {
    // Without the bundles: on a first visit the inline script counts and reveals, long before React.
    await page.route(/\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
    const held: Route[] = [];
    await page.route(PHOTO, (route) => {
      held.push(route);
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const percent = hero(page).locator("[data-hero-percent]");
    const progress = hero(page).locator("[data-hero-progress]");
    await expect(percent).toHaveText("0%");
    await expect.poll(() => held.length).toBe(site.heroPhotos.length);
    for (const [settled, route] of held.entries()) {
      await route.continue();
      const share = String(Math.round(((settled + 1) / held.length) * 100));
      await expect(percent).toHaveText(`${share}%`);
      await expect(progress).toHaveAttribute("aria-valuenow", share);
    }
    await expect(page.getByText("Loading...")).toBeHidden();
    await expect(hero(page).getByRole("heading", { level: 1 })).toHaveText(site.name);
    await expect(hero(page).getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("two photos swipe from the first to the second and back, by key and by drag, however quick", async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    await page.clock.install();
    await openFixture(page);
    const count = site.heroPhotos.length;
    const gallery = hero(page).getByRole("region", { name: "Photo gallery" });
    await expectOwnedByReact(gallery);
    await gallery.focus();
    // Where the stack stands, which does not move with its cards: a visitor presses there.
    const box = await frontPlace(page).boundingBox();
    if (!box) throw new Error("no front card");
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    // The page's time held from the first key on, so the first photo is caught near the end of its flight, most of
    // a card's width beside the stack, when the second key brings it back, and the drag is pressed before it moves.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.keyboard.press("ArrowRight");
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`);
    await page.clock.runFor(CARD_SWAP_DURATION_S * 1000 - 40);
    await page.keyboard.press("ArrowLeft");
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.clock.resume();
    await page.mouse.move(centre.x + 120, centre.y, { steps: 12 });
    await page.mouse.up();
    await expect(position(page)).toHaveText(`Photo 2 of ${count}`);
    // Straight after that swipe, while the first photo flies out over the stack, the next drag.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x - 120, centre.y, { steps: 12 });
    await page.mouse.up();
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);

    // Two swipes in one task (too quick for the first card to land), then the front card's opacity
    // sampled every frame while the cards move: the card coming back to the front must not stay flown out.
    await expect.poll(() => cardsAtRest(page)).toBe(true);
    const lowest = await gallery.evaluate(
      (node) =>
        new Promise<number>((resolve) => {
          for (let swipe = 0; swipe < 2; swipe += 1) {
            node.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
          }
          let min = 1;
          const started = performance.now();
          const sample = () => {
            const front = document.querySelector('[data-photo-card="front"]');
            if (front) min = Math.min(min, Number(getComputedStyle(front).opacity));
            if (performance.now() - started < 800) requestAnimationFrame(sample);
            else resolve(min);
          };
          requestAnimationFrame(sample);
        }),
    );
    await expect(position(page)).toHaveText(`Photo 1 of ${count}`);
    expect(lowest).toBeGreaterThan(0.5);
    expect(problems).toEqual([]);
  });

  test("the texts and counts on the page are the fixture's, and a single line never rotates", async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.clock.install();
    await openFixture(page);
    await expect(page.locator("#about h2 + div > p")).toHaveText(site.about);

    const [subLine] = site.subLines;
    const intro = page.locator("[data-hero-intro]");
    await expect(intro).not.toHaveAttribute("tabindex");
    await intro.hover();
    // Past the moment a second line would have shown, on the page's clock.
    await page.clock.runFor(REQUIRED.subLineInitialDelayMs + 2 * REQUIRED.subLineIntervalMs);
    await expect(page.locator("[data-sub-line]")).toHaveText(subLine!);

    const contact = page.locator("section#contact");
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByText(site.contactTaglines[0]!, { exact: true })).toBeVisible();
    await expect(contact.getByRole("button", { name: /rotating tagline/ })).toHaveCount(0);
    const titles = contact.getByRole("list").getByRole("link").locator(".font-semibold");
    await expect(titles).toHaveText(site.contactActions.map((action) => action.title));

    // No topics: the assistant answers a picked prompt with the fallback.
    const phone = page.getByRole("region", { name: `${site.name}'s AI` });
    await phone.scrollIntoViewIfNeeded();
    const prompts = phone.getByRole("list", { name: "Suggested questions" }).getByRole("button");
    await expect(prompts).toHaveText(chat.quickPrompts);
    await expectOwnedByReact(prompts.first());
    await prompts.first().click();
    const input = phone.getByRole("textbox", { name: `Message ${site.name}'s AI` });
    await expect(input).toHaveValue(chat.quickPrompts[0]!);
    await input.press("Enter");
    await expect(phone.getByRole("log").getByRole("listitem").last()).toContainText(chat.fallback);
    expect(problems).toEqual([]);
  });

  test("one language: no switch, no alternates, no /de/, and the name's letters all drawn in its face", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Language" })).toHaveCount(0);
    await expect(page.locator("a[hreflang]")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang], meta[property^="og:locale"]')).toHaveCount(0);
    // Ł and ř lie beyond the display face's Latin file, which its cut is taken from: its Latin Extended file draws them.
    await page.evaluate(() => document.fonts.ready);
    expect(await fontsDrawing(page, "section#hero h1")).toEqual(["Instrument Serif"]);
    const response = await page.goto("/de/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a single role on the timeline has no dangling line and no empty scroll box", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the timeline is the desktop view");
    await openFixture(page);
    const timeline = page.locator("#experience [data-radix-scroll-area-viewport]");
    await timeline.scrollIntoViewIfNeeded();
    await expect(timeline.locator("li[data-reveal] h3")).toHaveText(experience.map((entry) => entry.title));
    await expect(timeline.locator("[data-timeline-line]")).toHaveCount(experience.length - 1);
    await expect(timeline.locator("[data-logo-fallback]")).toHaveCount(
      experience.filter((entry) => !entry.logo).length,
    );
    const { height, overflow } = await timeline.evaluate((node) => ({
      height: node.getBoundingClientRect().height,
      overflow: node.scrollHeight - node.clientHeight,
    }));
    expect(height).toBeLessThan(REQUIRED.timelineHeightPx);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("content without posts builds no writing page, no feed and no link to one", async ({ page, request }) => {
  expect(posts).toEqual([]);
  for (const path of ["/writing/", "/writing/rss.xml"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await page.goto("/");
  await expect(page.locator('link[type="application/rss+xml"]')).toHaveCount(0);
  expect(await page.locator('a[href*="/writing/"]').count()).toBe(0);
});
