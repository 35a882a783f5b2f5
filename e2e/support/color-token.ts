import type { Page } from "@playwright/test";

/** A colour token of the page's theme (global.css keeps each as "R G B"), written as getComputedStyle writes a colour. */
export function colorToken(page: Page, name: `--color-${string}`): Promise<string> {
  return page.evaluate(
    (token) =>
      `rgb(${getComputedStyle(document.documentElement).getPropertyValue(token).trim().split(/\s+/).join(", ")})`,
    name,
  );
}
