#!/usr/bin/env node
/**
 * Screenshots of the built site for design review: every section at each
 * design width, a landscape phone and 200% zoom, in light and dark. Serve the
 * build first (npm run serve), then:
 *
 *   node scripts/screenshots.mjs [--url http://127.0.0.1:9000/] [--out screenshots]
 *     [--widths 320,1280] [--sections hero,about] [--themes dark] [--full] [--reduced-motion]
 *
 * --full takes one full-page picture per viewport instead, after scrolling the
 * page through once so that reveal-on-scroll content is drawn.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { DESIGN_VIEWPORTS } from "./design-viewports.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:9000/" },
    out: { type: "string", default: "screenshots" },
    widths: { type: "string" }, // viewport names from design-viewports.mjs: 320, 844x390, zoom200, …
    sections: { type: "string" },
    themes: { type: "string", default: "light,dark" },
    full: { type: "boolean", default: false },
    "reduced-motion": { type: "boolean", default: false },
  },
});

const list = (value) => value?.split(",").map((item) => item.trim()) ?? undefined;
const widths = list(values.widths);
const viewports = DESIGN_VIEWPORTS.filter((viewport) => !widths || widths.includes(viewport.name));
const chosenSections = list(values.sections);

/** The sections the page shows, in its order, then the footer: whatever the content hides or reorders. */
async function sectionsOf(page) {
  const shown = await page.locator("main > section[id]").evaluateAll((found) => found.map((section) => section.id));
  const all = [...shown, "footer"];
  return chosenSections ? all.filter((section) => chosenSections.includes(section)) : all;
}

/**
 * Scrolls through a section in screen steps, as a visitor does, before its
 * picture: a section taller than the screen (the timeline held sideways) is
 * drawn whole in one picture, and a part never on screen would show unrevealed.
 */
async function scrollThroughSection(target) {
  await target.evaluate(async (section) => {
    const top = section.getBoundingClientRect().top + window.scrollY;
    const end = top + section.offsetHeight;
    for (let y = top; y < end; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  });
}

/**
 * Scrolls to the end and back in viewport steps, so that everything revealed on scroll is drawn.
 * Each step waits for a frame and then for the page to fall idle: a section still hydrating
 * observes nothing yet, and a fixed pause let a busy run pass the timeline before it could reveal.
 */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const idle = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2000 })));
    const step = window.innerHeight * 0.8;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await idle();
      await idle();
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Waits until no animation that ends is still running (reveals, carousel moves), so that a
 * busy machine does not photograph a section half faded in. Endless ones (the typing dots) and
 * those that follow the scroll position rather than time (the header's line, the timeline's fade)
 * are ignored.
 */
async function settled(page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" ||
              animation.effect?.getTiming().iterations === Infinity ||
              animation.timeline !== document.timeline,
          ),
      null,
      { timeout: 5000 },
    )
    .catch(() => console.warn("an animation was still running after 5 s; taking the picture anyway"));
}

/**
 * Waits until each part that reveals itself on scroll ([data-reveal], the timeline's roles) and is as much in view
 * as its reveal asks has been revealed. Its reveal is a React update in a transition, which a busy machine can hold
 * back past any fixed pause: round 32's 1280 px timeline showed two roles above an empty box.
 */
async function revealed(target) {
  await target
    .evaluate(
      (section) =>
        new Promise((resolve, reject) => {
          const visibleShare = (node) => {
            const box = node.getBoundingClientRect();
            const area = box.width * box.height;
            if (area === 0) return 0;
            let top = Math.max(box.top, 0);
            let bottom = Math.min(box.bottom, window.innerHeight);
            // Clipped by the scroll box it lies in, as the reveal's observer sees it.
            for (let parent = node.parentElement; parent; parent = parent.parentElement) {
              if (getComputedStyle(parent).overflowY === "visible") continue;
              const clip = parent.getBoundingClientRect();
              top = Math.max(top, clip.top);
              bottom = Math.min(bottom, clip.bottom);
            }
            return (Math.max(0, bottom - top) * box.width) / area;
          };
          const deadline = performance.now() + 10000;
          const check = () => {
            const waiting = [...section.querySelectorAll("[data-reveal]")].some(
              (node) => node.style.opacity === "0" && visibleShare(node) > 0.3,
            );
            if (!waiting) resolve();
            else if (performance.now() > deadline) reject(new Error("not revealed"));
            else setTimeout(check, 100);
          };
          check();
        }),
    )
    .catch(() => console.warn("a part in view was still unrevealed after 10 s; taking the picture anyway"));
}

/**
 * The section's picture, as a visitor sees it screen by screen. One taller than the window is put together from
 * pictures of the window scrolled down it: Chromium draws a picture beyond the window by making the window as tall
 * as the page, where a layout for a low screen (the timeline drawn whole) switches to the tall screen's (the 600 px
 * box) halfway through; round 34's timeline at 844 × 390 came out blank under a half-faded "more below" note.
 */
