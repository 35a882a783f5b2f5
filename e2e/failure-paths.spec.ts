import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { CV_TRACKING_TIMEOUT_MS } from "../src/lib/constants";
import { REQUIRED } from "./support/required";
import { projectsPerViewAt } from "./support/per-view";
import { watchPageProblems } from "./support/page-problems";
import { queuedTasksRun } from "./support/settle";
import {
  chatInput,
  chatMessages,
  chatPhone,
  downloadButton,
  downloadCv,
  interceptTracking,
  openHydrated,
  openWithFrozenTimers,
  stubExternalSites,
  moveProjectCarousel,
} from "./support/visitor";

/**
 * The failure paths, each broken on purpose in a real browser
 * against the production build (npm run build:e2e).
 *
 * | Failure                                        | Test                                                                    |
 * | ---------------------------------------------- | ----------------------------------------------------------------------- |
 * | tracking answers 500                           | here: "tracking answering 500 …"; hero.spec: "still downloads … (500)"  |
 * | tracking refuses the connection                | here: "tracking refusing the connection …"                              |
 * | tracking hangs (download after exactly 3 s)    | here: "tracking hanging …"; hero.spec: "does not let a hung backend …"  |
 * | one hero photo fails (counts as loaded)        | hero.spec: "shows the loader … failures included"                       |
 * | every hero photo fails                         | here: "every hero photo failing …"                                      |
 * | a tool logo fails (hidden)                     | showcase.spec: "hides a logo whose request fails …"                     |
 * | localStorage throws (theme still toggles)      | foundation.spec: "still works when localStorage throws"                 |
 * | 10,000 characters or HTML pasted into the chat | here: "a 10,000-character HTML paste …"; chat.spec: layout and HTML     |
 * | rapid repeated clicks on Download CV           | here: "rapid clicks on Download CV …"                                   |
 * | resizing across 640/768/1024 px mid-drag       | here: "resizing across … while the … carousel is mid-drag"              |
 *
 * Download CV's rule for repeated clicks: one download per click. Each click
 * is tracked and downloaded on its own, also while earlier ones are still
 * under way, and the button never stays busy.
 */

/** Counts Download CV clicks and the downloads they start, in the page itself. */
async function countDownloads(page: Page) {
  await page.addInitScript(() => {
    const counts = { clicks: 0, downloads: 0 };
    (window as unknown as { __cv: typeof counts }).__cv = counts;
    document.addEventListener(
      "click",
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest("a[download]")) counts.downloads += 1;
        else if (target?.closest("button")?.textContent?.includes("Download CV")) counts.clicks += 1;
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cv: { clicks: number; downloads: number } }).__cv);
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

async function expectPdf(download: Download) {
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe("%PDF-");
}

test.describe("Download CV when tracking fails", () => {
  for (const [outcome, title] of [
    ["500", "tracking answering 500"],
    ["connectionrefused", "tracking refusing the connection"],
  ] as const) {
    test(`${title} downloads the PDF at once, without waiting for the time limit, and logs the failure`, async ({
      page,
    }) => {
      const { calls } = await interceptTracking(page, outcome);
      const errors = consoleErrors(page);
      await openWithFrozenTimers(page);
      await expectPdf(await downloadCv(page));
      expect(calls).toHaveLength(1);
      await expect.poll(() => errors.some((error) => error.includes("Download tracking failed"))).toBe(true);
    });
  }

  test(`tracking hanging downloads the PDF exactly when the ${CV_TRACKING_TIMEOUT_MS} ms limit runs out and logs the failure`, async ({
    page,
  }) => {
    const { calls } = await interceptTracking(page, "hang");
    const counts = await countDownloads(page);
    const errors = consoleErrors(page);
    await openWithFrozenTimers(page);
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    const downloading = page.waitForEvent("download", { timeout: 10_000 });
    await downloadButton(page).click();
    await expect.poll(() => calls.length).toBe(1);

    await page.clock.runFor(CV_TRACKING_TIMEOUT_MS - 1);
    // Message round trips (not timers: those are frozen) let whatever the limit would start run.
    await queuedTasksRun(page);
    expect((await counts()).downloads).toBe(0);
    expect(downloads).toBe(0);
    await expect(downloadButton(page)).toHaveAttribute("aria-busy", "true");

    await page.clock.runFor(1);
    await expectPdf(await downloading);
    expect(await counts()).toEqual({ clicks: 1, downloads: 1 });
    await expect(downloadButton(page)).toHaveAttribute("aria-busy", "false");
    await expect.poll(() => errors.some((error) => error.includes("Download tracking failed"))).toBe(true);
  });
});

