import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 A and AA rules, by axe's tags. */
export const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Fails with one line per broken WCAG A/AA rule, naming the elements, for the page or only inside `include`. */
export async function expectNoAxeViolations(page: Page, include: string[] = []) {
  // A scan mid-transition (the header's name fading in once the hero's has scrolled away) reads colours half
  // drawn; the page at rest is what a visitor reads.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  for (const selector of include) builder.include(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(" | ")}`);
  expect(report, report.join("\n")).toEqual([]);
}