async function sectionPicture(page, target, path) {
  // In whole pixels, so that the parts tile the picture exactly.
  const box = await target.evaluate((section) => {
    const rect = section.getBoundingClientRect();
    const [left, top] = [Math.round(rect.left), Math.round(rect.top + window.scrollY)];
    return { left, top, width: Math.round(rect.right) - left, height: Math.round(rect.bottom + window.scrollY) - top };
  });
  const windowHeight = page.viewportSize().height;
  if (box.height <= windowHeight) return target.screenshot({ path });
  const parts = [];
  for (let offset = 0; offset < box.height; offset += windowHeight) {
    // Near the page's foot the window cannot scroll as far as asked: the part then lies lower in it.
    const scrolled = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return window.scrollY;
    }, box.top + offset);
    await page.waitForTimeout(300);
    await settled(page);
    await revealed(target);
    const height = Math.min(windowHeight, box.height - offset);
    const picture = await page.screenshot({
      clip: { x: box.left, y: box.top + offset - scrolled, width: box.width, height },
    });
    parts.push({ input: picture, top: offset, left: 0 });
  }
  const background = { r: 0, g: 0, b: 0, alpha: 0 };
  await sharp({ create: { width: box.width, height: box.height, channels: 4, background } })
    .composite(parts)
    .png()
    .toFile(path);
}

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const viewport of viewports) {
  for (const theme of list(values.themes)) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      // Layout depends on CSS pixels only; density 1 keeps the pictures small enough to review.
      deviceScaleFactor: 1,
      colorScheme: theme,
      reducedMotion: values["reduced-motion"] ? "reduce" : "no-preference",
    });
    await context.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    await page.goto(values.url, { waitUntil: "networkidle" });
    // The page's heading: the hero's name on the home page, the title on a post or the writing index.
    await page.locator("main h1").first().waitFor({ state: "visible" });
    // The headings' face arrives a few frames after the hero's photo (docs/decisions/0016): the first screen is
    // pictured once it has, as a visitor sees it, not in the stand-in of that moment between. The class is
    // HERO_PAINTED_CLASS (src/boot/contract.ts), spelled out because this script runs without a TypeScript loader.
    await page
      .waitForFunction(
        () => !document.querySelector("#hero") || document.documentElement.classList.contains("hero-painted"),
        null,
        { timeout: 5000 },
      )
      .catch(() => console.warn("the hero had not painted after 5 s; taking the picture anyway"));
    // The class lists the face from the next style pass, which asks for it; then wait for it to load.
    await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await document.fonts.ready;
    });
    const prefix = `${viewport.name}-${theme}`;
    if (values.full) {
      await scrollThrough(page);
      await settled(page);
      const path = join(values.out, `page-${prefix}.png`);
      await page.screenshot({ path, fullPage: true });
      console.log(path);
    } else {
      // The first screen as a visitor lands on it, then each section as it scrolls into view.
      const first = join(values.out, `first-${prefix}.png`);
      await page.screenshot({ path: first });
      console.log(first);
      // A picture of a whole section starts at its top, where the fixed bar would lie over its first line; the bar
      // is in the first-screen picture, so here it stays at the top of the page, over the hero as on arrival.
      // With the bar out of the way, the room the page keeps above a scrolled-to section for it goes too: it left a
      // section as tall as the window (the footer at 320 × 568) running past the window's foot, its last line cut.
      await page.locator("header.site-header").evaluate((bar) => {
        bar.style.position = "absolute";
        document.documentElement.style.scrollPaddingTop = "0px";
      });
      // Pictures of the page at rest: a section taller than the window is drawn again for its picture, and in
      // headless Chromium that redraw showed the timeline's reveal transitions at their start, faded and 20 px
      // low, though each had ended (1024 and 1280 px). Without transitions every state is drawn as it stands.
      // (A constructed sheet, which the site's Content-Security-Policy allows where it refuses a style element.)
      await page.evaluate(() => {
        const still = new CSSStyleSheet();
        still.replaceSync("*, ::before, ::after { transition: none !important; }");
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
      });
      for (const section of await sectionsOf(page)) {
        const target = page.locator(section === "footer" ? "footer" : `#${section}`).first();
        await scrollThroughSection(target);
        // Back to the section's top: a part scrolled past before the section hydrated would otherwise never have been
        // in view since, and show unrevealed (the timeline at 1024 × 768, which is taller than the window).
        await target.evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }));
        await page.waitForTimeout(700);
        await settled(page);
        await revealed(target);
        const path = join(values.out, `${section}-${prefix}.png`);
        await sectionPicture(page, target, path);
        console.log(path);
      }
    }
    await context.close();
  }
}
await browser.close();
