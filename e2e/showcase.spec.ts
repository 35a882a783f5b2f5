import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { REQUIRED } from "./support/required";
import { projectsPerViewAt } from "./support/per-view";
import { experience, interfaceMessages, projects, skills, tools } from "./support/content";
import { expectOwnedByReact } from "./support/hydration";
import { observeLayoutShift, readLayoutShift } from "./support/layout-shift";
import { MAX_TIMER_LAG_MS } from "./support/timing";
import { nextFrames, queuedTasksRun } from "./support/settle";
import { ON_PHONE } from "./support/widths";
import { expectNoAxeViolations } from "./support/axe";
import { colorToken } from "./support/color-token";
import { WHOLE_ROLE_CLEARANCE_REM } from "../src/components/experience/timeline-fade";
import { OPTICAL_SCALE_RANGE } from "../plugins/logo-balance/optical-scale";
import { SCREENS_PX } from "../src/lib/breakpoints";
import { TOOL_MARK_FILL } from "../src/lib/constants";

/**
 * About, Projects and Experience at the widths where their layout
 * changes: 375 (phone), 600 (xs), 640 (sm), 1024 (lg) and 1280 px. Viewports are set per
 * test, so the width-specific tests run once, in the desktop project.
 */

const SKILLS = skills.map((skill) => skill.label);
const TOOL_COUNT = tools.length;
const PROJECT_COUNT = projects.length;
const CASE_STUDY_COUNT = projects.filter((project) => project.caseStudy).length;
const EXPERIENCE_COUNT = experience.length;
const LOGO_COUNT = experience.filter((entry) => entry.logo).length;
const PROJECT_LINKS = projects.map((project) => project.link);
/** Where the content's project links point; tabs opened there get a local stub. */
const PROJECT_ORIGINS = [...new Set(PROJECT_LINKS.map((link) => new URL(link).origin))];

const LAYOUTS = [
  { width: 375, perView: projectsPerViewAt(375), arrows: false, dots: true },
  { width: 600, perView: projectsPerViewAt(600), arrows: false, dots: true },
  { width: 640, perView: projectsPerViewAt(640), arrows: true, dots: true },
  { width: 1024, perView: projectsPerViewAt(1024), arrows: true, dots: false },
  { width: 1280, perView: projectsPerViewAt(1280), arrows: true, dots: false },
] as const;

const slider = (page: Page, section: string) => page.locator(`#${section} .slick-slider`).first();
/**
 * react-slick mounts once its carousel nears the viewport, so the section is
 * scrolled to as a visitor would; that can take a while on a busy machine.
 */
const HYDRATION_TIMEOUT_MS = 15_000;
async function hydrated(page: Page, section: string) {
  await page.locator(`#${section}`).scrollIntoViewIfNeeded();
  await expect(slider(page, section)).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
}
/** The note on the timeline's faded foot, out of the accessibility tree as the page keeps it. */
const moreRolesNote = (page: Page) =>
  page.locator("#experience").getByTestId("more-roles").getByRole("button", { includeHidden: true });
const originals = (scope: Locator) => scope.locator(".slick-slide:not(.slick-cloned)");
/**
 * react-slick ignores a click (waitForAnimate) or a swipe while its track is
 * animating, and marks the new slide active as the animation starts; its
 * track carries a transition only while it moves.
 */
const trackAtRest = (scope: Locator) =>
  expect
    .poll(() => scope.locator(".slick-track").evaluate((track) => (track as HTMLElement).style.transition))
    .toBe("");
const activeIndexes = (scope: Locator) =>
  scope
    .locator(".slick-slide.slick-active")
    .evaluateAll((slides) => slides.map((slide) => Number(slide.getAttribute("data-index"))));

