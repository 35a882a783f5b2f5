import { expect, test } from "@playwright/test";
import { ENGLISH_MESSAGES } from "../src/i18n/en";
import { formatMessage } from "../src/i18n/messages";
import { GERMAN_MESSAGES } from "../src/i18n/de";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_DIR, contentIn, experience, languages, site } from "./support/content";
import { expectNoAxeViolations } from "./support/axe";
import { expectOwnedByReact } from "./support/hydration";
import { watchPageProblems } from "./support/page-problems";
import { openHydrated } from "./support/visitor";
import { ON_PHONE } from "./support/widths";

/**
 * The full test content lists English first and German second: English at
 * "/", German at "/de/". The German page is checked for what makes it a page
 * of its own (language, links, switch, chat, 404, accessibility); every
 * behaviour it shares with the English page is checked there once.
 */

const german = contentIn("de");
test.describe.configure({ timeout: 120_000 });

const absolute = (path: string) => new URL(path, `${site.siteUrl}/`).href;

test("the full test content has an English and a German page", () => {
  expect(languages).toEqual(["en", "de"]);
});

test.describe("each language's page", () => {
  for (const [path, lang, locale, otherLocale] of [
    ["/", "en", "en_GB", "de_AT"],
    ["/de/", "de", "de_AT", "en_GB"],
  ] as const) {
    test(`${path} declares its language, its canonical address and its siblings`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(path));
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(alternates).toEqual([
        ["en", absolute("/")],
        ["de", absolute("/de/")],
        ["x-default", absolute("/")],
      ]);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", locale);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute("content", otherLocale);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(jsonLd.jobTitle).toBe(contentIn(lang).site.jobTitle);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        "content",
        `${contentIn(lang).site.name} – ${contentIn(lang).site.jobTitle}`,
      );
    });
  }

  test("/de/ shows a role the German files do not translate in English, and every other role in German", async ({
    page,
  }) => {
    // The German file names each role it translates by the English entry's id.
    const german = (
      JSON.parse(readFileSync(join(CONTENT_DIR, "de/experience.json"), "utf8")) as {
        experience: { id: string; title?: string }[];
      }
    ).experience;
    const untranslated = experience.filter(({ id }) => !german.some((role) => role.id === id));
    expect(untranslated.length, "the full test content leaves a role untranslated").toBeGreaterThan(0);
    await page.goto("/de/");
    const section = page.locator("#experience");
    const titles: string[] = [
      ...untranslated.map(({ title }) => title),
      ...german.flatMap(({ title }) => (title ? [title] : [])),
    ];
    for (const title of titles) await expect(section.getByText(title, { exact: true }).first()).toBeAttached();
  });

  test("the sitemap lists both pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${absolute("/")}</loc>`);
    expect(sitemap).toContain(`<loc>${absolute("/de/")}</loc>`);
  });

  test("each page shows its own share card", async ({ page }) => {
    const cards: string[] = [];
    for (const path of ["/", "/de/"]) {
      await page.goto(path);
      const card = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(card).toMatch(/\/static\/share-card-[0-9a-f]+\.png$/);
      cards.push(card!);
    }
    expect(cards[0]).not.toBe(cards[1]);
  });
});

test.describe("the German page", () => {
  test("is in German, with the German content", async ({ page }) => {
    await page.goto("/de/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german.site.name);
    await expect(page.getByText(german.site.tagline)).toBeVisible();
    await expect(page.getByRole("heading", { name: GERMAN_MESSAGES["projects.title"] })).toBeAttached();
    await expect(page.getByRole("button", { name: GERMAN_MESSAGES["hero.downloadCv"] })).toBeVisible();
  });

  test(
    "the switch goes to the other language and back, keeping the section and the theme",
    { tag: ON_PHONE },
    async ({ page }) => {
      const problems = await watchPageProblems(page);
      await openHydrated(page, "/");
      await page.getByRole("button", { name: ENGLISH_MESSAGES["themeToggle.toDark"] }).click();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);

      const toGerman = page.getByRole("link", { name: "Deutsch" });
      await expect(toGerman).toHaveAttribute("hreflang", "de");
      await expect(toGerman).toHaveAttribute("lang", "de");
      await expectOwnedByReact(toGerman);
      await page
        .locator("#projects")
        .evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY));
      await toGerman.click();
      await expect(page).toHaveURL(/\/de\/#projects$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(page.locator("#projects")).toBeInViewport();

      const toEnglish = page.getByRole("link", { name: "English" });
      await expect(toEnglish).toHaveAttribute("hreflang", "en");
      await expectOwnedByReact(toEnglish);
      await page
        .locator("#experience")
        .evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY));
      await toEnglish.click();
      await expect(page).toHaveURL(/\/#experience$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(page.locator("#experience")).toBeInViewport();
      expect(problems).toEqual([]);
    },
  );

  test("the switch opens the other page's top before the page's code runs", async ({ page }) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto("/de/");
    await page.getByRole("link", { name: "English" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the German chat answers the German quick prompts", async ({ page }) => {
    await openHydrated(page, "/de/");
    const assistant = formatMessage(GERMAN_MESSAGES["chat.assistantName"], { name: german.site.name });
    const phone = page.getByRole("region", { name: assistant });
    const input = phone.getByRole("textbox", {
      name: formatMessage(GERMAN_MESSAGES["chat.inputLabel"], { name: german.site.name }),
    });
    await expect(input).toHaveAttribute("placeholder", GERMAN_MESSAGES["chat.inputPlaceholder"]);
    const log = phone.getByRole("log");
    await expect(log.getByRole("listitem").first()).toContainText(german.chat.greeting);
    // Each quick prompt of the test content asks for one of these topics, in this order.
    const topics = ["projects", "skills", "experience", "contact"];
    for (const [index, prompt] of german.chat.quickPrompts.entries()) {
      await phone.getByRole("button", { name: prompt }).click();
      await expect(input).toHaveValue(prompt);
      await input.press("Enter");
      const reply = german.chat.topics.find((topic) => topic.id === topics[index])!.reply;
      await expect(log.getByRole("listitem")).toHaveCount(3 + 2 * index, { timeout: 10_000 });
      await expect(log.getByRole("listitem").last()).toContainText(reply.slice(0, 40));
    }
  });

  test("an unknown address under /de/ gets the German 404 page, and keeps its address", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto("/de/gibt-es-nicht/");
    expect(response?.status()).toBe(404);
    // The page's code has run once it logs the address: the address is the one asked for, the words German.
    await expect.poll(() => logged.some((line) => line.includes("/de/gibt-es-nicht/"))).toBe(true);
    await expect(page).toHaveURL(/\/de\/gibt-es-nicht\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByText(GERMAN_MESSAGES["notFound.message"])).toBeVisible();
    await page.getByRole("link", { name: GERMAN_MESSAGES["notFound.backHome"] }).click();
    await expect(page).toHaveURL(/\/de\/$/);
  });

  // Each theme has its own colours and each width its own components, and the German texts are longer: the German
  // page is scanned like the English one, in both themes at both widths.
  for (const [width, colorScheme] of [
    [375, "light"],
    [375, "dark"],
    [1280, "light"],
    [1280, "dark"],
  ] as const) {
    test(`has no axe violations at ${width} px in the ${colorScheme} theme`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      try {
        await openHydrated(page, "/de/");
        await page.getByRole("button", { name: GERMAN_MESSAGES["contact.pauseTagline"] }).click();
        await expectNoAxeViolations(page);
      } finally {
        await context.close();
      }
    });
  }
});
