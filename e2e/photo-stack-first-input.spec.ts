import { expect as baseExpect, test, type Page, type Route } from "@playwright/test";
import { HERO_READY_CLASS, STACK_LIVE_ATTR } from "../src/boot/contract";
import { site } from "./support/content";
import { expectOwnedByReact } from "./support/hydration";
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

const frontCard = (page: Page) => page.locator('[data-photo-card="front"]');

/** The middle of the front card, where a visitor presses. */
async function cardCentre(page: Page) {
  const box = await frontCard(page).boundingBox();
  if (!box) throw new Error("no front card");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Runs while the gesture is under way, `dx` into it, before it goes on. */
type Midway = { dx: number; check: () => Promise<void> };

/**
 * A finger's sideways swipe across the front card, in small steps like a
 * hand, sent as touch events; `midway` looks at the card part of the way.
 */
async function swipeByTouch(page: Page, dx: number, midway?: Midway) {
  const { x, y } = await cardCentre(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", to?: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: to === undefined ? [] : [{ x: x + to, y }] });
  const slide = async (from: number, to: number) => {
    for (let step = 1; step <= 6; step += 1) await touch("touchMove", from + ((to - from) * step) / 6);
  };
  await touch("touchStart", 0);
  if (midway) {
    await slide(0, midway.dx);
    await midway.check();
  }
  await slide(midway?.dx ?? 0, dx);
  await touch("touchEnd");
}

/** The same with a mouse, pressed on the card at once, without resting on it first. */
async function dragByMouse(page: Page, dx: number, midway?: Midway) {
  const { x, y } = await cardCentre(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  if (midway) {
    await page.mouse.move(x + midway.dx, y, { steps: 6 });
    await midway.check();
  }
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

/** The front card's rotation in degrees and its opacity, as the browser draws them. */
const drawnPose = (page: Page) =>
  frontCard(page).evaluate((card) => {
    const style = getComputedStyle(card);
    const matrix = new DOMMatrixReadOnly(style.transform === "none" ? undefined : style.transform);
    return { rotate: (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI, opacity: Number(style.opacity) };
  });

/**
 * 60 px into a drag the card has turned 12 degrees (0.2 per px) to the
 * drag's side and faded to 55% (to 25% at 100 px), whichever code moves it.
 */
const followsTheDrag = (page: Page, dx: number): Midway => ({
  dx,
  check: async () => {
    await expect.poll(async () => (await drawnPose(page)).rotate, { timeout: 2_000 }).toBeCloseTo(dx * 0.2, 0);
    expect((await drawnPose(page)).opacity).toBeCloseTo(1 - (Math.abs(dx) / 100) * 0.75, 1);
  },
});

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

test.describe("the photo stack's very first drag follows the pointer", () => {
  /** A visitor who lets the page settle before touching the photo, as most do. */
  async function openAndSettle(page: Page) {
    await page.goto("/", { waitUntil: "load" });
    await expectOwnedByReact(page.locator("#hero-title"));
    await page.waitForLoadState("networkidle");
  }

  test("with a mouse, once the page has settled", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAndSettle(page);
    await dragByMouse(page, 120, followsTheDrag(page, 60));
    await expectOnPhotoTwo(page);
  });

  test("with a finger, once the page has settled", { tag: ON_PHONE }, async ({ page }, testInfo) => {
    test.skip(!testInfo.project.use.hasTouch, "a touch screen's swipe");
    await openAndSettle(page);
    await swipeByTouch(page, -120, followsTheDrag(page, -60));
    await expectOnPhotoTwo(page);
  });

  test("with a mouse, as the hero appears, before any bundle has run", async ({ page }) => {
    const release = await openUntil(page, "the hero is revealed", { hold: true });
    await dragByMouse(page, 120, followsTheDrag(page, 60));
    await release();
    await expectOnPhotoTwo(page);
  });

  test(
    "with a finger, as the hero appears, before any bundle has run",
    { tag: ON_PHONE },
    async ({ page }, testInfo) => {
      test.skip(!testInfo.project.use.hasTouch, "a touch screen's swipe");
      const release = await openUntil(page, "the hero is revealed", { hold: true });
      await swipeByTouch(page, -120, followsTheDrag(page, -60));
      await release();
      await expectOnPhotoTwo(page);
    },
  );

  test("a press held while the stack's code arrives keeps the card where the pointer has it", async ({ page }) => {
    const release = await openUntil(page, "the hero is revealed", { hold: true });
    await dragByMouse(page, 120, {
      ...followsTheDrag(page, 60),
      check: async () => {
        await followsTheDrag(page, 60).check();
        // The stack goes live under the still pointer; its own code, seeing no press, drew its card at rest.
        await release();
        await expect(gallery(page)).toHaveAttribute(STACK_LIVE_ATTR, "");
        await page.waitForTimeout(500);
        expect((await drawnPose(page)).rotate).toBeCloseTo(12, 0);
      },
    });
    await expectOnPhotoTwo(page);
  });

  test("a short drag snaps back, and the card is the stack's again", async ({ page }) => {
    await openAndSettle(page);
    await dragByMouse(page, 30, followsTheDrag(page, 25));
    await expect.poll(async () => (await drawnPose(page)).rotate).toBeCloseTo(0, 1);
    await expect(position(page)).toHaveText(`Photo 1 of ${PHOTO_COUNT}`);
    await dragByMouse(page, -120, followsTheDrag(page, -60));
    await expectOnPhotoTwo(page);
  });
});
