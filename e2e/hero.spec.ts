import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type Page, type Request, type Response, type Route } from "@playwright/test";
import { basename } from "node:path";
import { BUNDLE_START_TIMEOUT_MS } from "../src/boot/bundle-loader-script";
import { STACK_LIVE_ATTR } from "../src/boot/contract";
import { contentIn, site } from "./support/content";
import { subLineTimeline } from "../src/lib/sub-line-timeline";
import { expectOwnedByReact } from "./support/hydration";
import { observeLayoutShift, readLayoutShift, restartLayoutShiftAfterFonts } from "./support/layout-shift";
import { watchPageProblems } from "./support/page-problems";
import { queuedTasksRun } from "./support/settle";
import { FRAME_MS, REQUIRED } from "./support/required";
import { interceptTracking, TRACKING_URL as FUNCTION_URL } from "./support/visitor";
import { ON_PHONE } from "./support/widths";
import { expectOnFirstScreen } from "./support/first-screen";
import { DESIGN_VIEWPORTS } from "../scripts/design-viewports.mjs";
import { GERMAN_MESSAGES } from "../src/i18n/de";

/** Hydration and seven photos can take a while on a busy CI machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const PORTRAIT = /\/portrait-\d\.(?:jpg|webp|avif)$/;
const PHOTO_COUNT = site.heroPhotos.length;
const FRONT_PHOTO_ALT = site.heroPhotos[0]!.alt;
/** The rotation tests need the full test content's several sub-lines. */
const SUB_LINES = site.subLines as [string, string, ...string[]];

const hero = (page: Page) => page.locator("section#hero");
const position = (page: Page) => hero(page).locator('[aria-live="polite"]');
const frontCard = (page: Page) => page.locator('[data-photo-card="front"]');
const subLine = (page: Page) => page.locator("[data-sub-line]");

/** A language's page (`/de/` with its own loader text) once every photo has settled. */
async function openHero(page: Page, path = "/", loadingText = "Loading...") {
  await page.goto(path);
  await expect(hero(page).getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(loadingText)).toHaveCount(0);
}

/**
 * A real mouse drag from the centre of the front card, in small steps like a
 * hand, once the pointer resting on the card has brought the drag code (a
 * drag before then is played back instead: photo-stack-first-input.spec.ts).
 */
async function dragFrontCard(page: Page, dx: number, release = true) {
  const box = await frontCard(page).boundingBox();
  if (!box) throw new Error("no front card");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await expect(hero(page).locator(`[${STACK_LIVE_ATTR}]`)).toHaveCount(1);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  if (release) await page.mouse.up();
}

