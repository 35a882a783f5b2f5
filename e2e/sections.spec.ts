import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { headerSectionLinks, interfaceMessages, sectionLinks, shownSections } from "./support/content";
import { ON_PHONE } from "./support/widths";
import { SECTION_GUIDE_CHECK } from "./support/suites";

/**
 * What holds for every section, read from the section registry: a section
 * added by docs/adding-a-section.md is checked here without naming it (the
 * guide's own test builds one and runs this file on it).
 */
const SECTIONS: string[] = shownSections.filter((id) => id !== "hero");

test.describe.configure({ timeout: 90_000 });

async function openHydrated(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("phone-clock")).not.toBeEmpty({ timeout: 30_000 });
}

test("every shown section is a region of main, named by its heading, in the page's order", async ({ page }) => {
  await page.goto("/");
  expect(await page.locator("main > section").evaluateAll((nodes) => nodes.map((node) => node.id))).toEqual(
    shownSections,
  );
  for (const id of SECTIONS) {
    const section = page.locator(`main > section#${id}`);
    const headingId = await section.getAttribute("aria-labelledby");
    expect(headingId, `#${id} is named by a heading`).toBeTruthy();
    const heading = section.locator(`h2#${headingId}`);
    await expect(heading, `#${id}'s heading`).toBeVisible();
    await expect(page.getByRole("region", { name: (await heading.textContent()) ?? "", exact: true })).toHaveId(id);
  }
});

test("the header and the footer link to each section with a label, in the page's order", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("navigation", { name: interfaceMessages["header.sections"] });
  const footer = page.getByRole("contentinfo");
  for (const { label, to } of sectionLinks) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `#${to}`);
  }
  for (const { label, to } of headerSectionLinks) {
    await expect(header.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `#${to}`);
  }
  const hrefs = await header.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.filter((href) => href !== "#top")).toEqual(headerSectionLinks.map(({ to }) => `#${to}`));
});

test("the header marks the section its link led to, and that one alone", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "every section's link stands in the bar from lg");
  await openHydrated(page);
  const header = page.getByRole("navigation", { name: interfaceMessages["header.sections"] }).first();
  await expect(header.locator("[aria-current]"), "none at the top of the page").toHaveCount(0);
  for (const { label, to } of headerSectionLinks) {
    await header.getByRole("link", { name: label, exact: true }).click();
    await expect(page.locator(`#${to}`)).toBeInViewport();
    await expect(header.locator("[aria-current='true']"), `after ${label}`).toHaveText([label]);
  }
});

for (const { label, to } of sectionLinks) {
  test(`the footer link ${label} moves keyboard focus into its section`, { tag: ON_PHONE }, async ({ page }) => {
    await openHydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), to))
      .toBe(true);
    // The next Tab continues from the section, not from the footer.
    await page.keyboard.press("Tab");
    const section = await page.evaluate(() => document.activeElement?.closest("section[id]")?.id ?? "");
    expect(SECTIONS.indexOf(section)).toBeGreaterThanOrEqual(SECTIONS.indexOf(to));
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`axe finds nothing in any section, ${scheme}`, { tag: ON_PHONE }, async ({ page }) => {
    // In the full suite the a11y spec scans the whole page at these widths in both themes; this scan is the section
    // guide's check (scripts/test-guide.ts), which runs only the specs that read the registry.
    test.skip(!process.env[SECTION_GUIDE_CHECK], "the a11y spec scans every section in this suite");
    // Without the reveals, no text is caught half faded in.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    await openHydrated(page);
    // Each section drawn once it has been in view, then one scan of them all: a scan's own cost is most of a section's.
    // Scrolled by the page's own call, then a frame to draw it in, or 100 ms: Playwright's scroll waits for frames
    // without end, and once in CI a headless page stopped drawing them and that wait ran out the test's 90 s.
    for (const id of SECTIONS)
      await page.locator(`#${id}`).evaluate(async (section) => {
        section.scrollIntoView({ behavior: "instant" });
        await new Promise((drawn) => {
          requestAnimationFrame(drawn);
          setTimeout(drawn, 100);
        });
      });
    await expectNoAxeViolations(
      page,
      SECTIONS.map((id) => `#${id}`),
    );
  });
}
