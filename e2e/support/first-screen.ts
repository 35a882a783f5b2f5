import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Each target whole on the first screen of a viewport this size: under the header bar, above the screen's foot and
 * inside its right edge, with the page at its top.
 */
export async function expectOnFirstScreen(
  page: Page,
  viewport: { width: number; height: number },
  targets: Locator[],
): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  const barBottom = (await page.locator("header").boundingBox())!.height;
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(barBottom);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}