test.describe("hero loading", () => {
  test("shows the loader with a rounded percentage until every photo has settled, failures included", async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route(PORTRAIT, (route) => {
      held.push(route);
    });
    await observeLayoutShift(page);
    // Held photos keep the load event from firing.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Loading...")).toBeVisible();
    await expect(hero(page).getByText("0%", { exact: true })).toBeVisible();
    await expect(hero(page).getByRole("heading", { level: 1 })).toBeHidden();
    await expect.poll(() => held.length).toBe(PHOTO_COUNT);
    // The loading screen leaves the About section on screen, whose lines the font swap may move by a pixel.
    await restartLayoutShiftAfterFonts(page);

    await held[0]!.continue();
    await expect(hero(page).getByText("14%", { exact: true })).toBeVisible();
    await held[1]!.abort();
    await expect(hero(page).getByText("29%", { exact: true })).toBeVisible();
    for (const route of held.slice(2, -1)) await route.continue();
    await expect(hero(page).getByText("86%", { exact: true })).toBeVisible();
    await expect(page.getByText("Loading...")).toBeVisible();

    await held[PHOTO_COUNT - 1]!.continue();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await expect(hero(page).getByRole("heading", { level: 1, name: site.name })).toBeVisible();
    await expect(hero(page).getByRole("region", { name: "Photo gallery" })).toBeVisible();
    // The growing percentage must not nudge anything, itself included.
    const shift = await readLayoutShift(page);
    expect(shift.sources).toEqual([]);
    expect(shift.cls).toBe(0);
  });

  test("counts and reveals from the inline script alone, before any bundle has run", async ({ page }) => {
    // Bundles held back: the percentage and the reveal must not wait for React.
    await page.route(/\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
    const held: Route[] = [];
    await page.route(PORTRAIT, (route) => {
      held.push(route);
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByText("Loading...")).toBeVisible();
    await expect.poll(() => held.length).toBe(PHOTO_COUNT);
    await held[0]!.continue();
    await expect(hero(page).getByText("14%", { exact: true })).toBeVisible();
    await expect(hero(page).getByRole("heading", { level: 1 })).toBeHidden();
    for (const route of held.slice(1)) await route.abort();
    await expect(page.getByText("Loading...")).toBeHidden();
    await expect(hero(page).getByRole("heading", { level: 1, name: site.name })).toBeVisible();
    await expect(hero(page).getByRole("region", { name: "Photo gallery" })).toBeVisible();
  });

  test("fetches the page's scripts only once the revealed hero is painted, then hydrates", async ({ page }) => {
    // On a busy machine the held photos may be released close to the time limit; stretch only
    // that timer, so what starts the scripts here is the hero's paint (the limit has its own test).
    await page.addInitScript((limit) => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        setTimer(handler, delay === limit ? limit * 20 : delay, ...rest)) as typeof window.setTimeout;
    }, BUNDLE_START_TIMEOUT_MS);
    const held: Route[] = [];
    await page.route(PORTRAIT, (route) => {
      held.push(route);
    });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.url().includes("/page-data/")) fetched.push(request.url());
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect.poll(() => held.length).toBe(PHOTO_COUNT);
    // Well inside BUNDLE_START_TIMEOUT_MS: nothing may compete with the photos yet. The held photos
    // keep the page from any load or paint event to wait for, so this one wait stays.
    await page.waitForTimeout(BUNDLE_START_TIMEOUT_MS / 3);
    expect(fetched).toEqual([]);

    for (const route of held) await route.continue();
    const title = hero(page).getByRole("heading", { level: 1 });
    await expect(title).toBeVisible();
    await expectOwnedByReact(title);
    const { heroPaint, firstScript } = await page.evaluate(async () => {
      // Paint entries reach only an observer, with `buffered` for the earlier ones.
      const paints = await new Promise<LargestContentfulPaint[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries() as LargestContentfulPaint[])).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const heroContent = document.querySelector("[data-hero-content]");
      const heroPaint = paints.find((paint) => paint.element && heroContent?.contains(paint.element))?.startTime;
      const scriptsAndData = performance
        .getEntriesByType("resource")
        .filter((entry) => /\.js$|\/page-data\//.test(new URL(entry.name).pathname));
      return { heroPaint, firstScript: Math.min(...scriptsAndData.map((entry) => entry.startTime)) };
    });
    expect(heroPaint).toBeDefined();
    expect(firstScript).toBeGreaterThanOrEqual(heroPaint!);
    expect(fetched.filter((url) => url.endsWith("/page-data/index/page-data.json"))).toHaveLength(1);
  });

  test("starts the scripts anyway when the photos never settle", async ({ page }) => {
    await page.route(PORTRAIT, () => undefined);
    const started = Date.now();
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expectOwnedByReact(page.getByRole("button", { name: /^Switch to (dark|light) mode$/ }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(BUNDLE_START_TIMEOUT_MS);
    await expect(page.getByText("Loading...")).toBeVisible();
  });

  test("without JavaScript shows name, tagline and photo straight away, never a spinner", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(hero(page).getByRole("heading", { level: 1, name: site.name })).toBeVisible();
    await expect(hero(page).getByText("Entrepreneurial Product Builder - Fast, Hands-On, Impact-Driven")).toBeVisible();
    await expect(hero(page).getByText(SUB_LINES[0])).toBeVisible();
    await expect(page.getByText("Loading...")).toBeHidden();
    await expect(hero(page).getByRole("img", { name: FRONT_PHOTO_ALT }).last()).toBeVisible();
    await context.close();
  });

  test("loads the front photo with high priority and logs nothing alarming", { tag: ON_PHONE }, async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      // The site has no favicon yet (not the hero's concern); Chromium asks for one at random.
      if (message.location().url.endsWith("/favicon.ico")) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    await openHero(page);
    const photos = hero(page).locator("img[data-stack-photo]");
    await expect(photos).toHaveCount(PHOTO_COUNT);
    await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
    await expect(photos.first()).toHaveAttribute("loading", "eager");
    await expect(hero(page).locator('img[fetchpriority="high"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});

test.describe("photo stack", () => {
  test(
    "hydrates the server's photos in place once its own chunk arrives: no photo is drawn twice",
    { tag: ON_PHONE },
    async ({ page }) => {
      const problems = await watchPageProblems(page);
      // Noted the moment the parser has inserted all seven, before any script can run.
      await page.addInitScript((count) => {
        const record = new MutationObserver(() => {
          const photos = document.querySelectorAll("img[data-stack-photo]");
          if (photos.length < count) return;
          (window as unknown as { serverPhotos: Element[] }).serverPhotos = Array.from(photos);
          record.disconnect();
        });
        record.observe(document, { childList: true, subtree: true });
      }, PHOTO_COUNT);
      await openHero(page);
      // Swiping works only once the stack has hydrated.
      await dragFrontCard(page, 120);
      await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
      const kept = await page.evaluate(() => {
        const before = (window as unknown as { serverPhotos: Element[] }).serverPhotos;
        const now = Array.from(document.querySelectorAll("img[data-stack-photo]"));
        return before.length === now.length && before.every((photo, index) => photo === now[index]);
      });
      expect(kept).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  test("a drag over 50 px swipes; while dragging the card turns 0.2°/px and fades to 25 %", async ({ page }) => {
    await openHero(page);
    await expect(position(page)).toHaveText(`Photo 1 of ${PHOTO_COUNT}`);
    const card = frontCard(page);

    await dragFrontCard(page, 100, false);
    await expect(card).toHaveCSS("opacity", "0.25");
    await expect.poll(() => card.getAttribute("style")).toContain("translateX(100px) rotate(20deg)");
    await page.mouse.up();

    await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
    await expect(frontCard(page).getByRole("img")).toHaveAccessibleName(/teal background/);
  });

  test("a drag of 50 px or less snaps back, and one a few pixels further swipes", async ({ page }) => {
    await openHero(page);
    // Held at exactly 50 px first, so the test knows the card followed the pointer that far.
    await dragFrontCard(page, -50, false);
    await expect.poll(() => frontCard(page).getAttribute("style")).toContain("translateX(-50px)");
    await page.mouse.up();
    await expect(frontCard(page)).toHaveCSS("transform", "none");
    await expect(frontCard(page)).toHaveCSS("opacity", "1");
    await expect(position(page)).toHaveText(`Photo 1 of ${PHOTO_COUNT}`);

    await dragFrontCard(page, -54);
    await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
  });

  test("the swiped card flies 300 px and 20° to its side, then waits at the back", async ({ page }) => {
    await openHero(page);
    const firstCard = hero(page).locator("[data-depth] > div").first();
    await expect(firstCard).toHaveAttribute("data-photo-card", "front");
    const styles: string[] = [];
    await page.exposeFunction("recordStyle", (style: string) => styles.push(style));
    await firstCard.evaluate((element) => {
      new MutationObserver(() =>
        (window as unknown as { recordStyle: (s: string) => void }).recordStyle(element.getAttribute("style") ?? ""),
      ).observe(element, { attributes: true, attributeFilter: ["style"] });
    });
    await hero(page).getByRole("region", { name: "Photo gallery" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
    await expect.poll(() => styles.some((style) => style.includes("translateX(-300px) rotate(-20deg)"))).toBe(true);
    await expect(firstCard.locator("..")).toHaveAttribute("data-depth", String(PHOTO_COUNT - 1));
  });

  test("the swap takes 0.3 s on the page's clock: the card reaches its flight's end 0.3 s after the key, then goes to the back", async ({
    page,
  }) => {
    await page.clock.install();
    await openHero(page);
    const gallery = hero(page).getByRole("region", { name: "Photo gallery" });
    // Focus brings the stack's code; a key pressed before it is live would be played back late and time the wait.
    await gallery.focus();
    await expect(gallery).toHaveAttribute(STACK_LIVE_ATTR, "");
    // Held by node, not by locator: the front card's marker moves on to the next card as the flight starts.
    const flown = (await frontCard(page).elementHandle())!;
    // On the page's fake clock, so each frame's time is exact: when the key went down, and the frame
    // in which the card first stood at its flight's end.
    await flown.evaluate((card, distance) => {
      const times = { pressed: 0, arrived: 0 };
      Object.assign(window, { swapTimes: times });
      window.addEventListener("keydown", () => (times.pressed ||= performance.now()), { capture: true });
      const atEnd = new RegExp(`translateX\\(${distance}px\\)`);
      new MutationObserver(() => {
        if (!times.arrived && atEnd.test((card as HTMLElement).style.transform)) times.arrived = performance.now();
      }).observe(card, { attributes: true, attributeFilter: ["style"] });
    }, REQUIRED.flightDistancePx);
    // From here the page's frames and timers move only when the test moves them.
    await page.clock.pauseAt(Date.now() + 2000);
    await page.keyboard.press("ArrowRight");
    await queuedTasksRun(page);
    await page.clock.runFor(REQUIRED.cardSwapMs + 4 * FRAME_MS);
    const { pressed, arrived } = await page.evaluate(
      () => (window as unknown as { swapTimes: { pressed: number; arrived: number } }).swapTimes,
    );
    expect(arrived).toBeGreaterThan(0);
    expect(arrived - pressed).toBeGreaterThanOrEqual(REQUIRED.cardSwapMs - 2 * FRAME_MS);
    expect(arrived - pressed).toBeLessThanOrEqual(REQUIRED.cardSwapMs + 2 * FRAME_MS);
    await queuedTasksRun(page);
    const depth = () => flown.evaluate((card) => card.parentElement?.dataset.depth);
    await expect.poll(depth).toBe(String(PHOTO_COUNT - 1));
    await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
  });

  for (const width of [300, 375, 1280]) {
    // Each sets its own width, so one project is enough.
    test(`at ${width} px the stack is min(90vw, 400 px) wide and the front card 20:21 within 280–400 × 294–420 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHero(page);
      const stack = await hero(page).getByRole("region", { name: "Photo gallery" }).boundingBox();
      const card = await frontCard(page).boundingBox();
      const stackWidth = Math.min(0.9 * width, 400);
      const cardWidth = Math.max(280, Math.min(stackWidth, 400));
      expect(stack?.width).toBeCloseTo(stackWidth, 0);
      expect(card?.width).toBeCloseTo(cardWidth, 0);
      expect(card?.height).toBeCloseTo((cardWidth * 21) / 20, 0);
    });
  }

  test("is a focusable region: arrow keys swipe and the position is announced, cycling 7 → 1", async ({ page }) => {
    await openHero(page);
    const gallery = hero(page).getByRole("region", { name: "Photo gallery" });
    await gallery.focus();
    await expect(gallery).toBeFocused();
    await expect(position(page)).toHaveText(`Photo 1 of ${PHOTO_COUNT}`);
    for (let photo = 2; photo <= PHOTO_COUNT; photo += 1) {
      await page.keyboard.press(photo % 2 ? "ArrowLeft" : "ArrowRight");
      await expect(position(page)).toHaveText(`Photo ${photo} of ${PHOTO_COUNT}`);
    }
    await page.keyboard.press("ArrowRight");
    await expect(position(page)).toHaveText(`Photo 1 of ${PHOTO_COUNT}`);
    await expect(frontCard(page).getByRole("img")).toHaveAccessibleName(FRONT_PHOTO_ALT);
  });

  test("has a meaningful alt text on every photo", async ({ page }) => {
    await openHero(page);
    const alts = await hero(page)
      .locator("img[data-stack-photo]")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    expect(alts).toEqual(site.heroPhotos.map((photo) => photo.alt));
  });
});

test.describe("sub-line", () => {
  test("rotates on hover after 400 ms, then every 1500 ms, and resets on leave", async ({ page }) => {
    await page.clock.install();
    await openHero(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await expect(subLine(page)).toHaveText(SUB_LINES[0]);

    await page.locator("[data-hero-intro]").hover();
    const timing = { initialDelayMs: REQUIRED.subLineInitialDelayMs, intervalMs: REQUIRED.subLineIntervalMs };
    for (const [ms, line] of subLineTimeline(SUB_LINES.length, timing)) {
      await page.clock.runFor(ms);
      await expect(subLine(page)).toHaveText(SUB_LINES[line]!);
    }

    await page.mouse.move(1, 1);
    await expect(subLine(page)).toHaveText(SUB_LINES[0]);
    await page.clock.runFor(5000);
    await expect(subLine(page)).toHaveText(SUB_LINES[0]);
  });

  test("a pointer resting on the name and tagline since before the page's scripts arrived rotates", async ({
    page,
  }) => {
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/[^/]+\.js(\?.*)?$/, (route) => (holding ? held.push(route) : route.continue()));
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.locator("[data-hero-intro]").hover();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held) await route.continue();
    await expectOwnedByReact(page.locator("[data-hero-intro]"));
    await expect(subLine(page)).toHaveText(SUB_LINES[1]);
  });

  test("keyboard focus on the name and tagline rotates like hover", async ({ page }) => {
    await page.clock.install();
    await openHero(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.locator("[data-hero-intro]").focus();
    await page.clock.runFor(400);
    await expect(subLine(page)).toHaveText(SUB_LINES[1]);
    await page.keyboard.press("Shift+Tab");
    await expect(subLine(page)).toHaveText(SUB_LINES[0]);
  });

  test("keeps the room of its longest line, so nothing under it moves as the lines take turns", async ({ page }) => {
    // The narrowest phone, where the full test content's first German line takes two lines and its third one.
    const phone = DESIGN_VIEWPORTS[0]!;
    const lines = contentIn("de").site.subLines;
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await page.clock.install();
    await openHero(page, "/de/", GERMAN_MESSAGES["hero.loading"]);
    await page.clock.pauseAt(Date.now() + 60_000);
    const download = hero(page).getByRole("button", { name: GERMAN_MESSAGES["hero.downloadCv"] });
    const heights = new Set<number>();
    const tops = new Set<number>();
    await page.locator("[data-hero-intro]").focus();
    const timing = { initialDelayMs: REQUIRED.subLineInitialDelayMs, intervalMs: REQUIRED.subLineIntervalMs };
    for (const [ms, line] of subLineTimeline(lines.length, timing)) {
      await page.clock.runFor(ms);
      await expect(subLine(page)).toHaveText(lines[line]!);
      // The words' own height: the line's box is stretched to the room the longest line keeps.
      heights.add(
        await subLine(page)
          .locator(":scope > span")
          .evaluate((span) => {
            const words = document.createRange();
            words.selectNodeContents(span);
            return Math.round(words.getBoundingClientRect().height);
          }),
      );
      tops.add((await download.boundingBox())!.y);
    }
    // The check means something only if the lines themselves differ in height.
    expect(heights.size).toBeGreaterThan(1);
    expect([...tops]).toHaveLength(1);
  });

  test("pulses, scaled up and highlighted, for one second on triggerHeroPulse", async ({ page }) => {
    await page.clock.install();
    await openHero(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    const restingColor = await subLine(page).evaluate((element) => getComputedStyle(element).color);
    await page.evaluate(() => window.dispatchEvent(new Event("triggerHeroPulse")));
    await expect(subLine(page)).toHaveAttribute("data-pulsing", "true");
    await expect(subLine(page)).toHaveCSS("transform", "matrix(1.1, 0, 0, 1.1, 0, 0)");
    await expect(subLine(page)).not.toHaveCSS("color", restingColor);
    await page.clock.runFor(999);
    await expect(subLine(page)).toHaveAttribute("data-pulsing", "true");
    await page.clock.runFor(1);
    await expect(subLine(page)).toHaveAttribute("data-pulsing", "false");
    await expect(subLine(page)).toHaveCSS("transform", "none");
    await expect(subLine(page)).toHaveCSS("color", restingColor);
  });

  test("with reduced motion the pulse highlights without scaling and swipes still land", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await openHero(page);
    await page.evaluate(() => window.dispatchEvent(new Event("triggerHeroPulse")));
    await expect(subLine(page)).toHaveAttribute("data-pulsing", "true");
    await expect(subLine(page)).toHaveCSS("transform", "none");

    const firstCard = hero(page).locator("[data-depth] > div").first();
    await hero(page).getByRole("region", { name: "Photo gallery" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
    await expect(firstCard).toHaveCSS("opacity", "1");
    await expect(firstCard).toHaveCSS("transform", "none");
    await context.close();
  });
});

test.describe("buttons", () => {
  test("offer Download CV, LinkedIn in a new tab and a mail link that keeps the address off the page", async ({
    page,
  }) => {
    await openHero(page);
    await expect(hero(page).getByRole("button", { name: "Download CV" })).toBeVisible();
    const linkedin = hero(page).getByRole("link", { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    const contact = hero(page).getByRole("link", { name: "Contact Me" });
    await expect(contact).toHaveAttribute("href", /^mailto:.+@.+/);
    const address = (await contact.getAttribute("href"))!.slice("mailto:".length);
    await expect(hero(page)).not.toContainText(address);
  });

  // An iPhone's screen under the bars of LinkedIn's in-app browser, where most visitors first see the page, and a
  // smaller Android phone's.
  for (const viewport of [
    { width: 390, height: 664 },
    { width: 360, height: 640 },
  ]) {
    for (const [path, loading, downloadCv] of [
      ["/", "Loading...", "Download CV"],
      ["/de/", GERMAN_MESSAGES["hero.loading"], GERMAN_MESSAGES["hero.downloadCv"]],
    ] as const) {
      test(`on a ${viewport.width} × ${viewport.height} phone ${path} shows the name and ${downloadCv} whole on the first screen`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openHero(page, path, loading);
        await expectOnFirstScreen(page, viewport, [
          page.locator("#hero-title"),
          hero(page).getByRole("button", { name: downloadCv }),
        ]);
      });
    }
  }
});

test.describe("Download CV", () => {
  function consoleLines(page: Page) {
    const lines: { type: string; text: string }[] = [];
    page.on("console", (message) => lines.push({ type: message.type(), text: message.text() }));
    return lines;
  }

  async function clickAndDownload(page: Page) {
    const started = Date.now();
    const downloading = page.waitForEvent("download", { timeout: 8000 });
    await hero(page).getByRole("button", { name: "Download CV" }).click();
    const download = await downloading;
    return { download, elapsed: Date.now() - started };
  }

  test("a click before the page's scripts have arrived is carried out once they have", async ({ page }) => {
    const { calls } = await interceptTracking(page, "ok");
    const SCRIPT = /\/[^/]+\.js(\?.*)?$/;
    const held: Route[] = [];
    await page.route(SCRIPT, (route) => {
      held.push(route);
    });
    // Not until "load": the scripts start once the hero is painted, which can come before the load event, which
    // then waits for the held scripts.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    // Revealed by the inline script; React, which would remove the loader, has not arrived.
    await expect(hero(page).getByRole("heading", { level: 1 })).toBeVisible();
    const downloading = page.waitForEvent("download", { timeout: 15_000 });
    await hero(page).getByRole("button", { name: "Download CV" }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    await page.unroute(SCRIPT);
    for (const route of held) await route.continue();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(calls).toHaveLength(1);
  });

  test("POSTs timestamp, user agent and referrer to track-cv-download, then downloads the PDF", async ({ page }) => {
    const { calls } = await interceptTracking(page, "ok");
    const lines = consoleLines(page);
    await openHero(page);
    const { download } = await clickAndDownload(page);

    expect(calls).toHaveLength(1);
    const [call] = calls as [Request];
    expect(call.url()).toBe(FUNCTION_URL);
    expect(call.method()).toBe("POST");
    const headers = await call.allHeaders();
    expect(headers.apikey).toBe("e2e-anon-key");
    expect(headers.authorization).toBe("Bearer e2e-anon-key");
    const body = call.postDataJSON();
    expect(Object.keys(body).sort()).toEqual(["referrer", "timestamp", "userAgent"]);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(Math.abs(Date.now() - Date.parse(body.timestamp))).toBeLessThan(60_000);
    expect(body.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(body.referrer).toBe("direct");

    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(download.url().endsWith(`/${basename(site.cv)}`)).toBe(true);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    expect(lines.filter((line) => line.text.includes("Download tracking failed"))).toEqual([]);
  });

  test("sends the referring page when there is one", async ({ page }) => {
    const { calls } = await interceptTracking(page, "ok");
    await page.goto("/", { referer: "http://recruiter.example.com/shortlist" });
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await clickAndDownload(page);
    expect(calls[0]!.postDataJSON().referrer).toMatch(/^http:\/\/recruiter\.example\.com\//);
  });

  for (const outcome of ["500", "abort"] as const) {
    test(`still downloads when tracking fails (${outcome})`, async ({ page }) => {
      const { calls } = await interceptTracking(page, outcome);
      const lines = consoleLines(page);
      await openHero(page);
      const { download } = await clickAndDownload(page);
      expect(calls).toHaveLength(1);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(lines).toContainEqual({ type: "error", text: expect.stringContaining("Download tracking failed") });
    });
  }

  test("does not let a hung backend hold the download for more than a few seconds", async ({ page }) => {
    const { calls } = await interceptTracking(page, "hang");
    const lines = consoleLines(page);
    await openHero(page);
    const { download, elapsed } = await clickAndDownload(page);
    expect(calls).toHaveLength(1);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(7000);
    expect(lines).toContainEqual({ type: "error", text: expect.stringContaining("Download tracking failed") });
  });

  test("fetches supabase-js only on the first click, never with the first load", async ({ page }) => {
    await interceptTracking(page, "ok");
    // Bodies are read only once awaited: a read still pending when the test ends fails it.
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await openHero(page);
    await page.waitForLoadState("networkidle");
    const bundled = await Promise.all(
      scripts.map(async (script) => ({ url: script.url(), body: await script.text() })),
    );
    expect(bundled.length).toBeGreaterThan(0);
    expect(bundled.filter((script) => script.body.includes("@supabase/")).map((script) => script.url)).toEqual([]);

    const before = scripts.length;
    await clickAndDownload(page);
    const later = await Promise.all(scripts.slice(before).map((script) => script.text()));
    expect(later.some((body) => body.includes("@supabase/"))).toBe(true);
  });
});
