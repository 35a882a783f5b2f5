import { expect as baseExpect, test, type Page, type Route } from "@playwright/test";
import { HERO_READY_CLASS, STACK_LIVE_ATTR } from "../src/boot/contract";
import { site } from "./support/content";
import { ON_PHONE } from "./support/widths";

/** Hydration and the stack's code can take a while on a busy CI machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const PHOTO_COUNT = site.heroPhotos.length;
const SCRIPT = /\/[^/]+\.js(\?.*)?$/;
const position = (page: Page) => page.locator('section#hero [aria-live="polite"]');
const gallery = (page: Page) => page.getByRole("region", { name: "Photo gallery" });

/** The moments a visitor may act at: the reveal (before any bundle has run) and React taking over the hero. */
const MOMENTS = {
  "the hero is revealed": (readyClass: string) => document.documentElement.classList.contains(readyClass),
  "React owns the hero": () =>
    Object.keys(document.querySelector("#hero-title") ?? {}).some((key) => key.startsWith("__reactProps")),
};
type Moment = keyof typeof MOMENTS;

/**
 * Opens the page and returns, within a frame, once the moment has come. With
 * `hold`, every script requested from then on is held back until `release`,
 * so the input surely comes before the stack's code.
 */
async function openUntil(page: Page, moment: Moment, { hold }: { hold: boolean }) {
  const held: Route[] = [];
  let holding = hold && moment === "the hero is revealed";
  await page.route(SCRIPT, (route) => (holding ? held.push(route) : route.continue()));
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForFunction(MOMENTS[moment], HERO_READY_CLASS, { polling: "raf", timeout: 15_000 });
  holding = hold;
  return async function release() {
    holding = false;
    for (const route of held) await route.continue();
  };
}

/** A finger's sideways swipe across the front card, in small steps like a hand, sent as touch events. */
async function swipeByTouch(page: Page, dx: number) {
  const box = await page.locator('[data-photo-card="front"]').boundingBox();
  if (!box) throw new Error("no front card");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 12; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * step) / 12, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** The same with a mouse, pressed on the card at once, without resting on it first. */
async function dragByMouse(page: Page, dx: number) {
  const box = await page.locator('[data-photo-card="front"]').boundingBox();
  if (!box) throw new Error("no front card");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

/** Once the stack runs on its own code, the input must have counted exactly once. */
async function expectOnPhotoTwo(page: Page) {
  await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
  await expect(gallery(page)).toHaveAttribute(STACK_LIVE_ATTR, "");
  await expect(position(page)).toHaveText(`Photo 2 of ${PHOTO_COUNT}`);
}

test.describe("the photo stack's first input, before its code has arrived", () => {
  for (const moment of Object.keys(MOMENTS) as Moment[]) {
    for (const hold of [false, true]) {
      const when = `the moment ${moment}${hold ? ", its code held back," : ""}`;

      test(`a touch swipe ${when} ends on photo 2`, { tag: ON_PHONE }, async ({ page }, testInfo) => {
        test.skip(!testInfo.project.use.hasTouch, "a touch screen's swipe");
        const release = await openUntil(page, moment, { hold });
        await swipeByTouch(page, -120);
        await release();
        await expectOnPhotoTwo(page);
      });

      test(`a mouse drag ${when} ends on photo 2`, async ({ page }) => {
        const release = await openUntil(page, moment, { hold });
        await dragByMouse(page, 120);
        await release();
        await expectOnPhotoTwo(page);
      });

      test(`an arrow key on the focused gallery ${when} ends on photo 2`, async ({ page }) => {
        const release = await openUntil(page, moment, { hold });
        await gallery(page).focus();
        await page.keyboard.press("ArrowRight");
        await release();
        await expectOnPhotoTwo(page);
      });
    }
  }
});
