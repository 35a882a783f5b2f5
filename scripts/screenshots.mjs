#!/usr/bin/env node
/**
 * Screenshots of the built site for design review: 375 and 1280 px wide, light
 * and dark. Serve the build first (npm run serve), then:
 *
 *   node scripts/screenshots.mjs [--url http://127.0.0.1:9000/] [--section projects] [--out screenshots]
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:9000/" },
    section: { type: "string" },
    out: { type: "string", default: "screenshots" },
    wait: { type: "string", default: "1500" },
  },
});

const WIDTHS = [375, 1280];
const THEMES = ["light", "dark"];

await mkdir(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of WIDTHS) {
  for (const theme of THEMES) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
    await context.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    await page.goto(values.url, { waitUntil: "networkidle" });
    await page.waitForTimeout(Number(values.wait));
    const name = `${values.section ?? "page"}-${width}-${theme}.png`;
    const path = join(values.out, name);
    if (values.section) {
      const target = page
        .locator(values.section.match(/^[a-z-]+$/) ? `#${values.section}, ${values.section}` : values.section)
        .first();
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
      await target.screenshot({ path });
    } else {
      await page.screenshot({ path, fullPage: true });
    }
    console.log(path);
    await context.close();
  }
}
await browser.close();
