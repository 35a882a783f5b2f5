import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { REQUIRED } from "./support/required";
import sharp from "sharp";
import { channels, colorToken } from "./support/color-token";
import { nextFrames, queuedTasksRun, requestsSettled } from "./support/settle";
import { sectionLinks, site } from "./support/content";
import { expectOwnedByReact } from "./support/hydration";
import { sectionLanded } from "./support/section-landed";
import { ON_PHONE } from "./support/widths";
import { NARROW_PHONE_PX, SCREENS_PX } from "../src/lib/breakpoints";
import { arrowMasks } from "./engines/in-page";

/** A string only canvas-confetti's code contains: its worker hands the canvas over with it. */
const CONFETTI_SIGNATURE = "transferControlToOffscreen";
const CONFETTI_CANVAS = "body > canvas";
const EXTERNAL_HOSTS = [new URL(site.schedulingUrl).origin, new URL(site.linkedinUrl).origin];

/** New tabs land on a local stub instead of the real site, so the tests need no network. */
async function stubExternalSites(context: BrowserContext) {
  for (const origin of EXTERNAL_HOSTS) {
    await context.route(`${origin}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>External stub</title>" }),
    );
  }
}

/** Clicks before hydration would hit the plain links; wait until React owns the contact section. */
async function gotoHydrated(page: Page) {
  await page.goto("/");
  await expectOwnedByReact(page.locator("#contact ul a").first());
}

/** Records the bodies of every script the page loads, to tell whether canvas-confetti came along. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(await response.text().catch(() => ""));
  });
  return bodies;
}

const hasConfettiCode = (bodies: string[]) => bodies.some((body) => body.includes(CONFETTI_SIGNATURE));

const landedOn = (page: Page, id: string) => page.evaluate(sectionLanded, id);

const contact = (page: Page) => page.locator("section#contact");
/** The tagline phrase in view; the others are hidden from sight and from assistive technology. */
const shownPhrase = (page: Page) => contact(page).locator("p[aria-live] > span:not([aria-hidden])");

interface TaglineChange {
  phrase: string;
  /** When the change was seen, in the page's clock. */
  at: number;
  /** Transitions running once the change is styled: 0 when the phrases swap at once. */
  fades: number;
}

/**
 * The tagline's next `count` changes, seen in the page, so the test's own
 * polling blurs neither their timing nor the transitions they start.
 */
const taglineChanges = (page: Page, count: number) =>
  page.evaluate(
    (count) =>
      new Promise<{ start: string; changes: TaglineChange[] }>((resolve) => {
        const area = document.querySelector("#contact p[aria-live]")!;
        const current = () =>
          [...area.querySelectorAll(":scope > span:not([aria-hidden])")].map((span) => span.textContent).join("|");
        const start = current();
        const changes: TaglineChange[] = [];
        const observer = new MutationObserver(() => {
          const phrase = current();
          if ((changes.at(-1)?.phrase ?? start) === phrase) return;
          changes.push({ phrase, at: performance.now(), fades: area.getAnimations({ subtree: true }).length });
          if (changes.length === count) {
            observer.disconnect();
            resolve({ start, changes });
          }
        });
        observer.observe(area, { attributes: true, subtree: true });
      }),
    count,
  );

const actionLinks = (page: Page) => contact(page).getByRole("list").getByRole("link");

test.describe("contact section", () => {
  test.beforeEach(async ({ context }) => stubExternalSites(context));

  test("shows the heading and the availability badge, whose dot pings for less than five seconds", async ({ page }) => {
    await page.goto("/");
    await expect(contact(page).getByRole("heading", { level: 2 })).toBeVisible();
    const badge = contact(page).getByText("Currently available and responds within 4 hours", { exact: true });
    await badge.scrollIntoViewIfNeeded();
    await expect(badge).toBeVisible();
    // Motion that starts by itself ends within five seconds (WCAG 2.2.2): the ping has an end, and it is near.
    const pingEnds = () =>
      contact(page)
        .locator("[data-ping]")
        .evaluate((dot) => dot.getAnimations().map((animation) => animation.effect?.getComputedTiming().endTime));
    // The end is read in the same look that finds the animation, which is over a few seconds later.
    let ends: Awaited<ReturnType<typeof pingEnds>> = [];
    await expect.poll(async () => (ends = await pingEnds()).length).toBe(1);
    const [end] = ends;
    expect(end).toBeGreaterThan(0);
    expect(end).toBeLessThanOrEqual(5000);
  });

  test("offers the four actions in order: mail draft, scheduling and profile in new tabs, projects", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page);
    const links = actionLinks(page);
    await expect(links).toHaveCount(4);
    for (const [index, action] of site.contactActions.entries()) {
      await expect(links.nth(index)).toContainText(action.title);
      await expect(links.nth(index)).toContainText(action.subtitle);
    }

    const mailHref = (await links.nth(0).getAttribute("href"))!;
    const mail = new URL(mailHref);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe(site.email);
    expect(mail.searchParams.get("subject")).toBe(site.mail.subject);
    expect(mail.searchParams.get("body")).toBe(site.mail.body);
    expect(mailHref).not.toContain("+");
    expect(mailHref).toContain("%0A");

    for (const [index, url] of [
      [1, site.schedulingUrl],
      [2, site.linkedinUrl],
    ] as const) {
      await expect(links.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
      const [tab] = await Promise.all([context.waitForEvent("page"), links.nth(index).click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(url);
      await tab.close();
      expect(new URL(page.url()).pathname).toBe("/");
    }

    await links.nth(3).click();
    await expect(page).toHaveURL(/#projects$/);
    await expect.poll(() => landedOn(page, "projects")).toBe(true);
  });

  test("says where each action leads, after its title at every width: up and out for a new tab, across for the rest", async ({
    page,
  }) => {
    // Each card's one arrow is the ::after of its title's last words, so it never starts a line of its own.
    const arrows = async () =>
      (await page.evaluate(arrowMasks, "#contact .contact-actions > li > a")).map((masks) =>
        masks.map((mask) => (mask.includes("M7 7h10v10") ? "up" : mask.includes("M5 12h14") ? "across" : mask)),
      );
    const inTheTitle = () =>
      actionLinks(page).evaluateAll((links) =>
        links.map((link) =>
          [...link.querySelectorAll(".contact-action-title, .contact-action-title *")].some(
            (element) => getComputedStyle(element, "::after").content !== "none",
          ),
        ),
      );
    const rows = async () =>
      new Set(await actionLinks(page).evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top)))
        .size;
    await page.setViewportSize({ width: SCREENS_PX.md, height: 900 });
    await page.goto("/");
    const newTabs = await actionLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("target") === "_blank"),
    );
    expect(newTabs).toHaveLength(4);
    const eachKind = newTabs.map((newTab) => [newTab ? "up" : "across"]);
    for (const width of [SCREENS_PX.md, SCREENS_PX.md - 1, SCREENS_PX.xs - 1, NARROW_PHONE_PX, NARROW_PHONE_PX - 1]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await arrows(), `at ${width} px`).toEqual(eachKind);
      expect(await inTheTitle(), `at ${width} px`).toEqual([true, true, true, true]);
      expect(await rows(), `rows at ${width} px`).toBe(width >= SCREENS_PX.md ? 2 : 4);
    }
  });

  test("sets the first action apart as the one to take: only its icon stands filled in the accent", async ({
    page,
  }) => {
    await page.goto("/");
    const accent = await colorToken(page, "--color-accent");
    const tiles = await actionLinks(page).evaluateAll((links) =>
      links.map((link) => getComputedStyle(link.firstElementChild!).backgroundColor),
    );
    expect(tiles.length).toBeGreaterThan(1);
    expect(tiles.map((tile) => tile === accent)).toEqual(tiles.map((_, position) => position === 0));
  });

  test("swaps to the hover icon while an action is hovered", async ({ page }) => {
    await gotoHydrated(page);
    const first = actionLinks(page).first();
    await expect(first.locator('[data-icon="hover"]')).toHaveCSS("opacity", "0");
    await first.hover();
    await expect(first.locator('[data-icon="hover"]')).toHaveCSS("opacity", "1");
    await expect(first.locator('[data-icon="default"]')).toHaveCSS("opacity", "0");
  });

  test("loads canvas-confetti only on first use and draws a burst on click", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    const firstLoad = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const src of firstLoad) {
      expect((await (await request.get(src)).text()).includes(CONFETTI_SIGNATURE), src).toBe(false);
    }

    const scripts = recordScripts(page);
    await gotoHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(hasConfettiCode(scripts)).toBe(false);
    await expect(page.locator(CONFETTI_CANVAS)).toHaveCount(0);

    await actionLinks(page).nth(3).click();
    await expect(page.locator(CONFETTI_CANVAS)).toHaveCount(1);
    await expect.poll(() => hasConfettiCode(scripts)).toBe(true);
  });

  test("fades the tagline only on screen: off screen its phrases swap at once", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page);
    // The page's clock runs a whole interval on, so the next change comes at once; the fades run in real time.
    const nextChange = async () => {
      const changes = taglineChanges(page, 1);
      await page.clock.runFor(REQUIRED.contactTaglineIntervalMs);
      return (await changes).changes[0]!;
    };

    const offScreen = await nextChange();
    expect(site.contactTaglines).toContain(offScreen.phrase);
    expect(offScreen.fades).toBe(0);

    const shown = shownPhrase(page);
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).not.toHaveCSS("transition-property", "none");
    const onScreen = await nextChange();
    expect(onScreen.phrase).not.toBe(offScreen.phrase);
    expect(onScreen.fades).toBeGreaterThan(0);
  });

  test("rotates the tagline every 3 s through all four phrases", async ({ page }) => {
    // On the page's own clock, stepped a tenth of a second at a time: each change is
    // timed to that step, whatever the machine's load.
    await page.clock.install();
    await gotoHydrated(page);
    const phrases = site.contactTaglines;
    const shown = shownPhrase(page);
    await expect(shown).toHaveCount(1);
    for (const phrase of phrases) await expect(contact(page).getByText(phrase)).toBeAttached();
    await page.clock.pauseAt(Date.now() + 1000);

    const start = (await shown.textContent())!;
    const first = phrases.indexOf(start);
    expect(first).toBeGreaterThanOrEqual(0);
    const STEP_MS = 100;
    const seen: Array<{ phrase: string; at: number }> = [];
    let phrase = start;
    // Long enough for every phrase to come round, with an interval to spare.
    const untilMs = (phrases.length + 1) * REQUIRED.contactTaglineIntervalMs;
    for (let at = STEP_MS; seen.length < phrases.length && at <= untilMs; at += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      await queuedTasksRun(page);
      const now = (await shown.textContent())!;
      if (now !== phrase) seen.push({ phrase: (phrase = now), at });
    }
    const expected = phrases.map((_, step) => phrases[(first + step + 1) % phrases.length]);
    expect(seen.map((change) => change.phrase)).toEqual(expected);
    // After the first change, whose place depends on when the page started its timer, one every 3 s.
    const gaps = seen.slice(1).map((change, step) => change.at - seen[step]!.at);
    for (const gap of gaps) expect(Math.abs(gap - REQUIRED.contactTaglineIntervalMs)).toBeLessThanOrEqual(STEP_MS);
    expect(seen[0]!.at).toBeLessThanOrEqual(REQUIRED.contactTaglineIntervalMs + STEP_MS);
    await expect(shown).toHaveText(start);
    await expect(contact(page).getByText(start)).toBeVisible();
  });

  test("draws each phrase's time round the pause control as an arc that closes from the top", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page);
    const control = contact(page).getByRole("button", { name: "Pause rotating tagline" });
    await control.scrollIntoViewIfNeeded();
    const timer = control.locator(".tagline-timer");
    await expect(timer).toBeVisible();
    const drawn = await timer.evaluate((box) => {
      const animations = box.getAnimations({ subtree: true }) as CSSAnimation[];
      const outer = box.getBoundingClientRect();
      const button = box.parentElement!.getBoundingClientRect();
      return {
        animations: animations.map((animation) => ({
          duration: animation.effect?.getTiming().duration,
          running: animation.playState,
          // Only a turn or a fade, which the compositor draws off the main thread.
          properties: (animation.effect as KeyframeEffect)
            .getKeyframes()
            .flatMap((frame) =>
              Object.keys(frame).filter((key) => !["offset", "computedOffset", "easing", "composite"].includes(key)),
            ),
        })),
        // Over the control's outline: the control's own box, border included.
        inset: [
          outer.left - button.left,
          button.right - outer.right,
          outer.top - button.top,
          button.bottom - outer.bottom,
        ],
      };
    });
    expect(drawn.animations).toHaveLength(2);
    for (const animation of drawn.animations) {
      expect(animation.duration).toBe(REQUIRED.contactTaglineIntervalMs);
      expect(animation.running).toBe("running");
      expect(animation.properties).toContain("transform");
      expect(animation.properties.filter((property) => !["transform", "opacity"].includes(property))).toEqual([]);
    }
    for (const side of drawn.inset) expect(Math.abs(side)).toBeLessThanOrEqual(0.5);

    // Held at moments of the phrase's time, the ring is drawn in the accent from the top, clockwise, that far round:
    // read at the middle of each quarter of the ring, in the picture of the control. The page's clock stands still
    // meanwhile, so the phrase, and with it the timer, stays.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
    const accent = channels(await colorToken(page, "--color-accent-ink"));
    const quartersDrawnAt = async (share: number) => {
      await timer.evaluate((box, at) => {
        for (const animation of box.getAnimations({ subtree: true })) {
          animation.pause();
          animation.currentTime = at * Number(animation.effect!.getTiming().duration);
        }
      }, share);
      const { data, info } = await sharp(await timer.screenshot())
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const radius = info.width / 2 - 1;
      return [45, 135, 225, 315].map((degrees) => {
        const angle = (degrees * Math.PI) / 180;
        const x = Math.round(info.width / 2 + radius * Math.sin(angle) - 0.5);
        const y = Math.round(info.height / 2 - radius * Math.cos(angle) - 0.5);
        const pixel = [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
        return Math.max(...pixel.map((value, index) => Math.abs(value - accent[index]!))) < 48;
      });
    };
    expect(await quartersDrawnAt(0.3)).toEqual([true, false, false, false]);
    expect(await quartersDrawnAt(0.7)).toEqual([true, true, true, false]);
    expect(await quartersDrawnAt(0.99)).toEqual([true, true, true, true]);

    // Paused, by the pointer or by the control, no time runs, so none is drawn.
    await control.hover();
    await expect(timer).toHaveCount(0);
    await control.click();
    await page.mouse.move(0, 0);
    await expect(contact(page).getByRole("button", { name: "Resume rotating tagline" })).toBeVisible();
    await expect(contact(page).locator(".tagline-timer")).toHaveCount(0);
  });

  test("holds the tagline while hovered", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page);
    const shown = shownPhrase(page);
    await shown.hover();
    const phrase = await shown.textContent();
    // Past the next change on the page's clock: a rotation that ignored the hover would have shown.
    await page.clock.runFor(REQUIRED.contactTaglineIntervalMs + 500);
    await expect(shown).toHaveText(phrase!);
    await page.mouse.move(0, 0);
    // A full interval after the pointer leaves, plus slack for a busy machine.
    await expect(shown).not.toHaveText(phrase!, { timeout: 6000 });
  });

  test("shows a typing indicator while Just Say Hi is hovered or keyboard-focused", async ({ page }) => {
    await gotoHydrated(page);
    const sayHi = contact(page).getByRole("link", { name: "Just Say Hi" });
    const typing = contact(page).getByRole("img", { name: "typing" });
    await expect(sayHi).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(typing).toHaveCount(0);

    await sayHi.hover();
    await expect(typing).toBeVisible();
    await expect(typing.locator("span")).toHaveCount(3);
    await page.mouse.move(0, 0);
    await expect(typing).toHaveCount(0);

    // The greeting follows the tagline's pause control in the tab order.
    await contact(page).getByRole("button", { name: "Pause rotating tagline" }).focus();
    await page.keyboard.press("Tab");
    await expect(sayHi).toBeFocused();
    await expect(typing).toBeVisible();
  });
});

test.describe("contact with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("draws no confetti and does not even load the library", async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page);
    await actionLinks(page).nth(3).click();
    // The click's handler asks for the confetti chunk at once, if at all: once every request has
    // settled and a frame has passed, a burst would have drawn its canvas.
    await requestsSettled(page);
    await nextFrames(page);
    await expect(page.locator(CONFETTI_CANVAS)).toHaveCount(0);
    expect(hasConfettiCode(scripts)).toBe(false);
  });

  test("draws no timer round the tagline's pause control", async ({ page }) => {
    await gotoHydrated(page);
    const control = contact(page).getByRole("button", { name: "Pause rotating tagline" });
    await control.scrollIntoViewIfNeeded();
    await expect(control.locator(".tagline-timer")).toBeAttached();
    await expect(control.locator(".tagline-timer")).toBeHidden();
  });

  test("footer links jump instead of scrolling smoothly", async ({ page }) => {
    await gotoHydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Projects", exact: true }).click();
    expect(await landedOn(page, "projects")).toBe(true);
  });
});

test.describe("footer", () => {
  // The registry's links, which hold the four the page promises.
  const QUICK_LINKS = sectionLinks.map(({ label, to }) => [label, to] as const);

  test("links About, Projects, Experience and Contact", async ({ page }) => {
    await page.goto("/");
    const names = await page.getByRole("contentinfo").getByRole("link").allTextContents();
    const promised = ["About", "Projects", "Experience", "Contact"];
    expect(names.filter((name) => promised.includes(name.trim())).map((name) => name.trim())).toEqual(promised);
  });

  test("is the only contentinfo landmark and has location and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    await expect(page.locator("footer")).toHaveCount(1);
    await expect(footer.getByText(site.location)).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test("every quick link lands on its section, and Home on the very top", { tag: ON_PHONE }, async ({ page }) => {
    await gotoHydrated(page);
    const footer = page.getByRole("contentinfo");
    for (const [label, id] of QUICK_LINKS) {
      const link = footer.getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("href", `#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect.poll(() => landedOn(page, id), { message: `${label} lands on #${id}` }).toBe(true);
    }

    await footer.getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("#hero")).toBeInViewport();
    expect(new URL(page.url()).hash).toBe("");
  });

  test("quick links work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const [label, id] of QUICK_LINKS) {
      await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
      await expect.poll(() => landedOn(page, id)).toBe(true);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  test("has a mail link to the owner and a LinkedIn link that opens a new tab", async ({ page, context }) => {
    await stubExternalSites(context);
    await gotoHydrated(page);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: /^Email / })).toHaveAttribute("href", `mailto:${site.email}`);

    const linkedin = footer.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    const [tab] = await Promise.all([context.waitForEvent("page"), linkedin.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(site.linkedinUrl);
  });
});

test("the contact section and footer log no console errors", async ({ page, context }) => {
  await stubExternalSites(context);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page);
  await actionLinks(page).nth(3).click();
  await contact(page).getByRole("link", { name: "Just Say Hi" }).hover();
  await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
  await expect.poll(() => landedOn(page, "about")).toBe(true);
  await requestsSettled(page);
  expect(errors).toEqual([]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the contact section and footer pass axe in the ${colorScheme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    await gotoHydrated(page);
    await contact(page).getByRole("link", { name: "Just Say Hi" }).hover();
    const results = await new AxeBuilder({ page }).include("#contact").include("footer").analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await context.close();
  });
}
