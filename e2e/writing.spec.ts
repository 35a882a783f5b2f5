import { expect, test, type Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { formatPostDate } from "../src/features/writing/post-date";
import { feedPath, writingIndexPath } from "../src/features/writing/paths";
import { localisedPath, type LanguageCode } from "../src/i18n/languages";
import { MESSAGE_TABLES } from "../src/i18n/message-tables";
import { formatMessage } from "../src/i18n/messages";
import { expectNoAxeViolations } from "./support/axe";
import { contentIn, languages, site } from "./support/content";
import { watchPageProblems } from "./support/page-problems";
import { caseStudies, posts, postsOf, type ContentPost } from "./support/posts";

/**
 * The writing pages of the full test content: an English and a German
 * index, a post in both languages, an English post that uses every Markdown
 * feature, and a German-only post. What a visitor, a feed reader and a
 * crawler find there.
 */

const messagesOf = (code: LanguageCode) => MESSAGE_TABLES[code];
const absolute = (path: string) => new URL(path, `${site.siteUrl}/`).href;
const english = postsOf("en");
const german = postsOf("de");
const everyFeature = posts.find((post) => post.body.includes("```python"))!;
const inBoth = english.find((post) => german.some((other) => other.slug === post.slug))!;
const germanOnly = german.find((post) => !english.some((other) => other.slug === post.slug))!;

test("the full test content has the posts these checks need", () => {
  expect(english.length).toBeGreaterThanOrEqual(2);
  expect([everyFeature, inBoth, germanOnly].every(Boolean)).toBe(true);
});

for (const code of ["en", "de"] as const) {
  test(`the ${code} writing index lists that language's posts, newest first, each linking to its page`, async ({
    page,
  }) => {
    const problems = await watchPageProblems(page);
    const messages = messagesOf(code);
    await page.goto(writingIndexPath(code, languages));
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["writing.title"]);
    const entries = page.getByRole("main").getByRole("listitem");
    await expect(entries).toHaveCount(postsOf(code).length);
    for (const [index, post] of postsOf(code).entries()) {
      const entry = entries.nth(index);
      await expect(entry.getByRole("heading", { level: 2 })).toHaveText(post.title);
      await expect(entry.getByRole("link", { name: post.title })).toHaveAttribute("href", post.path);
      await expect(entry.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(entry.locator("time")).toHaveText(formatPostDate(post.date, code));
      await expect(entry).toContainText(post.description);
    }
    await page.getByRole("link", { name: postsOf(code)[0]!.title }).click();
    await expect(page).toHaveURL(postsOf(code)[0]!.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(postsOf(code)[0]!.title);
    expect(problems).toEqual([]);
  });
}

test("a post shows its title, day, reading time and text under the site's header and footer", async ({ page }) => {
  const problems = await watchPageProblems(page);
  const messages = messagesOf("en");
  await page.goto(everyFeature.path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(everyFeature.title);
  await expect(main.locator("time").first()).toHaveText(formatPostDate(everyFeature.date, "en"));
  await expect(main).toContainText(formatMessage(messages["writing.readingTime"], { minutes: 1 }));
  await expect(page.getByRole("banner").getByRole("link", { name: site.name })).toHaveAttribute("href", "/");
  await expect(page.getByRole("contentinfo")).toContainText(site.name);
  await expect(main.getByRole("link", { name: messages["writing.allPosts"] })).toHaveAttribute("href", "/writing/");
  expect(problems).toEqual([]);
});

test("a post's Markdown becomes headings with anchors, lists, a table, a quote, highlighted code, an image and footnotes", async ({
  page,
}) => {
  await page.goto(everyFeature.path);
  const main = page.getByRole("main");
  const lists = main.getByRole("heading", { level: 2, name: "Lists" });
  await expect(lists).toHaveAttribute("id", "lists");
  await expect(lists.getByRole("link")).toHaveAttribute("href", "#lists");
  await expect(main.locator("article ul").first().getByRole("listitem").first()).toBeVisible();
  await expect(main.locator("article ol").first()).toBeVisible();
  await expect(main.getByRole("table")).toBeVisible();
  await expect(main.getByRole("columnheader")).toHaveCount(3);
  await expect(main.locator("blockquote")).toBeVisible();

  // Coloured at build time, by classes; the page loads no highlighter.
  await expect(main.locator("pre code.language-ts .hljs-keyword").first()).toHaveText("export");
  await expect(main.locator("pre code.language-python .hljs-keyword").first()).toHaveText("def");
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(scripts.filter((name) => /highlight|lowlight|shiki|prism/i.test(name))).toEqual([]);

  // gatsby-plugin-image's sizes and formats, with the Markdown's words as its text alternative.
  const image = main.getByRole("img", { name: /The first version on a phone/ });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const types = await main
    .locator("figure picture source")
    .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
  expect(types).toEqual(expect.arrayContaining(["image/avif", "image/webp"]));

  const footnotes = main.getByRole("heading", { level: 2, name: messagesOf("en")["writing.footnotes"] });
  await expect(footnotes).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to reference 1" })).toHaveAttribute("href", /#user-content-fnref-/);
});

test("raw HTML in a post is never drawn and never runs, and links to other sites keep their rel rules", async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(everyFeature.path);
  const article = page.getByRole("main").locator("article");
  await expect(article).toContainText("this text stays");
  expect(await article.locator("script, [onclick], span[onclick]").count()).toBe(0);
  const external = article.locator('a[href^="https://"]');
  await expect(external.first()).toHaveAttribute("rel", "noopener noreferrer");
  await expect(external.first()).toHaveAttribute("target", "_blank");
  await expect(external.first()).toContainText(messagesOf("en")["common.opensInNewTab"]);
  expect(dialogs).toBe(0);
  expect(problems).toEqual([]);
});

test("a post links to the older and newer posts of its language", async ({ page }) => {
  const [newest, second] = english;
  await page.goto(second!.path);
  const more = page.getByRole("navigation", { name: messagesOf("en")["writing.morePosts"] });
  await expect(more.getByRole("link", { name: new RegExp(newest!.title) })).toHaveAttribute("href", newest!.path);
  await page.goto(newest!.path);
  await expect(
    page.getByRole("navigation", { name: messagesOf("en")["writing.morePosts"] }).getByRole("link"),
  ).toHaveCount(1);
});

test("the two versions of a post name each other, and a post in one language names none", async ({ page }) => {
  const hreflangs = async () =>
    page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
  const germanPath = localisedPath(`/writing/${inBoth.slug}/`, "de", languages);
  for (const path of [inBoth.path, germanPath]) {
    await page.goto(path);
    expect((await hreflangs()).sort()).toEqual(
      [`en ${absolute(inBoth.path)}`, `de ${absolute(germanPath)}`, `x-default ${absolute(inBoth.path)}`].sort(),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absolute(path));
  }
  await page.goto(everyFeature.path);
  expect(await hreflangs()).toEqual([]);
  await page.goto(germanOnly.path);
  expect(await hreflangs()).toEqual([]);
});

test("the language switch leads to the post's other version, or to that language's writing index", async ({ page }) => {
  await page.goto(inBoth.path);
  const toGerman = page.getByRole("navigation", { name: messagesOf("en")["languageSwitch.label"] }).getByRole("link");
  await expect(toGerman).toHaveAttribute("href", localisedPath(`/writing/${inBoth.slug}/`, "de", languages));
  await page.goto(everyFeature.path);
  await expect(
    page.getByRole("navigation", { name: messagesOf("en")["languageSwitch.label"] }).getByRole("link"),
  ).toHaveAttribute("href", writingIndexPath("de", languages));
  await page.goto(germanOnly.path);
  await expect(
    page.getByRole("navigation", { name: messagesOf("de")["languageSwitch.label"] }).getByRole("link"),
  ).toHaveAttribute("href", writingIndexPath("en", languages));
});

test("a post's head describes it as an article by the owner, with BlogPosting data", async ({ page }) => {
  await page.goto(inBoth.path);
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
  expect(await meta("og:type")).toBe("article");
  expect(await meta("og:title")).toBe(`${inBoth.title} – ${site.name}`);
  expect(await meta("og:description")).toBe(inBoth.description);
  expect(await meta("og:url")).toBe(absolute(inBoth.path));
  // Its own card, drawn by the build, not the language's.
  const image = new URL((await meta("og:image"))!);
  expect(image.pathname).toMatch(/^\/static\/article-card-[0-9a-f]{20}\.png$/);
  expect(await meta("og:image:alt")).toBe(inBoth.title);
  expect([await meta("og:image:width"), await meta("og:image:height")]).toEqual(["1200", "630"]);
  const card = await page.request.get(image.pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  await page.goto(localisedPath(`/writing/${inBoth.slug}/`, "de", languages));
  expect(new URL((await meta("og:image"))!).pathname).not.toBe(image.pathname);
  await page.goto(inBoth.path);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({
    "@type": "BlogPosting",
    headline: inBoth.title,
    datePublished: inBoth.date,
    url: absolute(inBoth.path),
    inLanguage: "en",
    author: { "@type": "Person", name: site.name },
  });
});

async function feedLinkOf(page: Page) {
  const link = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  return { href: await link.getAttribute("href"), title: await link.getAttribute("title") };
}

test("every page's head links its language's feed", async ({ page }) => {
  for (const code of languages) {
    const expected = {
      href: feedPath(code, languages),
      title: formatMessage(messagesOf(code)["writing.feed"], { name: contentIn(code).site.name }),
    };
    for (const path of [
      localisedPath("/", code, languages),
      writingIndexPath(code, languages),
      postsOf(code)[0]!.path,
      localisedPath("/no-such-page/", code, languages),
    ]) {
      await page.goto(path);
      expect(await feedLinkOf(page), path).toEqual(expected);
    }
  }
});

for (const code of ["en", "de"] as const) {
  test(`the ${code} feed is RSS 2.0 listing that language's posts, newest first, at their addresses`, async ({
    request,
  }) => {
    const response = await request.get(feedPath(code, languages));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const document = parseDocument(await response.text(), { xmlMode: true });
    const channel = DomUtils.getElementsByTagName("channel", document)[0]!;
    const items = DomUtils.getElementsByTagName("item", channel);
    const field = (item: (typeof items)[number], tag: string) =>
      DomUtils.textContent(DomUtils.getElementsByTagName(tag, item)[0]!);
    expect(items.map((item) => field(item, "title"))).toEqual(postsOf(code).map((post: ContentPost) => post.title));
    expect(items.map((item) => field(item, "link"))).toEqual(postsOf(code).map((post) => absolute(post.path)));
    expect(items.map((item) => field(item, "description"))).toEqual(postsOf(code).map((post) => post.description));
    for (const item of items) {
      const path = new URL(field(item, "link")).pathname;
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
}

test("a post and the writing index are readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(everyFeature.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(everyFeature.title);
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("img", { name: /The first version on a phone/ })).toBeVisible();
  await page.goto(writingIndexPath("en", languages));
  await expect(page.getByRole("main").getByRole("link", { name: english[0]!.title })).toBeVisible();
  await context.close();
});

// A test a page, as the home page's scans are: three scans in one test took 13-17 s of its 30 under the full run.
const AXE_PAGES = {
  "the writing index": () => writingIndexPath("en", languages),
  "a post with every kind of block": () => everyFeature.path,
  "a German post": () => germanOnly.path,
};
for (const theme of ["light", "dark"] as const) {
  for (const [name, path] of Object.entries(AXE_PAGES)) {
    test(`${name} passes axe in ${theme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path());
      await expectNoAxeViolations(page);
    });
  }
}

for (const code of ["en", "de"] as const) {
  test(`the ${code} home page's writing section shows the newest posts and leads to all of them`, async ({ page }) => {
    const messages = messagesOf(code);
    await page.goto(localisedPath("/", code, languages));
    const section = page.locator("section#writing");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(messages["writing.title"]);
    const newest = postsOf(code).slice(0, 3);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(newest.map((post) => post.title));
    await expect(section.getByRole("link", { name: newest[0]!.title })).toHaveAttribute("href", newest[0]!.path);
    await expect(section.getByRole("link", { name: messages["writing.allPosts"] })).toHaveAttribute(
      "href",
      writingIndexPath(code, languages),
    );
    // The header names it from laptop width, as it names the chat.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page.getByRole("banner").getByRole("link", { name: messages["writing.title"], exact: true }),
    ).toHaveAttribute("href", "#writing");
  });
}

test("an image's title is its caption, and a long code line scrolls inside its box, which Tab reaches", async ({
  page,
}) => {
  await page.goto(everyFeature.path);
  await expect(page.locator("article figure figcaption")).toHaveText(
    "The “first version”, drawn before a line of code",
  );
  const code = page.locator("article pre").first();
  expect(await code.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await code.focus();
  await expect(code).toBeFocused();
});

test.describe("a case study", () => {
  const study = caseStudies.find((entry) => entry.lang === "en")!;
  const german = caseStudies.find((entry) => entry.lang === "de" && entry.slug === study.slug)!;

  test("the full test content has a case study in both languages", () => {
    expect([study, german].every(Boolean)).toBe(true);
  });

  test("its project's card keeps its own link and links to the case study, which shows the story", async ({ page }) => {
    const problems = await watchPageProblems(page);
    await page.goto("/");
    const cardLink = page.locator("#projects").getByRole("link", { name: messagesOf("en")["projects.readCaseStudy"] });
    await expect(cardLink.first()).toHaveAttribute("href", study.path);
    const card = cardLink.first().locator("xpath=..");
    await expect(card.getByRole("link", { name: new RegExp(study.project) })).toHaveAttribute("target", "_blank");
    await page.goto(study.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(study.title);
    await expect(main).toContainText(messagesOf("en")["caseStudy.label"]);
    await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(main.getByRole("link", { name: messagesOf("en")["caseStudy.allProjects"] })).toHaveAttribute(
      "href",
      "/#projects",
    );
    expect(problems).toEqual([]);
  });

  test("the German card leads to the German version, and the two name each other", async ({ page }) => {
    await page.goto(localisedPath("/", "de", languages));
    await expect(
      page
        .locator("#projects")
        .getByRole("link", { name: messagesOf("de")["projects.readCaseStudy"] })
        .first(),
    ).toHaveAttribute("href", german.path);
    for (const path of [study.path, german.path]) {
      await page.goto(path);
      const hreflangs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
      expect(hreflangs.sort()).toEqual(
        [`en ${absolute(study.path)}`, `de ${absolute(german.path)}`, `x-default ${absolute(study.path)}`].sort(),
      );
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(german.title);
  });

  test("its head describes a CreativeWork by the owner", async ({ page }) => {
    await page.goto(study.path);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({
      "@type": "CreativeWork",
      headline: study.title,
      url: absolute(study.path),
      author: { "@type": "Person", name: site.name },
    });
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`it passes axe in ${theme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(study.path);
      await expectNoAxeViolations(page);
    });
  }
});
