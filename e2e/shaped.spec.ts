import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { channels, renderedContrast } from "./support/color-token";
import { siteDir } from "./support/built-content";
import { shownSections, site } from "./support/content";
import { watchPageProblems } from "./support/page-problems";
import { SHAPED_SITE } from "./support/shaped-content";
import { openHydrated } from "./support/visitor";

/**
 * The owner shapes the page from site.json: `sections` hides and reorders the
 * sections after the hero, and `accent` recolours the highlights. This build's
 * content (support/shaped-content.ts) hides the projects and the experience.
 */
test.describe.configure({ timeout: 120_000 });

/** The accent as the page draws it (the contact's greeting) and the page background behind it. */
async function drawnAccent(page: Page) {
  // The greeting under the contact's tagline, a link in the accent; found by its place, a mail link outside the list
  // of actions, not by the class that colours it.
  const greeting = page
    .locator("#contact a[href^='mailto:']")
    .filter({ has: page.locator("svg") })
    .and(page.locator(":not(li) > a"));
  await greeting.scrollIntoViewIfNeeded();
  return {
    accent: channels(await greeting.evaluate((node) => getComputedStyle(node).color)),
    page: channels(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
  };
}

test.describe("a page shaped by site.json", () => {
  test("shows the hero, then only the listed sections in the listed order", async ({ page }) => {
    expect(shownSections).toEqual(["hero", ...SHAPED_SITE.sections]);
    await page.goto("/");
    const ids = await page.locator("main > section").evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(["hero", "contact", "about", "chat"]);
    await expect(page.locator("#projects, #experience")).toHaveCount(0);
  });

  test("links only the shown sections from the footer, in page order", async ({ page }) => {
    await page.goto("/");
    const links = page.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(links).toHaveText(["Home", "Contact", "About"]);
  });

  test("leaves out the contact button that would scroll to the hidden projects", async ({ page }) => {
    await page.goto("/");
    const contact = page.locator("#contact");
    await expect(contact.getByText(SHAPED_SITE.extraContactAction.title)).toHaveCount(0);
    await expect(contact.locator('a[href="#projects"]')).toHaveCount(0);
    await expect(contact.getByRole("list").first().getByRole("listitem")).toHaveCount(site.contactActions.length - 1);
  });

  test("draws the owner's accent readable in the light theme, and as given in the dark one", async ({ page }) => {
    const problems = await watchPageProblems(page);
    await openHydrated(page);
    const light = await drawnAccent(page);
    // The owner's #ff6600 reads at only 2.9:1 on the light page: a darker orange stands in, just dark enough.
    expect(renderedContrast(light.accent, light.page)).toBeGreaterThanOrEqual(4.5);
    expect(renderedContrast(light.accent, light.page)).toBeLessThan(5);
    const [r = 0, g = 0, b = 0] = light.accent;
    expect(r > g && g > b && g / r > 0.3 && g / r < 0.5, `an orange, got rgb(${light.accent})`).toBe(true);

    await page
      .getByRole("button", { name: /switch to dark/i })
      .first()
      .click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const dark = await drawnAccent(page);
    expect(dark.accent).toEqual([255, 102, 0]);
    expect(renderedContrast(dark.accent, dark.page)).toBeGreaterThanOrEqual(4.5);
    // The colours come from an inline <style>, which the CSP allows by its hash.
    expect(problems).toEqual([]);
  });

  test("shows the owner's rewording of an interface text, with its numbers put in", async ({ page }) => {
    await openHydrated(page);
    const label = SHAPED_SITE.messages["photoStack.photoOf"]
      .replace("{n}", "1")
      .replace("{count}", String(site.heroPhotos.length));
    await expect(page.locator("#hero").getByText(label, { exact: true })).toBeVisible();
  });

  test("axe finds nothing in either theme", async ({ page }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await openHydrated(page);
      await expectNoAxeViolations(page);
    }
  });

  test("shows the owner's own link preview, at its size, and draws no card", async ({ page, request }) => {
    await page.goto("/");
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute("content");
    const image = await meta("og:image");
    expect(image?.startsWith(`${site.siteUrl}/`)).toBe(true);
    expect(image).toMatch(/\/og-image\.png$/);
    // The odd content's own picture is 1200 × 630.
    expect([await meta("og:image:width"), await meta("og:image:height")]).toEqual(["1200", "630"]);
    expect(await meta("og:image:alt")).toBe(`${site.name} – ${site.jobTitle}`);
    expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
    const published = readdirSync(join(siteDir(), "static"));
    expect(published.filter((file) => file.startsWith("share-card-"))).toEqual([]);
  });
});
