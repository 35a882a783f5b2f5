import type { Page } from "@playwright/test";

export interface ShiftRecord {
  cls: number;
  /** The start of each shifted element's markup, or "(removed)". */
  sources: string[];
}

/** Cumulative layout shift as the browser reports it (shifts right after input excluded). Call before navigating. */
export async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const record: ShiftRecord = { cls: 0, sources: [] };
    (window as unknown as { __shift: ShiftRecord }).__shift = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        };
        if (shift.hadRecentInput) continue;
        record.cls += shift.value;
        for (const source of shift.sources ?? []) {
          record.sources.push(source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : "(removed)");
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const readLayoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: ShiftRecord }).__shift);

/**
 * Starts the record afresh once the page's fonts have arrived: a test of what
 * moves after that point is not failed by the swap from the fallback font,
 * which can nudge a line by a pixel where text shows on the first screen.
 */
export async function restartLayoutShiftAfterFonts(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The swap is laid out, and any shift reported, with the next frame.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const record = (window as unknown as { __shift: ShiftRecord }).__shift;
    record.cls = 0;
    record.sources = [];
  });
}