test("rapid clicks on Download CV: one download per click, never stuck busy", async ({ page }) => {
  const { calls, held, release } = await interceptTracking(page, "hold");
  const counts = await countDownloads(page);
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  await openWithFrozenTimers(page);
  const button = downloadButton(page);

  for (let click = 0; click < 5; click += 1) await button.click();
  await expect.poll(() => held.length).toBe(5);
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expect(button).toBeEnabled();
  for (const route of held) await release(route);
  await expect.poll(() => downloads).toBe(5);
  await expect(button).toHaveAttribute("aria-busy", "false");
  expect((await counts()).clicks).toBe(5);

  for (let round = 6; round <= 8; round += 1) {
    await button.click();
    await expect.poll(() => held.length).toBe(round);
    await release(held[round - 1]!);
    await expect.poll(() => downloads).toBe(round);
    await expect(button).toHaveAttribute("aria-busy", "false");
  }
  expect(calls).toHaveLength(8);
  expect(await counts()).toEqual({ clicks: 8, downloads: 8 });
});

test("every hero photo failing still counts as loaded: the hero content appears", async ({ page }) => {
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  await page.route(/\/portrait-\d\.(?:jpg|webp|avif)$/, (route) => route.abort());
  await page.goto("/");
  const hero = page.locator("section#hero");
  await expect(page.getByText("Loading...")).toHaveCount(0, { timeout: 15_000 });
  await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(hero.getByRole("button", { name: "Download CV" })).toBeVisible();
  await expect(hero.getByRole("region", { name: "Photo gallery" })).toBeVisible();
  expect(uncaught).toEqual([]);
});

test("a 10,000-character HTML paste into the chat shows as text, runs nothing, and the page stays responsive", async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  await openHydrated(page);
  const markup = '<img src="/nope.png" onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
  const pasted = markup + "x".repeat(10_000 - markup.length);
  await chatInput(page).focus();
  // One insertion, like a paste: a single input event with the whole text.
  await page.keyboard.insertText(pasted);
  await expect(chatInput(page)).toHaveValue(pasted);
  await chatInput(page).press("Enter");
  await expect(chatMessages(page)).toHaveCount(3, { timeout: 5000 });

  await expect(chatMessages(page).nth(1)).toContainText(markup);
  await expect(chatPhone(page).getByRole("log").locator("img, script, b")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Click to effect, measured in the page: the theme class must change within a second.
  await page.evaluate(() => {
    const html = document.documentElement;
    (window as unknown as { __latency: Promise<number> }).__latency = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener("click", () => (clickedAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        observer.disconnect();
        resolve(performance.now() - clickedAt);
      }).observe(html, { attributes: true, attributeFilter: ["class"] });
    });
  });
  await page.getByRole("button", { name: /^Switch to (dark|light) mode$/ }).click();
  const latency = await page.evaluate(() => (window as unknown as { __latency: Promise<number> }).__latency);
  expect(latency).toBeLessThan(1000);
  expect(problems).toEqual([]);
});

test.describe("resizing across the breakpoints mid-drag", () => {
  test.beforeEach(({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the viewport is set by the test");
    // Three widths, each with its own carousel round trip: slow on a busy machine.
    test.slow();
  });
  test.use({ viewport: { width: 700, height: 900 } });

  const activeCount = (page: Page) => page.locator("#projects .slick-slide.slick-active").count();
  // Each step crosses one breakpoint: 768 up, 1024 up, 1024 and 768 and 640 down, 640 up.
  const WIDTHS = [
    REQUIRED.mobileBreakpointPx + 32,
    REQUIRED.lgPx + 76,
    REQUIRED.smPx - 40,
    REQUIRED.mobileBreakpointPx - 68,
  ];
  const AFTERWARDS = [REQUIRED.smPx - 265, REQUIRED.smPx + 60, REQUIRED.lgPx + 256].map((width) => ({
    width,
    perView: projectsPerViewAt(width),
  }));

  for (const section of ["projects", "experience"] as const) {
    test(`resizing across 640, 768 and 1024 px while the ${section} carousel is mid-drag breaks nothing`, async ({
      page,
      context,
    }) => {
      await stubExternalSites(context);
      const problems = await watchPageProblems(page);
      let newTabs = 0;
      context.on("page", () => (newTabs += 1));
      await openHydrated(page);
      // The slider mounts as its carousel nears the viewport.
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
      const list = page.locator(`#${section} .slick-list`);
      await expect(list).toBeVisible();
      const box = (await list.boundingBox())!;
      const y = box.y + box.height / 2;
      const trackAt = () => list.locator(".slick-track").evaluate((track) => (track as HTMLElement).style.transform);
      const resting = await trackAt();
      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
      // The track follows the pointer: the carousel really is mid-drag when the window resizes.
      expect(await trackAt()).not.toBe(resting);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
        await page.mouse.move(box.x + box.width * 0.4, y, { steps: 4 });
      }
      await page.mouse.up();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

      for (const { width, perView } of AFTERWARDS) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => activeCount(page)).toBe(perView);
        await moveProjectCarousel(page);
        await expect.poll(() => activeCount(page)).toBe(perView);
        const experience = page.locator("#experience");
        await experience.scrollIntoViewIfNeeded();
        if (width < REQUIRED.mobileBreakpointPx) await expect(experience.locator(".slick-slider")).toBeVisible();
        else await expect(experience.locator("[data-radix-scroll-area-viewport]")).toBeVisible();
      }
      expect(newTabs).toBe(0);
      expect(problems).toEqual([]);
    });
  }
});