/** Slides whose box lies inside the carousel's clipping box: what a visitor sees. */
async function visibleSlideCount(carousel: Locator, slideSelector: string): Promise<number> {
  return carousel.evaluate((root, selector) => {
    const clip = (root.querySelector(".slick-list, .carousel-static") ?? root).getBoundingClientRect();
    return [...root.querySelectorAll(selector)].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= clip.left - 1 && box.right <= clip.right + 1;
    }).length;
  }, slideSelector);
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // The site has no favicon yet (not this area's concern); Chromium asks for one anyway.
    if (message.location().url.endsWith("/favicon.ico")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Extra content that would leave the timeline's thumb about 4 px high without the floor. */
const VERY_LONG_LIST_PX = 90_000;

/** How far the timeline's top edge fades once scrolled (3rem), its bottom edge (4rem), and the clear band at the bottom (1rem). */
const EDGE_FADE = "48px";
const BOTTOM_FADE = "64px";
const BOTTOM_CLEAR = "16px";

/** Radix's scroll area waits this long for a scroll to end before its hide delay starts. */
const RADIX_SCROLL_END_DEBOUNCE_MS = 100;

/** What the page saw of the timeline's scrollbar, in its own clock. */
interface ScrollbarRecord {
  lastScroll: number;
  shown: boolean;
  hidden: number;
}

test.describe("at each width", () => {
  for (const layout of LAYOUTS) {
    test.describe(`${layout.width}px`, () => {
      test.use({ viewport: { width: layout.width, height: 900 } });

      test("projects show the right slides per view, arrows and dots", async ({ page }) => {
        const problems = collectProblems(page);
        await page.goto("/#projects");
        const projects = page.locator("#projects");
        await hydrated(page, "projects");
        await expect.poll(() => activeIndexes(projects)).toHaveLength(layout.perView);
        expect(await visibleSlideCount(projects, ".slick-slide")).toBe(layout.perView);

        const next = projects.getByRole("button", { name: "Next project" });
        const previous = projects.getByRole("button", { name: "Previous project" });
        const dots = projects.getByRole("button", { name: /^Go to slide \d+$/ });
        if (layout.arrows) {
          await expect(next).toBeVisible();
          await expect(previous).toBeVisible();
        } else {
          await expect(next).toBeHidden();
          await expect(previous).toBeHidden();
        }
        if (layout.dots) {
          await expect(dots).toHaveCount(PROJECT_COUNT);
          await expect(dots.first()).toBeVisible();
          await expect(projects.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
        } else {
          await expect(dots.first()).toBeHidden();
        }
        expect(problems).toEqual([]);
      });

      test("a project's title is set a clear step above the bold outcome under it", async ({ page }) => {
        test.skip(layout.perView === 2, "two cards a row keep their titles a step smaller, so they keep one line");
        await page.goto("/#projects");
        // Measured once react-slick has mounted: an element it replaces mid-measure has no computed size.
        await hydrated(page, "projects");
        const card = page.locator("#projects .slick-active .project-card-text").first();
        const sizeOf = (selector: string) =>
          card.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(await sizeOf("h3")).toBeGreaterThanOrEqual(24);
        expect(await sizeOf("h3")).toBeGreaterThanOrEqual(1.6 * (await sizeOf(".project-card-outcome")));
      });

      test("the first paint already shows the final layout, without layout shift", async ({ page }) => {
        await observeLayoutShift(page);
        // Bundles held back: only the server HTML and the inline head script run,
        // which is what a visitor sees before hydration.
        await page.route(/\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
        await page.goto("/#projects");
        const projects = page.locator("#projects");
        expect(await visibleSlideCount(projects, ".carousel-static-slide")).toBe(layout.perView);
        const staticHeight = (await projects.boundingBox())?.height;

        await page.unroute(/\/[^/]+\.js(\?.*)?$/);
        const problems = collectProblems(page);
        // From the top, scrolling down as a visitor does. Opened at /#projects, a busy
        // machine can paint once while the parser is halfway through the cards; the
        // jump to the anchor then counts the row growing to its tallest card as a
        // shift of a label that was never on screen.
        await page.goto("/");
        await hydrated(page, "projects");
        await expect.poll(() => activeIndexes(projects)).toHaveLength(layout.perView);
        // Equal to the browser's layout unit (1/64 px): the slider and the strip round a fractional picture height alike.
        expect(Math.abs((await projects.boundingBox())!.height - staticHeight!)).toBeLessThanOrEqual(1 / 64);
        for (const id of ["about", "experience"]) {
          await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        }
        // Layout shifts are reported in the frame that makes them.
        await nextFrames(page);
        const shift = await readLayoutShift(page);
        expect(shift.sources).toEqual([]);
        expect(shift.cls).toBe(0);
        expect(problems).toEqual([]);
      });

      test("a card click opens the project in a new tab without access to this page", async ({ page, context }) => {
        await context.route("https://example.com/**", (route) =>
          route.fulfill({ contentType: "text/html", body: "<title>Project</title>" }),
        );
        await page.goto("/#projects");
        const projects = page.locator("#projects");
        await hydrated(page, "projects");
        const card = projects.locator(".slick-slide.slick-active:not(.slick-cloned) a").first();
        const href = await card.getAttribute("href");
        await expect(card).toHaveAttribute("target", "_blank");
        await expect(card).toHaveAttribute("rel", /noopener/);
        const [popup] = await Promise.all([page.waitForEvent("popup"), card.locator("p").last().click()]);
        await popup.waitForLoadState();
        expect(popup.url()).toBe(href);
        expect(await popup.evaluate(() => window.opener)).toBeNull();
      });
    });
  }

  test.describe("375px", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("experience is a looping carousel of cards with dots, all visible at once", async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto("/#experience");
      const experience = page.locator("#experience");
      await hydrated(page, "experience");
      await expect(experience.locator("[data-radix-scroll-area-viewport]")).toHaveCount(0);
      await expect(originals(experience)).toHaveCount(EXPERIENCE_COUNT);
      expect(await visibleSlideCount(experience, ".slick-slide")).toBe(1);

      const dots = experience.getByRole("button", { name: /^Go to slide \d+$/ });
      await expect(dots).toHaveCount(EXPERIENCE_COUNT);
      await experience.getByRole("button", { name: `Go to slide ${EXPERIENCE_COUNT}` }).click();
      await expect.poll(() => activeIndexes(experience)).toEqual([EXPERIENCE_COUNT - 1]);
      await expect(experience.getByRole("button", { name: `Go to slide ${EXPERIENCE_COUNT}` })).toHaveAttribute(
        "aria-current",
        "true",
      );
      // Swipe left from the last card: the loop brings back the first.
      await trackAtRest(experience);
      const box = await experience.locator(".carousel-adaptive-row").boundingBox();
      if (!box) throw new Error("no carousel");
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect.poll(() => activeIndexes(experience)).toEqual([0]);

      // No reveal on mobile: every card is fully opaque from the start.
      const opacities = await experience
        .locator("article")
        .evaluateAll((cards) => cards.map((card) => getComputedStyle(card.parentElement ?? card).opacity));
      expect(new Set(opacities)).toEqual(new Set(["1"]));
      expect(problems).toEqual([]);
    });

    test("a press that moves 10 px or less is a click; a longer drag only slides, and past a tenth of the width changes slide", async ({
      page,
      context,
    }) => {
      for (const origin of PROJECT_ORIGINS) {
        await context.route(`${origin}/**`, (route) =>
          route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Project stub</title>" }),
        );
      }
      const opened: string[] = [];
      context.on("page", (tab) => opened.push(tab.url()));
      await page.goto("/#projects");
      const projects = page.locator("#projects");
      await hydrated(page, "projects");
      await trackAtRest(projects);
      const list = await projects.locator(".slick-list").boundingBox();
      if (!list) throw new Error("no carousel");
      const y = list.y + list.height / 2;
      const press = async (dx: number) => {
        await page.mouse.move(list.x + list.width / 2, y);
        await page.mouse.down();
        await page.mouse.move(list.x + list.width / 2 - dx, y, { steps: 6 });
        await page.mouse.up();
      };

      // Beyond 10 px the press is a drag: no tab opens, and short of a tenth of the width it springs back.
      const track = projects.locator(".slick-track");
      const atStart = await track.evaluate((node) => getComputedStyle(node).transform);
      await press(list.width / 10 - 8);
      await expect.poll(() => track.evaluate((node) => getComputedStyle(node).transform)).toBe(atStart);
      expect(await activeIndexes(projects)).toEqual([0]);
      await press(list.width / 10 + 20);
      await expect.poll(() => activeIndexes(projects)).toEqual([1]);
      await trackAtRest(projects);
      // A tab the drag's click opened would arrive as a page event after the click returns; nothing
      // announces that none came, so this one wait stays, as long as a busy machine's timer lag.
      await page.waitForTimeout(MAX_TIMER_LAG_MS);
      expect(opened).toEqual([]);

      // Up to 10 px it is still a click, and the card opens its project in a new tab.
      const tab = context.waitForEvent("page");
      await press(6);
      expect((await tab).url()).toBe(new URL(PROJECT_LINKS[1]!).href);
      await expect.poll(() => activeIndexes(projects)).toEqual([1]);
    });

    test("switches between carousel and timeline live on resize", async ({ page }) => {
      await page.goto("/#experience");
      const experience = page.locator("#experience");
      await hydrated(page, "experience");
      await page.setViewportSize({ width: 1024, height: 900 });
      await expect(experience.locator("[data-radix-scroll-area-viewport]")).toBeVisible();
      await expect(experience.locator(".slick-slider")).toHaveCount(0);
      await page.setViewportSize({ width: 767, height: 900 });
      await hydrated(page, "experience");
      await expect(experience.locator("[data-radix-scroll-area-viewport]")).toHaveCount(0);
    });
  });

  test.describe("640px", () => {
    test.use({ viewport: { width: 640, height: 900 } });

    test("arrows move one slide and loop; dots follow", async ({ page }) => {
      await page.goto("/#projects");
      const projects = page.locator("#projects");
      await hydrated(page, "projects");
      await projects.getByRole("button", { name: "Previous project" }).click();
      await expect(projects.getByRole("button", { name: `Go to slide ${PROJECT_COUNT}` })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect.poll(() => activeIndexes(projects)).toEqual([PROJECT_COUNT - 1, PROJECT_COUNT]);
      await trackAtRest(projects);
      await projects.getByRole("button", { name: "Next project" }).click();
      await expect(projects.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      await trackAtRest(projects);
      await projects.getByRole("button", { name: "Next project" }).click();
      await expect(projects.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");
      await expect.poll(() => activeIndexes(projects)).toEqual([1, 2]);
    });
  });
});

test.describe("about", () => {
  test("introduces the owner with seven skill pills and twelve tool logos in looping carousels", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto("/#about");
    const about = page.locator('section#about[data-section="about"]');
    await expect(about.locator("h2 + div > p")).toHaveCount(2);
    const [skills, tools] = [about.getByRole("group", { name: "Skills" }), about.getByRole("group", { name: "Tools" })];
    await expect(skills.locator(".slick-slider")).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
    await expect(originals(skills)).toHaveText(SKILLS);
    for (const pill of await originals(skills).all()) await expect(pill.locator("svg")).toHaveCount(1);
    await expect(skills.locator(".slick-cloned").first()).toBeAttached();

    const logos = originals(tools).locator("img");
    await expect(logos).toHaveCount(TOOL_COUNT);
    const names = await logos.evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(names.every((name) => name && name.length > 1)).toBe(true);
    // Each logo drawn at its own weight (plugins/logo-balance), in boxes of one size: the row's layout is unchanged.
    // A mark fills a share of its box before that weight.
    const drawn = await logos.evaluateAll((images) =>
      images.map((image) => [image.getBoundingClientRect().width, image.parentElement!.getBoundingClientRect().width]),
    );
    expect(new Set(drawn.map(([, box]) => box)).size, "sizes of the logos' boxes").toBe(1);
    const scales = drawn.map(([width, box]) => Math.round((width! / box! / TOOL_MARK_FILL) * 100) / 100);
    for (const scale of scales) {
      expect(scale).toBeGreaterThanOrEqual(OPTICAL_SCALE_RANGE.min);
      expect(scale).toBeLessThanOrEqual(OPTICAL_SCALE_RANGE.max);
    }
    expect(new Set(scales).size, `scales ${scales.join(", ")}`).toBeGreaterThan(1);
    await expect(tools.locator(".slick-cloned").first()).toBeAttached();
    expect(problems).toEqual([]);
  });

  test("hides a logo whose request fails and keeps the carousel's layout", async ({ page }) => {
    await page.route(/chatgpt[^/]*\.svg$/, (route) => route.abort());
    await page.goto("/#about");
    const tools = page.locator("#about").getByRole("group", { name: "Tools" });
    await expect(tools.locator(".slick-slider")).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
    const failed = originals(tools).locator('img[alt="ChatGPT"]');
    const loaded = originals(tools).locator('img[alt="Claude"]');
    await expect(failed).toBeHidden();
    await expect(loaded).toBeVisible();
    // The logos' boxes: each picture in its box is drawn at its own scale.
    const [failedBox, loadedBox] = await Promise.all([
      failed.locator("..").boundingBox(),
      loaded.locator("..").boundingBox(),
    ]);
    expect(failedBox?.height).toBe(loadedBox?.height);
    expect(failedBox?.width).toBe(loadedBox?.width);
    // The caption now names the tool for assistive technology.
    await expect(originals(tools).getByText("ChatGPT", { exact: true })).not.toHaveAttribute("aria-hidden", "true");
  });

  test.describe("on the narrowest phone", () => {
    test.use({ viewport: { width: 320, height: 568 } });

    // The floor for a phone, whatever the slides-per-view declarations say: a slide of one pill read as a
    // list paged one word at a time.
    const MIN_PILLS = 2;
    const MIN_LOGOS = 3;

    test("a skills slide shows at least two whole pills and the tools row three whole logos, before react-slick and after", async ({
      page,
    }) => {
      const about = page.locator("#about");
      const [skillRow, toolRow] = [
        about.getByRole("group", { name: "Skills" }),
        about.getByRole("group", { name: "Tools" }),
      ];
      const scripts = /\/[^/]+\.js(\?.*)?$/;
      await page.route(scripts, (route) => route.abort());
      await page.goto("/#about");
      expect(await visibleSlideCount(skillRow, ".carousel-static-slide")).toBeGreaterThanOrEqual(MIN_PILLS);
      expect(await visibleSlideCount(toolRow, ".carousel-static-slide")).toBeGreaterThanOrEqual(MIN_LOGOS);

      await page.unroute(scripts);
      // Another address: the same one again would only move to its fragment.
      await page.goto("/");
      for (const [row, least] of [
        [skillRow, MIN_PILLS],
        [toolRow, MIN_LOGOS],
      ] as const) {
        // Each row mounts react-slick as it nears the viewport; on a low phone the section's top is not near enough.
        await row.scrollIntoViewIfNeeded();
        await expect(row.locator(".slick-slider")).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
        expect(await visibleSlideCount(row, ".slick-slide")).toBeGreaterThanOrEqual(least);
      }
    });
  });
});

test.describe("carousels", () => {
  test("react-slick is fetched and mounted only when a carousel nears the viewport", async ({ page }) => {
    const sliderChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/react-slick-[^/]+\.js$/.test(request.url())) sliderChunks.push(request.url());
    });
    await page.goto("/");
    await expect(page.getByText("Loading...")).toHaveCount(0, { timeout: HYDRATION_TIMEOUT_MS });
    await page.waitForLoadState("networkidle");
    // Every carousel starts below the first screen: the static strips stand in for the sliders.
    expect(sliderChunks).toEqual([]);
    await expect(page.locator(".slick-slider")).toHaveCount(0);
    await expect(page.locator("#projects .carousel-static-slide")).toHaveCount(PROJECT_COUNT);

    await hydrated(page, "projects");
    expect(sliderChunks).toHaveLength(1);
    await expect(page.locator("#projects .carousel-static")).toHaveCount(0);
  });

  for (const held of ["react-slick", "every script"] as const) {
    test(`two presses on Next before ${held} has arrived move two projects on`, async ({ page }) => {
      const chunk = held === "react-slick" ? /\/react-slick-[^/]+\.js$/ : /\/[^/]+\.js(\?.*)?$/;
      const waiting: Route[] = [];
      let holding = true;
      await page.route(chunk, (route) => (holding ? waiting.push(route) : route.continue()));
      // Not until "load", which can wait for a held script the page asked for before it.
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const projectsSection = page.locator("#projects");
      await projectsSection.scrollIntoViewIfNeeded();
      const next = projectsSection.getByRole("button", { name: "Next project" });
      if (held === "react-slick") await expectOwnedByReact(next);
      await next.click();
      await next.click();
      await expect.poll(() => waiting.length).toBeGreaterThan(0);

      holding = false;
      for (const route of waiting) await route.continue();
      await expect(slider(page, "projects")).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
      await expect(projectsSection.getByText(`Projects: 3 of ${PROJECT_COUNT}`)).toBeAttached();
      await expect.poll(() => activeIndexes(projectsSection).then((indexes) => indexes[0])).toBe(2);
    });
  }

  test(
    "a swipe across a carousel before react-slick has arrived moves it once it has",
    { tag: ON_PHONE },
    async ({ page }, testInfo) => {
      test.skip(!testInfo.project.use.hasTouch, "a touch screen's swipe");
      const waiting: Route[] = [];
      let holding = true;
      await page.route(/\/react-slick-[^/]+\.js$/, (route) => (holding ? waiting.push(route) : route.continue()));
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const projectsSection = page.locator("#projects");
      await projectsSection.scrollIntoViewIfNeeded();
      const strip = projectsSection.locator(".carousel-static");
      await expectOwnedByReact(strip);
      const box = (await strip.boundingBox())!;
      const y = box.y + box.height / 2;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchStart",
        touchPoints: [{ x: box.x + box.width * 0.8, y }],
      });
      for (let step = 1; step <= 10; step += 1) {
        const x = box.x + box.width * (0.8 - (0.6 * step) / 10);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await expect.poll(() => waiting.length).toBeGreaterThan(0);

      holding = false;
      for (const route of waiting) await route.continue();
      await expect(slider(page, "projects")).toBeVisible({ timeout: HYDRATION_TIMEOUT_MS });
      await expect(projectsSection.getByText(`Projects: 2 of ${PROJECT_COUNT}`)).toBeAttached();
    },
  );

  test("a phone's experience row stands at the height of the card in view, before react-slick and after", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/");
    const section = page.locator("#experience");
    // The card in view, named as its slide is, and the row's bottom against it: the frame's 0.5rem padding,
    // whatever the card's length, within a pixel, since the row takes the slide's offsetHeight, a whole number of
    // pixels. The card is found by where it stands, not by react-slick's classes: they name the slide it is bound
    // for, whether or not the track gets there.
    const inView = () =>
      section.evaluate((node) => {
        const row = node.querySelector(".carousel-adaptive-row, .carousel-static")!.getBoundingClientRect();
        const card = Array.from(node.querySelectorAll("article")).find((article) => {
          const box = article.getBoundingClientRect();
          return box.width > 0 && box.left >= row.left - 1 && box.right <= row.right + 1;
        });
        if (!card) return { shown: "no card", fits: false, foot: NaN };
        const foot = Math.abs(row.bottom - card.getBoundingClientRect().bottom - 8);
        return { shown: card.closest("[aria-roledescription]")!.getAttribute("aria-label"), fits: foot <= 1, foot };
      });
    const cards = () =>
      section
        .locator(".slick-slide:not(.slick-cloned) article, .carousel-static-slide article")
        .evaluateAll((found) => {
          const heights = found.map((card) => Math.round(card.getBoundingClientRect().height));
          return Math.max(...heights) - Math.min(...heights);
        });
    const atRest = (slide: number) => expect.objectContaining({ shown: `${slide} of ${EXPERIENCE_COUNT}`, fits: true });
    await expect(section.locator(".carousel-static")).toBeAttached();
    expect(await inView()).toEqual(atRest(1));
    // The cards keep their own heights, which differ in the fixture: stretched to the tallest, they would not.
    expect(await cards()).toBeGreaterThan(16);
    await hydrated(page, "experience");
    for (let slide = 1; slide <= EXPERIENCE_COUNT; slide += 1) {
      if (slide > 1) {
        // react-slick ignores a press while it moves, and the track may stand still on screen before it has stopped.
        await trackAtRest(section);
        await section.getByRole("button", { name: `Go to slide ${slide}` }).click();
      }
      await expect.poll(inView, { message: `card ${slide} in view, the row at its height` }).toEqual(atRest(slide));
    }
  });

  test("beside three projects the counter names the three, and runs on past the last", async ({ page }) => {
    await page.goto("/#projects");
    const projects = page.locator("#projects");
    await hydrated(page, "projects");
    await expect.poll(() => activeIndexes(projects)).toHaveLength(3);
    const counter = (text: string) => projects.getByText(text, { exact: true });
    await expect(counter(`1–3 / ${PROJECT_COUNT}`)).toBeVisible();
    await projects.getByRole("button", { name: "Previous project" }).click();
    await expect(counter(`${PROJECT_COUNT}, 1–2 / ${PROJECT_COUNT}`)).toBeVisible();
  });

  test("cloned and off-screen slides are hidden from assistive technology and the tab order", async ({ page }) => {
    await page.goto("/");
    for (const id of ["about", "projects"]) await hydrated(page, id);
    const leaks = await page.evaluate(() =>
      [...document.querySelectorAll(".slick-slide")]
        .filter((slide) => slide.classList.contains("slick-cloned") || slide.getAttribute("aria-hidden") === "true")
        .filter((slide) => slide.getAttribute("aria-hidden") !== "true" || !(slide as HTMLElement).inert)
        .map((slide) => slide.outerHTML.slice(0, 80)),
    );
    expect(leaks).toEqual([]);
    expect(await page.locator(".slick-cloned").count()).toBeGreaterThan(0);
  });

  test("arrow keys on a card move the carousel and keep focus inside", async ({ page }) => {
    await page.goto("/#projects");
    const projects = page.locator("#projects");
    await hydrated(page, "projects");
    await projects.locator(".slick-slide.slick-active a").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => activeIndexes(projects).then((indexes) => indexes[0])).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest(".slick-slide")?.getAttribute("data-index")))
      .toBe("1");
  });

  test("a project card under the pointer lifts and draws its picture closer, unless motion is reduced", async ({
    browser,
  }) => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await browser.newContext({ reducedMotion, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto("/#projects");
      await hydrated(page, "projects");
      const card = page.locator("#projects .slick-slide.slick-active .project-card").first();
      await card.hover();
      const moved = () =>
        card.evaluate((element) =>
          [element, element.querySelector(".project-card-picture")!].map((part) => getComputedStyle(part).transform),
        );
      if (reducedMotion === "reduce") expect(await moved()).toEqual(["none", "none"]);
      else await expect.poll(moved).toEqual(["matrix(1, 0, 0, 1, 0, -4)", "matrix(1.05, 0, 0, 1.05, 0, 0)"]);
      await context.close();
    }
  });

  test("with reduced motion slides change instantly", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/#projects");
    const projects = page.locator("#projects");
    await hydrated(page, "projects");
    await projects.getByRole("button", { name: "Next project" }).click();
    await expect.poll(() => activeIndexes(projects).then((indexes) => indexes[0])).toBe(1);
    // Neither react-slick's own transition, set on the track, nor one from a stylesheet.
    const transition = await projects.locator(".slick-track").evaluate((track) => ({
      own: (track as HTMLElement).style.transition,
      durations: getComputedStyle(track).transitionDuration.split(",").map(parseFloat),
    }));
    expect(transition.own).toBe("");
    expect(transition.durations.every((duration) => duration < 0.05)).toBe(true);
    await context.close();
  });
});

