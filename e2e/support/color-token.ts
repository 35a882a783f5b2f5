import type { Page } from "@playwright/test";
import { contrastRatio } from "../../src/lib/accent";

/** A colour token of the page's theme (global.css keeps each as "R G B"), written as getComputedStyle writes a colour. */
export function colorToken(page: Page, name: `--color-${string}`): Promise<string> {
  return page.evaluate(
    (token) =>
      `rgb(${getComputedStyle(document.documentElement).getPropertyValue(token).trim().split(/\s+/).join(", ")})`,
    name,
  );
}

/** The red, green and blue of a colour as getComputedStyle writes it: "rgb(255, 102, 0)" is [255, 102, 0]. */
export const channels = (css: string) => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number);

const hex = (rgb: readonly number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

/** WCAG's contrast ratio of two rendered colours, by the rule the page's own accent is checked with (src/lib/accent.ts). */
export const renderedContrast = (a: readonly number[], b: readonly number[]) => contrastRatio(hex(a), hex(b));
