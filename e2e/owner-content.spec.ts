import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SECTION_IDS, SECTIONS, type SectionId } from "../src/lib/sections";
import {
  chat,
  contentIn,
  experience,
  languages,
  projects,
  shownSections,
  site,
  skills,
  tools,
} from "./support/content";
import { localisedPath } from "../src/i18n/languages";
import { watchPageProblems } from "./support/page-problems";
import { openHydrated } from "./support/visitor";
import { requestsSettled } from "./support/settle";
import { FONT_CUTS, recordFonts } from "./support/fonts";
import { ON_PHONE } from "./support/widths";

/**
 * The owner's own content/, built as it is: only what holds for any valid
 * content, so these tests pass whatever the owner writes and fail when the
 * page cannot show it. Every section renders, the page shows as many of each
 * thing as the files hold, the browser reports nothing wrong, axe finds
 * nothing in either theme.
 */

test.describe.configure({ timeout: 120_000 });

/**
 * The items of a carousel, once each: react-slick's looping copies are left
 * out, and a row whose items all fit (which has no slide roles) counts too.
 */
const slides = (scope: Locator) => scope.locator(".carousel-slide-frame:not(.slick-cloned *)");

/** Scrolls through every section, so that lazy carousels and the timeline mount as they do for a reader. */
async function readThrough(page: Page) {
  for (const id of shownSections) await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
}

async function expectNoViolationsFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
}

const hasHeading = (id: SectionId) => async (page: Page) => {
  await expect(page.locator(`section#${id}`).getByRole("heading").first()).toBeVisible();
};

/**
 * What each section must show of content/, run for the sections site.json
 * shows; a section without its own check must at least be on the page with
 * its heading.
 */
const SECTION_CHECKS: Partial<Record<SectionId, (page: Page) => Promise<void>>> = {
  hero: async (page) => {
    const hero = page.locator("section#hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(site.name);
    await expect(hero.getByText(site.tagline, { exact: true })).toBeVisible();
    await expect(hero.locator("img[data-stack-photo]")).toHaveCount(site.heroPhotos.length);
  },
  about: async (page) => {
    const about = page.locator("#about");
    for (const paragraph of site.about) await expect(about.getByText(paragraph, { exact: true })).toBeVisible();
    const [skillList, toolList] = [
      about.getByRole("group", { name: "Skills" }),
      about.getByRole("group", { name: "Tools" }),
    ];
    await expect(slides(skillList)).toHaveCount(skills.length);
    for (const skill of skills) await expect(skillList.getByText(skill.label, { exact: true }).first()).toBeAttached();
    await expect(slides(toolList)).toHaveCount(tools.length);
  },
  projects: async (page) => {
    const projectList = page.locator("#projects").getByRole("group", { name: "Projects" });
    await expect(slides(projectList)).toHaveCount(projects.length);
    for (const project of projects) {
      await expect(projectList.getByText(project.title, { exact: true }).first()).toBeAttached();
    }
  },
  experience: async (page) => {
    const roles = page.locator("#experience");
    for (const entry of experience) await expect(roles.getByText(entry.company).first()).toBeVisible();
  },
  chat: async (page) => {
    const chatSection = page.locator("#chat");
    await expect(chatSection.getByRole("region", { name: `${site.name}'s AI` })).toBeVisible();
    await expect(chatSection.getByText(chat.greeting)).toBeVisible();
    for (const prompt of chat.quickPrompts) {
      await expect(chatSection.getByRole("button", { name: prompt, exact: true })).toBeVisible();
    }
  },
  contact: async (page) => {
    const contact = page.locator("#contact");
    await expect(contact.getByText(site.availability, { exact: true })).toBeVisible();
    // The button that scrolls to the projects goes when the page hides them.
    const actions = site.contactActions.filter(
      ({ action }) => action !== "projects" || shownSections.includes("projects"),
    );
    if (actions.length > 0)
      await expect(contact.getByRole("list").first().getByRole("listitem")).toHaveCount(actions.length);
    for (const action of actions) await expect(contact.getByText(action.title, { exact: true })).toBeVisible();
  },
};

test(
  "every section site.json shows renders what content/ holds, with nothing reported wrong or found by axe",
  { tag: ON_PHONE },
  async ({ page }) => {
    const problems = await watchPageProblems(page);
    await openHydrated(page);
    await readThrough(page);

    for (const id of shownSections) await (SECTION_CHECKS[id] ?? hasHeading(id))(page);
    for (const { id } of SECTIONS.filter(({ id }) => !shownSections.includes(id))) {
      await expect(page.locator(`#${id}`), `${id} is hidden by site.json's sections`).toHaveCount(0);
    }

    await expect(page.getByRole("contentinfo").getByText(site.location)).toBeVisible();
    expect(problems).toEqual([]);
    await expectNoViolationsFromTop(page);
  },
);

test("read through at a desktop's width, it draws every character in the site's two cut fonts", async ({ page }) => {
  const fonts = recordFonts(page);
  await openHydrated(page);
  await readThrough(page);
  // The timeline's lines for the roles below its box are drawn once its scroll area's code has come and measured.
  if (shownSections.includes(SECTION_IDS.experience))
    await page.locator(`#${SECTION_IDS.experience}`).scrollIntoViewIfNeeded();
  await requestsSettled(page);
  await page.evaluate(() => document.fonts.ready);
  const cuts = Object.values(FONT_CUTS);
  expect(fonts.filter((font) => !cuts.some((cut) => cut.test(font)))).toEqual([]);
});

test("axe finds nothing in the dark theme either", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openHydrated(page);
  await readThrough(page);
  await expectNoViolationsFromTop(page);
});

for (const code of languages.slice(1)) {
  test(`the ${code} page shows that language's texts, with nothing reported wrong or found by axe`, async ({
    page,
  }) => {
    const own = contentIn(code).site;
    const problems = await watchPageProblems(page);
    await openHydrated(page, localisedPath("/", code, languages));
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    const hero = page.locator("section#hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(own.name);
    await expect(hero.getByText(own.tagline, { exact: true })).toBeVisible();
    await readThrough(page);
    await expect(page.getByRole("contentinfo").getByText(own.location)).toBeVisible();
    expect(problems).toEqual([]);
    await expectNoViolationsFromTop(page);
  });
}