test.describe("accessibility", () => {
  // A scan of three sections, after scrolling the timeline through: 12-13 s here beside two other workers, and
  // 28-31 s in a slower CI run, over the default 30 s. The a11y spec's page-wide scans allow as long.
  test.describe.configure({ timeout: 120_000 });
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the three sections pass axe's WCAG A/AA rules in the ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto("/#about");
      await hydrated(page, "projects");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        colorScheme === "dark",
      );
      // Reveal every timeline entry first, so contrast is checked at full opacity.
      const timeline = page.locator("#experience [data-radix-scroll-area-viewport]");
      await expect(timeline).toBeVisible();
      await timeline.evaluateAll(async ([node]) => {
        if (!node) return;
        for (let top = 0; top <= node.scrollHeight; top += node.clientHeight / 2) {
          node.scrollTo({ top });
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      // Every entry that has begun to fade in has finished before contrast is measured: the scan waits for it.
      await expectNoAxeViolations(page, ["#about", "#projects", "#experience"]);
    });
  }
});

test.describe("experience timeline", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the timeline is the desktop view");
    await page.goto("/#experience");
    // Once hydrated on a wide screen, the server's mobile stand-in is gone.
    await expect(page.locator("#experience .carousel-static")).toHaveCount(0, { timeout: HYDRATION_TIMEOUT_MS });
  });

  test("is a 600 px scroll area whose entries reveal once and stay", async ({ page }) => {
    const problems = collectProblems(page);
    const experience = page.locator("#experience");
    const viewport = experience.locator("[data-radix-scroll-area-viewport]");
    await expect(viewport).toBeVisible();
    expect((await viewport.boundingBox())?.height).toBe(600);
    await expect(experience.locator(".slick-slider")).toHaveCount(0);

    const entries = experience.locator("li[data-reveal]");
    await expect(entries).toHaveCount(EXPERIENCE_COUNT);
    const opacity = (entry: Locator) => entry.evaluate((node) => Number(getComputedStyle(node).opacity));
    await expect.poll(() => opacity(entries.first())).toBe(1);
    expect(await opacity(entries.last())).toBe(0);

    await viewport.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect.poll(() => opacity(entries.last())).toBe(1);
    await viewport.evaluate((node) => node.scrollTo({ top: 0 }));
    // The observer reports the entry leaving view within two frames; a reveal that undid itself would start fading then.
    await nextFrames(page, 3);
    expect(await opacity(entries.last())).toBe(1);
    expect(problems).toEqual([]);
  });

  test("offers the earlier roles below until the box is scrolled to its end", async ({ page }) => {
    const experience = page.locator("#experience");
    const viewport = experience.locator("[data-radix-scroll-area-viewport]");
    const note = experience.getByTestId("more-roles");
    const opacity = () => note.evaluate((node) => Number(getComputedStyle(node).opacity));
    await expect(note).toHaveText(interfaceMessages["experience.showEarlier"]);
    await expect.poll(opacity).toBe(1);
    // Scrolled to its end on each try: until the box has measured the room under its last whole role, which it does
    // once the scroll area's code has come, the list grows after a scroll, and the end it scrolled to is no longer one.
    const atEnd = async () => {
      await viewport.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
      return opacity();
    };
    await expect.poll(atEnd).toBe(0);
    await viewport.evaluate((node) => node.scrollTo({ top: 0 }));
    await expect.poll(opacity).toBe(1);
  });

  test("scrolls the first role the box did not show whole to its top when the note is clicked", async ({ page }) => {
    const experience = page.locator("#experience");
    const viewport = experience.locator("[data-radix-scroll-area-viewport]");
    const note = moreRolesNote(page);
    await expect.poll(() => note.evaluate((node) => getComputedStyle(node).visibility)).toBe("visible");
    // The first role whose text the box cuts or does not reach, by the same clearance the box ends by. A role that has
    // not slid in yet stands lower still, and so counts among those.
    const firstNotWhole = () =>
      viewport.evaluate((box, clearance) => {
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        const { bottom } = box.getBoundingClientRect();
        return Array.from(box.querySelectorAll("li[data-reveal]")).findIndex(
          (role) =>
            role.querySelector("article")!.firstElementChild!.getBoundingClientRect().bottom > bottom - clearance * rem,
        );
      }, WHOLE_ROLE_CLEARANCE_REM);
    // Only once the roles in view have slid in: one still sliding stands lower than it will, and counted as cut.
    await expect
      .poll(() =>
        viewport.evaluate((box) =>
          Array.from(box.querySelectorAll("li[data-reveal]")).every((role) => role.getAnimations().length === 0),
        ),
      )
      .toBe(true);
    const next = await firstNotWhole();
    expect(next, "a role below what the box shows").toBeGreaterThan(0);
    // 4 px past its drawn left edge, level with its middle: its hit area reaches a finger's 44 px.
    await note.click({ position: { x: -4, y: 16 } });
    const offTop = () =>
      viewport.evaluate((box, index) => {
        const role = box.querySelectorAll("li[data-reveal]")[index]!;
        return Math.round(role.getBoundingClientRect().top - box.getBoundingClientRect().top);
      }, next);
    // The list's own top padding stands over it, as over the first role before the click; or, where the roles from it
    // on are shorter than the box, the box has scrolled to its end, and that role shows whole.
    const padding = await viewport.evaluate((box) => parseFloat(getComputedStyle(box.querySelector("ol")!).paddingTop));
    const atEnd = () => viewport.evaluate((box) => Math.abs(box.scrollHeight - box.clientHeight - box.scrollTop) <= 1);
    const shownWhole = async () => {
      const notWhole = await firstNotWhole();
      return notWhole === -1 || notWhole > next;
    };
    await expect
      .poll(async () => (await offTop()) === Math.round(padding) || ((await atEnd()) && (await shownWhole())))
      .toBe(true);
  });

  test("the note scrolls the box even while the scroll area's code is still on its way", async ({ page }) => {
    // The page hydrates the timeline's list only once that chunk has come; a click before then found no list.
    const held: Route[] = [];
    await page.route(/\/scroll-area-[^/]*\.js$/, (route) => held.push(route));
    // Not until "load": with the timeline in view the chunk is asked for before the load event, which then waits for it.
    await page.reload({ waitUntil: "domcontentloaded" });
    await expect(page.locator("#experience .carousel-static")).toHaveCount(0, { timeout: HYDRATION_TIMEOUT_MS });
    await expect.poll(() => held.length, "the scroll area's chunk is asked for and held").toBeGreaterThan(0);
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    const note = moreRolesNote(page);
    await note.scrollIntoViewIfNeeded();
    await note.click();
    await expect.poll(() => viewport.evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
    await Promise.all(held.map((route) => route.continue()));
  });

  test("ends between two roles at every width it shows: no role's text fades", async ({ page }) => {
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    // Where each role's text lies against the box's fade: whole above it, or wholly past where the box shows.
    // The fade's stops are in rem, which grows with the wide screens' type (timeline-fade.ts).
    const cutRoles = () =>
      viewport.evaluate((box, clearance) => {
        const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
        const { bottom } = box.getBoundingClientRect();
        return Array.from(box.querySelectorAll<HTMLElement>("li[data-reveal]")).flatMap((role, index) => {
          const text = role.querySelector("article")!.firstElementChild!.getBoundingClientRect();
          const whole = text.bottom <= bottom - clearance * rem;
          const unseen = role.getBoundingClientRect().top >= bottom - rem;
          return whole || unseen ? [] : [index];
        });
      }, WHOLE_ROLE_CLEARANCE_REM);
    for (const width of [768, 1024, 1280, 1920, 2560]) {
      await page.setViewportSize({ width, height: 1000 });
      await expect.poll(cutRoles, { message: `roles cut at ${width} px` }).toEqual([]);
    }
  });

  test("ends each role's first row with its dates, on the role's right edge, at every width it shows", async ({
    page,
  }) => {
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    // Each role's dates against its article's text box and its title: on the right edge, level with the title's line.
    const misplaced = () =>
      viewport.evaluate((box) =>
        Array.from(box.querySelectorAll("li[data-reveal] article")).flatMap((article, index) => {
          const text = article.getBoundingClientRect().right - parseFloat(getComputedStyle(article).paddingRight);
          // The company and then the dates are the role's paragraphs.
          const dates = Array.from(article.querySelectorAll("p")).at(-1)!.getBoundingClientRect();
          const title = article.querySelector("h3")!.getBoundingClientRect();
          const onEdge = Math.abs(dates.right - text) <= 1;
          const onTitleRow = dates.top < title.bottom && dates.bottom > title.top;
          return onEdge && onTitleRow ? [] : [index];
        }),
      );
    for (const width of [768, 1024, 1280, 1920, 2560]) {
      await page.setViewportSize({ width, height: 1000 });
      await expect.poll(misplaced, { message: `roles whose dates stand elsewhere at ${width} px` }).toEqual([]);
    }
    // The years alone: a calendar before them on every pill told nothing they did not.
    await expect(page.locator("#experience p.role-period")).not.toHaveCount(0);
    await expect(page.locator("#experience p.role-period svg")).toHaveCount(0);
  });

  test("from xl, beside each role's title, sets its first achievement on the title's baseline", async ({ page }) => {
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    // How far each role's first achievement's first line stands under its title's, in px: a baseline is where an
    // empty inline block set on it ends.
    const offsets = () =>
      viewport.evaluate((box) => {
        const baseline = (element: Element) => {
          const marker = document.createElement("span");
          marker.style.cssText = "display:inline-block;width:0;height:0;vertical-align:baseline";
          element.prepend(marker);
          const y = marker.getBoundingClientRect().bottom;
          marker.remove();
          return y;
        };
        return Array.from(box.querySelectorAll("li[data-reveal] article")).map((article) =>
          Math.round(baseline(article.querySelector("li > span")!) - baseline(article.querySelector("h3")!)),
        );
      });
    for (const width of [1280, 1920, 2560]) {
      await page.setViewportSize({ width, height: 1000 });
      await expect
        .poll(async () => (await offsets()).filter((offset) => Math.abs(offset) > 1), {
          message: `first achievements off their title's baseline at ${width} px`,
        })
        .toEqual([]);
    }
  });

  test("previews the roles below it in the room it ends in, a line each on the rail and on a whole role's lines, until scrolled", async ({
    page,
  }) => {
    const scope = page.locator("#experience .scroll-more-scope");
    // Each previewed line: the role it names, whether it lies whole between the last whole role's text and the
    // note, whether its logo is centred on the rail, whether its role starts on the roles' text column at every
    // width, whether it sets its company in a column of its own, starting where a whole role's achievements' words
    // do, and whether its dates end where a whole role's do, on the content edge. Then the first role not shown
    // whole, the room left under the last line (or under the last whole role, without one), and a line's height, in
    // rem.
    const layout = () =>
      scope.evaluate(
        (node, { clearance }) => {
          const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
          const box = node.querySelector("[data-radix-scroll-area-viewport]")!.getBoundingClientRect();
          const roleTextBottom = (role: Element) =>
            role.querySelector("article")!.firstElementChild!.getBoundingClientRect().bottom;
          const roles = Array.from(node.querySelectorAll("li[data-reveal]"));
          const whole = roles.filter((role) => roleTextBottom(role) <= box.bottom - clearance * rem).length;
          const rail = roles[0]!.querySelector("button")!.getBoundingClientRect();
          const note = node.querySelector('[data-testid="more-roles"] > button')!.getBoundingClientRect();
          const lastText = roleTextBottom(roles[Math.max(whole - 1, 0)]!);
          const textStart = (element: Element) =>
            element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft);
          const textEnd = (element: Element) =>
            element.getBoundingClientRect().right - parseFloat(getComputedStyle(element).paddingRight);
          // Where a whole role's text starts and ends (the roles' text column and the content edge), and where the
          // words of its first achievement start, after the bullet.
          const wholeText = roles[0]!.querySelector("article")!;
          const words = document.createRange();
          words.selectNodeContents(wholeText.querySelector("li")!);
          const achievementStart = words.getClientRects()[0]!.left;
          const lines = Array.from(node.querySelectorAll('[data-testid="roles-preview"] > li')).map((line) => {
            const logo = line.firstElementChild!.firstElementChild!.getBoundingClientRect();
            const { top, bottom } = line.getBoundingClientRect();
            const role = line.querySelector("[data-role]")!;
            const period = line.querySelector("[data-period]")!;
            // The company is drawn from an attribute, after the role: in its own column, the role's grid places it.
            const { display, gridTemplateColumns, columnGap } = getComputedStyle(role);
            const companyStart = textStart(role) + parseFloat(gridTemplateColumns) + parseFloat(columnGap);
            return {
              role: role.getAttribute("data-role"),
              inRoom: top >= lastText && bottom <= note.top,
              onRail: Math.abs(logo.left + logo.width / 2 - (rail.left + rail.width / 2)) <= 1,
              onColumn: Math.abs(textStart(role) - textStart(wholeText)) <= 1,
              companyColumn: display === "grid" ? Math.abs(companyStart - achievementStart) <= 1 : null,
              datesInPlace: Math.abs(textEnd(period) - textEnd(wholeText)) <= 1,
              bottom,
            };
          });
          const left = (note.top - (lines.at(-1)?.bottom ?? lastText)) / rem;
          const row = parseFloat(getComputedStyle(node).getPropertyValue("--preview-row"));
          return { whole, lines: lines.map(({ bottom: _bottom, ...line }) => line), left, row };
        },
        { clearance: WHOLE_ROLE_CLEARANCE_REM },
      );
    const titles = experience.map((entry) => entry.title);
    // The lines that are out of place, and the room left if one more line would fit in it: a line and the gaps around
    // it (0.75rem each, or 1.5rem above the first).
    // From xl, where a whole role's title, achievements and dates stand in three columns, a line's company has one.
    const faults = async (width: number) => {
      const { whole, lines, left, row } = await layout();
      const companyColumn = width >= SCREENS_PX.xl ? true : null;
      return {
        misplaced: lines.filter(
          (line, index) =>
            line.role !== titles[whole + index] ||
            !line.inRoom ||
            !line.onRail ||
            !line.onColumn ||
            line.companyColumn !== companyColumn ||
            !line.datesInPlace,
        ),
        roomForAnother: left >= row + (lines.length ? 1.5 : 2.25) ? left : false,
      };
    };
    let previewed = 0;
    for (const width of [768, 1024, 1280, 1920, 2560]) {
      await page.setViewportSize({ width, height: 1000 });
      // Polled: once the width changes, the box settles on its room again, and the lines follow it.
      await expect
        .poll(() => faults(width), { message: `the preview at ${width} px` })
        .toEqual({ misplaced: [], roomForAnother: false });
      previewed += (await layout()).lines.length;
    }
    expect(previewed).toBeGreaterThan(0);

    // A company is information rather than a way on: in the muted ink, in a whole role and in a line, and not in the
    // accent the links are drawn in.
    const colours = {
      muted: await colorToken(page, "--color-muted"),
      accent: await colorToken(page, "--color-accent-ink"),
      ...(await page.evaluate(() => ({
        company: getComputedStyle(document.querySelector("#experience li[data-reveal] h3 + p")!).color,
        line: getComputedStyle(document.querySelector("#experience [data-company]")!, "::after").color,
      }))),
    };
    expect(colours.muted).not.toBe(colours.accent);
    expect([colours.company, colours.line]).toEqual([colours.muted, colours.muted]);

    await page.setViewportSize({ width: 768, height: 1000 });
    const preview = page.getByTestId("roles-preview");
    await expect(preview).toHaveAttribute("aria-hidden", "true");
    const opacity = () => preview.evaluate((node) => Number(getComputedStyle(node).opacity));
    await expect.poll(opacity).toBe(1);
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    await viewport.evaluate((node) => node.scrollTo({ top: 48 }));
    await expect.poll(opacity).toBe(0);
    await viewport.evaluate((node) => node.scrollTo({ top: 0 }));
    await expect.poll(opacity).toBe(1);
  });

  test("shows each logo or the fallback icon, and highlights a clicked logo", async ({ page }) => {
    const experience = page.locator("#experience");
    const logos = experience.getByRole("button", { name: /^Highlight / });
    await expect(logos).toHaveCount(EXPERIENCE_COUNT);
    // In the roles' buttons: a previewed role's line below the box draws its logo, or the fallback, once more.
    await expect(logos.locator("[data-logo-fallback]")).toHaveCount(1);
    await expect(logos.locator("img")).toHaveCount(LOGO_COUNT);

    const [first, second] = [logos.nth(0), logos.nth(1)];
    await expect(first).toHaveAttribute("aria-pressed", "false");
    // The timeline hydrates once its scroll area's chunk is in; a click before then does nothing.
    await expectOwnedByReact(first);
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "false");
  });

  test("fades its bottom edge, and its top edge in step with the first 3rem scrolled", async ({ page }) => {
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    await expect(viewport).toBeVisible();
    // The mask's stops: clear from the top to the first stop, clear from the last to the bottom.
    const mask = (topFade: string) =>
      `linear-gradient(rgba(0, 0, 0, 0), rgb(0, 0, 0) ${topFade}, rgb(0, 0, 0) calc(100% - ${BOTTOM_FADE}), rgba(0, 0, 0, 0) calc(100% - ${BOTTOM_CLEAR}))`;
    const maskImage = () => viewport.evaluate((node) => getComputedStyle(node).maskImage);
    const steps = [
      [0, "0px"],
      [24, "24px"],
      [200, EDGE_FADE],
      [0, "0px"],
    ] as const;
    for (const [top, topFade] of steps) {
      await viewport.evaluate((node, y) => node.scrollTo({ top: y }), top);
      // A scroll timeline moves with the next frame, not at once.
      await expect.poll(maskImage).toBe(mask(topFade));
    }
  });

  test("its scrollbar shows on a wheel scroll and hides, no sooner than 600 ms after scrolling stops", async ({
    page,
  }) => {
    const experience = page.locator("#experience");
    const viewport = experience.locator("[data-radix-scroll-area-viewport]");
    await expectOwnedByReact(viewport);
    await expect(experience.locator('[data-orientation="vertical"][data-state]')).toHaveCount(0);
    // Everything is observed in the page: the bar is shown for only 600 ms, which
    // on a busy machine can pass between two of the test runner's polls. How late it
    // may hide is the next test's, on the page's clock: on real timers Radix's two
    // timers and the commits between them lag without bound when the cores are busy.
    await viewport.evaluate((node) => {
      const seen: ScrollbarRecord = { lastScroll: 0, shown: false, hidden: 0 };
      (window as unknown as { __scrollbar: ScrollbarRecord }).__scrollbar = seen;
      node.addEventListener("scroll", () => (seen.lastScroll = performance.now()));
      const root = node.parentElement as HTMLElement;
      const bar = () => root.querySelector<HTMLElement>('[data-orientation="vertical"]');
      new MutationObserver(() => {
        if (bar()?.dataset.state === "visible") seen.shown = true;
        if (seen.lastScroll && !bar()) seen.hidden = performance.now();
      }).observe(root, { childList: true, subtree: true, attributes: true });
    });
    await viewport.hover();
    await page.mouse.wheel(0, 200);
    const record = () => page.evaluate(() => (window as unknown as { __scrollbar: ScrollbarRecord }).__scrollbar);
    await expect.poll(async () => (await record()).hidden, { timeout: 5000 }).toBeGreaterThan(0);
    const seen = await record();
    expect(seen.shown).toBe(true);
    expect(seen.hidden - seen.lastScroll).toBeGreaterThanOrEqual(REQUIRED.scrollbarHideDelayMs);
  });

  test("its scrollbar hides 600 ms after scrolling ends, to the millisecond on the page's clock", async ({ page }) => {
    const experience = page.locator("#experience");
    const viewport = experience.locator("[data-radix-scroll-area-viewport]");
    const bar = experience.locator('[data-orientation="vertical"][data-state="visible"]');
    await expectOwnedByReact(viewport);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 2000);
    await viewport.evaluate((node) => node.scrollTo({ top: 200, behavior: "instant" }));
    await expect(bar).toHaveCount(1);
    // Radix takes scrolling to have ended once no scroll came for its debounce; the hide delay starts then.
    await page.clock.runFor(RADIX_SCROLL_END_DEBOUNCE_MS);
    await queuedTasksRun(page);
    await page.clock.runFor(REQUIRED.scrollbarHideDelayMs - 1);
    await queuedTasksRun(page);
    await expect(bar).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(bar).toHaveCount(0);
  });

  test("its scrollbar thumb never shrinks under 18 px, even on a very long list", async ({ page }) => {
    const viewport = page.locator("#experience [data-radix-scroll-area-viewport]");
    // Radix's own code must be running, not the server's markup waiting for its chunk.
    await expectOwnedByReact(viewport);
    // Long enough that the thumb's natural share of a 600 px track is a few pixels. The bar
    // shows for only 600 ms after a scroll, so the page itself waits for it and measures.
    const height = await viewport.evaluate(
      (node, extra) =>
        new Promise<number>((resolve) => {
          const spacer = document.createElement("div");
          spacer.style.height = `${extra}px`;
          node.firstElementChild!.append(spacer);
          node.scrollTop += 400;
          // React owns the node once it has hydrated it; Radix's scroll listener arrives with the commit a
          // moment later, so a scroll in between shows no bar: nudge until one does.
          let nudges = 0;
          const measure = () => {
            const thumb = node.parentElement!.querySelector(
              '[data-orientation="vertical"][data-state="visible"] > div',
            );
            if (thumb) resolve(thumb.getBoundingClientRect().height);
            else {
              node.scrollTop += nudges++ % 2 ? -1 : 1;
              requestAnimationFrame(measure);
            }
          };
          requestAnimationFrame(measure);
        }),
      VERY_LONG_LIST_PX,
    );
    expect(height).toBeCloseTo(REQUIRED.scrollbarMinThumbPx, 0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every text of the three sections is readable", { tag: ON_PHONE }, async ({ page }, testInfo) => {
    await page.goto("/");
    const about = page.locator("#about");
    for (const skill of SKILLS) await expect(about.getByText(skill, { exact: true })).toBeVisible();

    const projects = page.locator("#projects");
    // Each card's own link, and a second one on a card whose project has a case study.
    await expect(projects.locator("a[href]")).toHaveCount(PROJECT_COUNT + CASE_STUDY_COUNT);
    expect(await visibleSlideCount(projects, ".carousel-static-slide")).toBe(PROJECT_COUNT);

    const experience = page.locator("#experience");
    const mobile = testInfo.project.name === "phone";
    const view = experience.locator(mobile ? ".carousel-static" : "[data-radix-scroll-area-viewport]");
    await expect(view).toBeVisible();
    const headings = view.locator("h3");
    await expect(headings).toHaveCount(EXPERIENCE_COUNT);
    for (const heading of await headings.all()) {
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport();
    }
    const hidden = await experience
      .locator("li[data-reveal], article")
      .evaluateAll(
        (nodes) => nodes.filter((node) => node.checkVisibility() && getComputedStyle(node).opacity !== "1").length,
      );
    expect(hidden).toBe(0);
  });
});
