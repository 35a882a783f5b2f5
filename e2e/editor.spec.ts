import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Dialog, type Page } from "@playwright/test";
import { EDITOR_PAGE_URL } from "../plugins/editor/addresses";
import { startEditServer } from "../plugins/editor/edit-server";
import { validateContent } from "../plugins/site-content/validate";
import { readLanguageContent } from "../plugins/site-content/language-content";
import { accentShade } from "../src/lib/accent";
import { copyProject } from "../scripts/project-copy.mjs";

/**
 * The content editor at /admin/ of the production build, saving through the
 * local editing backend into a copy of the full test content: what the owner
 * does in it, and what lands in the files.
 */

const FIXTURE = join(__dirname, "../fixtures/content/full");
/** What an owner may wait between `npm run edit` and a working editor. */
const EDIT_START_BOUND_MS = 60_000;
const PICTURE = join(FIXTURE, "images/projects/kids-ai-puppet.jpg");

let repo: string;
let server: Server;

// One backend on its fixed port, so one test at a time; an editor session takes longer than a page visit, and
// `npm test` runs this suite beside other steps.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const saved = (file: string) => readFileSync(join(repo, "content", file), "utf8");
const original = (file: string) => readFileSync(join(FIXTURE, file), "utf8");

/** The lines of `file` that differ from the fixture's, when both have as many lines. */
function changedLines(file: string): { before: string; after: string }[] {
  const before = original(file).split("\n");
  const after = saved(file).split("\n");
  expect(after, `${file} keeps its line count`).toHaveLength(before.length);
  return before.flatMap((line, index) => (line === after[index] ? [] : [{ before: line, after: after[index]! }]));
}

async function openEntry(page: Page, collection: string, file: string) {
  await page.goto("/admin/");
  // The editor is one large script: on a busy machine it takes a while to start.
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
  // Once logged in, the editor opens its first collection; the entry is then one step of its own router away,
  // where a new address would load the whole script again.
  await page.waitForURL(/#\/collections\//);
  await goToEntry(page, collection, file);
}

/** Another entry, in the editor already open. */
async function goToEntry(page: Page, collection: string, file: string) {
  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${collection}/entries/${file}`);
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible({ timeout: 30_000 });
}

/** Asks the local editor to save (no workflow: straight into the files), as the owner does. */
async function startPublish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/** Saves and waits until the file is written. */
async function publish(page: Page) {
  await startPublish(page);
  await expect(page.getByRole("alert")).toContainText("Entry saved", { timeout: 20_000 });
}

/** How long a form may take after a new page: the editor's whole script starts again, slowly on a busy machine. */
const NEW_PAGE = { timeout: 30_000 };

const expectBuildAccepts = async () => expect(await validateContent(join(repo, "content"))).toEqual([]);

test.describe("the content editor", () => {
  test.skip(({ isMobile }) => isMobile, "the editor is a desktop tool");

  test.beforeAll(async () => {
    repo = mkdtempSync(join(tmpdir(), "editor-e2e-"));
    server = await startEditServer({ repoDir: repo });
  });

  test.afterAll(() => {
    server?.close();
    rmSync(repo, { recursive: true, force: true });
  });

  test.beforeEach(() => {
    rmSync(join(repo, "content"), { recursive: true, force: true });
    cpSync(FIXTURE, join(repo, "content"), { recursive: true });
  });

  test("edits the tagline with a one-line change, and the preview draws the hero", async ({ page }) => {
    await openEntry(page, "content", "site");
    const tagline = page.getByLabel("Tagline", { exact: true });
    await tagline.fill("Building what people ask for twice");
    // Under the field, its count against the limit the build checks.
    await expect(page.getByText("34 / 160", { exact: true })).toBeVisible();
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByText("Building what people ask for twice")).toBeVisible();
    const heading = preview.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(JSON.parse(original("site.json")).name);
    // The page's typefaces, loaded in the pane as on the page: the display face for the name, Inter for the text.
    // Decap links the preview's stylesheet into the pane, which may draw its text before that sheet arrives on a busy
    // machine: read the faces once it has.
    await expect
      .poll(() => heading.evaluate((element) => getComputedStyle(element).fontFamily))
      .toMatch(/^"Instrument Serif"/);
    const fonts = await heading.evaluate(async (element) => {
      const fonts = element.ownerDocument.fonts;
      await Promise.all([fonts.load('16px "Instrument Serif"'), fonts.load('800 16px "Inter Variable"')]);
      const loaded = [...fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, ""));
      const text = element.parentElement!.querySelector("p")!;
      return { heading: getComputedStyle(element).fontFamily, text: getComputedStyle(text).fontFamily, loaded };
    });
    expect(fonts.heading).toMatch(/^"Instrument Serif"/);
    expect(fonts.text).toMatch(/^"Inter Variable"/);
    expect(fonts.loaded).toEqual(expect.arrayContaining(["Instrument Serif", "Inter Variable"]));
    await page.screenshot({ path: test.info().outputPath("site-preview.png") });
    await publish(page);
    expect(changedLines("site.json")).toEqual([
      { before: expect.stringContaining('"tagline":'), after: '  "tagline": "Building what people ask for twice",' },
    ]);
    await expectBuildAccepts();
  });

  test("draws the preview in the owner's accent, following the field, in the theme the system asks for", async ({
    page,
  }) => {
    await openEntry(page, "content", "site");
    const heading = page.frameLocator("iframe").first().getByRole("heading", { level: 1 });
    // The accent the page's highlights are drawn in (links, the current section, focus rings), as "r g b".
    const accent = () =>
      heading.evaluate((element) =>
        getComputedStyle(element.ownerDocument.documentElement).getPropertyValue("--color-accent-ink").trim(),
      );
    const triplet = (theme: "light" | "dark") => {
      const { colour } = accentShade("#c2410c", theme);
      return [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16)).join(" ");
    };
    const before = await accent();
    await page.getByRole("textbox", { name: /^Accent/ }).fill("#c2410c");
    await expect.poll(accent).toBe(triplet("light"));
    expect(before).not.toBe(triplet("light"));
    // A system in dark mode gets the page's dark theme, with the accent's dark shade.
    const background = () =>
      heading.evaluate((element) => getComputedStyle(element.closest(".bg-page")!).backgroundColor);
    const light = await background();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(accent).toBe(triplet("dark"));
    expect(await background()).not.toBe(light);
    // The header's theme button in the pane turns the preview light again, and leaves the editor as it was.
    const editorClasses = await page.evaluate(() => document.documentElement.className);
    await page.frameLocator("iframe").first().getByRole("button", { name: "Switch to light mode" }).click();
    await expect.poll(accent).toBe(triplet("light"));
    expect(await background()).toBe(light);
    expect(await page.evaluate(() => document.documentElement.className)).toBe(editorClasses);
  });

  test("adds a project with an uploaded picture, which the German page shows beside its own and offers to translate", async ({
    page,
  }) => {
    await openEntry(page, "content", "projects");
    const before = JSON.parse(original("projects.json")).projects.length;
    await page.getByRole("button", { name: "Add projects" }).click();
    // The new entry opens; the others stay folded, so its fields are the only ones shown.
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("Garden sensor");
    await page
      .getByRole("textbox", { name: "Description", exact: true })
      .fill("A soil sensor that texts when the basil is dry.");
    await page.getByRole("textbox", { name: "Link", exact: true }).fill("https://example.com/garden-sensor");
    await page.getByRole("button", { name: "Choose an image" }).click();
    await page.locator("input[type=file]").setInputFiles({
      name: "garden-sensor.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(PICTURE),
    });
    await page.getByRole("button", { name: "Choose selected" }).click();
    // The preview is the page's carousel, as many cards to a view as the page shows at the pane's width.
    const carousel = page.frameLocator("iframe").first().getByRole("group", { name: "Projects", exact: true });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const dot = carousel.getByRole("button", { name: `Go to slide ${before + 1}` });
    await dot.click();
    await expect(dot).toHaveAttribute("aria-current", "true");
    // Once the slide has come to rest, so the picture is of the card the dots name.
    const title = carousel.getByRole("heading", { name: "Garden sensor" });
    const left = async () => Math.round((await title.boundingBox())?.x ?? -1);
    await expect.poll(async () => (await left()) === (await page.waitForTimeout(100), await left())).toBe(true);
    await expect(title).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath("projects-preview.png") });
    await publish(page);
    const projects = JSON.parse(saved("projects.json")).projects;
    expect(projects).toHaveLength(before + 1);
    // Its key is written once, from its title, so the German translation stays matched if the title changes.
    expect(projects.at(-1)).toMatchObject({
      id: "garden-sensor",
      title: "Garden sensor",
      image: "images/projects/garden-sensor.jpg",
    });
    expect(readFileSync(join(repo, "content/images/projects/garden-sensor.jpg"))).toEqual(readFileSync(PICTURE));
    await expectBuildAccepts();

    // The German page keeps the German texts of every other project and shows the new one in English.
    const germanTitles = JSON.parse(original("de/projects.json")).projects.map(({ title }: { title: string }) => title);
    const germanPage = readLanguageContent(join(repo, "content"), "de");
    const shown = (germanPage.files["projects.json"] as { projects: { title: string }[] }).projects;
    expect(shown.map(({ title }) => title)).toEqual([...germanTitles, "Garden sensor"]);
    // The projects' one note (the test content leaves a role untranslated on purpose, which is noted apart).
    const projectNotes = (notes: string[]) => notes.filter((line) => line.includes("projects.json"));
    expect(projectNotes(germanPage.untranslated)).toEqual([
      expect.stringMatching(/projects\[\d+\] "Garden sensor": has no de text/),
    ]);

    // The German list says what it lacks, and starts the translation from the English texts.
    await goToEntry(page, "content-de", "projects");
    const gaps = page.getByRole("region", { name: "Translation of this list into Deutsch" });
    await expect(gaps).toContainText("1 entry of the English list has no Deutsch translation yet");
    const germanCarousel = page.frameLocator("iframe").first().getByRole("group", { name: "Projekte", exact: true });
    await expect(germanCarousel.getByRole("heading", { name: germanTitles[0] })).toBeVisible();
    await germanCarousel.getByRole("button", { name: `Folie ${before + 1} anzeigen` }).click();
    await expect(germanCarousel.getByRole("heading", { name: "Garden sensor" })).toBeVisible();
    await gaps.getByRole("button", { name: "Translate “Garden sensor”" }).click();
    await expect(gaps).toHaveCount(0);
    await page.getByRole("textbox", { name: "Title (optional)", exact: true }).fill("Gartensensor");
    await expect(germanCarousel.getByRole("heading", { name: "Gartensensor" })).toBeVisible();
    await publish(page);
    expect(JSON.parse(saved("de/projects.json")).projects.at(-1)).toEqual({
      id: "garden-sensor",
      title: "Gartensensor",
      description: "A soil sensor that texts when the basil is dry.",
    });
    expect(projectNotes(readLanguageContent(join(repo, "content"), "de").untranslated)).toEqual([]);
    await expectBuildAccepts();
  });

  test("removes an experience entry and leaves the others as written", async ({ page }) => {
    await openEntry(page, "content", "experience");
    const entries = JSON.parse(original("experience.json")).experience;
    const last = entries.at(-1);
    // An entry's bar: fold, drag and remove buttons (Decap leaves them unnamed), then its summary.
    const bar = page.getByText(last.title, { exact: true }).locator("xpath=..");
    await bar.getByRole("button").last().click();
    await expect(page.getByText(last.title, { exact: true })).toHaveCount(0);
    // The preview draws the entries left as the page's experience section: on the pane's narrow width, the
    // phone's carousel of cards.
    const carousel = page.frameLocator("iframe").first().getByRole("group", { name: "Experience", exact: true });
    await expect(carousel.getByRole("button", { name: /^Go to slide/ })).toHaveCount(entries.length - 1);
    await expect(carousel.getByRole("heading", { name: entries[0].title, exact: true })).toBeVisible();
    await publish(page);
    expect(JSON.parse(saved("experience.json")).experience).toEqual(entries.slice(0, -1));
    await expectBuildAccepts();
  });

  test("lists every section in the page's order, reorders and hides them, changing nothing else", async ({ page }) => {
    await openEntry(page, "content", "site");
    // The file leaves the field out, so the page shows every section in the default order, and so does the field.
    const field = page.getByRole("group", { name: "Sections" });
    const switches = field.getByRole("switch");
    await expect(switches).toHaveCount(6);
    await expect(field.getByRole("listitem")).toHaveText([
      /^About/,
      /^Projects/,
      /^Experience/,
      /^Writing/,
      /^Chat/,
      /^Contact/,
    ]);
    for (const toggle of await switches.all()) await expect(toggle).toBeChecked();
    for (let step = 0; step < 3; step += 1) await field.getByRole("button", { name: "Move Chat up" }).click();
    await field.getByRole("switch", { name: "Experience" }).uncheck();
    await expect(field.getByRole("listitem")).toHaveText([
      /^About/,
      /^Chat/,
      /^Projects/,
      /^Experience/,
      /^Writing/,
      /^Contact/,
    ]);
    // The preview's header is the page's: its section links (in the pane's narrow width, behind the phone's menu)
    // follow the field, and a hidden section has none.
    const preview = page.frameLocator("iframe").first();
    await preview.getByRole("banner").locator("summary").click();
    const nav = preview.getByRole("navigation", { name: "Sections" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "About", "Ask my AI", "Projects", "Writing", "Contact"]);
    await publish(page);
    const after = JSON.parse(saved("site.json"));
    expect(after.sections).toEqual(["about", "chat", "projects", "writing", "contact"]);
    expect({ ...after, sections: undefined }).toEqual({ ...JSON.parse(original("site.json")), sections: undefined });
    await expectBuildAccepts();

    // Opened again, the field shows the file's order, and the hidden section after the shown ones, switched off.
    await page.reload();
    await expect(page.getByRole("button", { name: "Publish" })).toBeVisible(NEW_PAGE);
    await expect(field.getByRole("listitem")).toHaveText([
      /^About/,
      /^Chat/,
      /^Projects/,
      /^Writing/,
      /^Contact/,
      /^Experience/,
    ]);
    await expect(field.getByRole("switch", { name: "Experience" })).not.toBeChecked();
  });

  test("says in the preview pane when a file is not drawn there", async ({ page }) => {
    await openEntry(page, "content", "skills");
    const note = page.frameLocator("iframe").first().getByRole("note");
    await expect(note).toContainText("Skills is not drawn here.");
    await expect(note).toContainText("View Live");
  });

  test("says where a publish goes and that git commits it", async ({ page }) => {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click({ timeout: 60_000 });
    await expect(
      page.getByText(/^Publish saves into content\/ on this computer\. Commit the change with git/),
    ).toBeVisible(NEW_PAGE);
  });

  test("draws the chat's replies in the preview as the page's message bubbles", async ({ page }) => {
    await openEntry(page, "content", "chat");
    await page.getByRole("textbox", { name: "Greeting", exact: true }).fill("Hi! Ask me about the puppet.");
    const replies = page.frameLocator("iframe").first().getByRole("list", { name: "Chat replies" });
    await expect(replies.getByText("Hi! Ask me about the puppet.")).toBeVisible();
    const [topic] = JSON.parse(original("chat.json")).topics;
    await expect(replies.getByText(topic.reply)).toBeVisible();
  });

  test("edits a German text in the German file only", async ({ page }) => {
    await openEntry(page, "content-de", "site");
    await page.getByRole("textbox", { name: "Tagline (optional)", exact: true }).fill("Produkte, die man zweimal will");
    // The German file leaves the name to the English one, and the preview shows it as the German page does.
    const preview = page.frameLocator("iframe").first();
    await expect(preview.getByText("Produkte, die man zweimal will")).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(JSON.parse(original("site.json")).name);
    await publish(page);
    expect(changedLines("de/site.json")).toEqual([
      { before: expect.stringContaining('"tagline":'), after: '  "tagline": "Produkte, die man zweimal will",' },
    ]);
    expect(saved("site.json")).toBe(original("site.json"));
    await expectBuildAccepts();
  });

  test("opens the entry its address names when the address moves to another", async ({ page }) => {
    await openEntry(page, "content", "site");
    const english = page.getByRole("textbox", { name: "Tagline", exact: true });
    await expect(english).toHaveValue(JSON.parse(original("site.json")).tagline);
    // A typed address, a bookmark or the browser's history moves the open editor to the German Site.
    await page.evaluate((hash) => (window.location.hash = hash), "#/collections/content-de/entries/site");
    const german = page.getByRole("textbox", { name: "Tagline (optional)", exact: true });
    await expect(german).toHaveValue(JSON.parse(original("de/site.json")).tagline, NEW_PAGE);
    await german.fill("Produkte, die man zweimal will");
    await publish(page);
    expect(changedLines("de/site.json")).toEqual([
      { before: expect.stringContaining('"tagline":'), after: '  "tagline": "Produkte, die man zweimal will",' },
    ]);
    expect(saved("site.json")).toBe(original("site.json"));
    // Back to the English Site, which the form shows again. The toast can come before the form counts itself saved;
    // until then, leaving the page would ask first.
    await expect(page.getByText("Changes saved")).toBeVisible();
    await page.goBack();
    await expect(english).toHaveValue(JSON.parse(original("site.json")).tagline, NEW_PAGE);
  });

  test("asks before an address change drops unsaved changes, and never saves them into another file", async ({
    page,
  }) => {
    await openEntry(page, "content", "site");
    const english = page.getByRole("textbox", { name: "Tagline", exact: true });
    // Clicked and typed as the owner does: a browser asks before unloading only a page someone has used.
    await english.click();
    await english.fill("Building what people ask for twice");
    const asked = new Promise<Dialog>((resolve) => page.once("dialog", resolve));
    await page.evaluate((hash) => (window.location.hash = hash), "#/collections/content-de/entries/site");
    const question = await asked;
    expect(question.type()).toBe("beforeunload");
    await question.dismiss();
    // The owner stayed: the form still holds the English Site and its change, and will not save it at this address.
    await expect(english).toHaveValue("Building what people ask for twice");
    await startPublish(page);
    await expect(page.getByRole("alert")).toContainText(
      "Wrong address: this form holds content/site.json, but the address names content/de/site.json. Nothing was saved",
    );
    await page.getByRole("alert").click({ trial: true });
    await page.screenshot({ path: test.info().outputPath("refused-at-another-address.png") });
    expect(saved("site.json")).toBe(original("site.json"));
    expect(saved("de/site.json")).toBe(original("de/site.json"));
    // Reloading, and leaving the change, opens the German Site the address names.
    page.once("dialog", (leave) => void leave.accept());
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Tagline (optional)", exact: true })).toHaveValue(
      JSON.parse(original("de/site.json")).tagline,
      NEW_PAGE,
    );
  });

  test("refuses a link that is no address, and saves nothing", async ({ page }) => {
    await openEntry(page, "content", "site");
    await page.getByRole("textbox", { name: "Linkedin URL", exact: true }).fill("my linkedin");
    await startPublish(page);
    await expect(
      page.getByText("Linkedin URL must be a web address starting with https:// or http://.", { exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("refused-link.png") });
    expect(saved("site.json")).toBe(original("site.json"));
  });

  test("opens a folded entry whose field it refuses, and names it counted from 1", async ({ page }) => {
    await openEntry(page, "content", "projects");
    const third = JSON.parse(original("projects.json")).projects[2];
    // An entry's bar: fold, drag and remove buttons (Decap leaves them unnamed), then its summary.
    const fold = page.getByText(third.title, { exact: true }).locator("xpath=..").getByRole("button").first();
    const link = page.getByRole("textbox", { name: "Link", exact: true });
    await fold.click();
    await link.fill("not an address");
    await fold.click();
    await expect(link).toBeHidden();
    await startPublish(page);
    await expect(page.getByRole("alert").filter({ hasText: "Fix before publishing: Projects, entry 3" })).toHaveText(
      `Fix before publishing: Projects, entry 3 “${third.title}”: Link must be a web address starting with https:// or http://.`,
    );
    await expect(link).toBeInViewport();
    await expect(link).toHaveValue("not an address");
    expect(saved("projects.json")).toBe(original("projects.json"));
  });

  test("refuses a line break in a one-line text, and saves nothing", async ({ page }) => {
    await openEntry(page, "content", "site");
    // The description wraps in a box of its own, where Enter is at hand; the page shows it on one line.
    const description = page.getByRole("textbox", { name: "Description", exact: true });
    await description.fill("Builds products.");
    await description.press("Enter");
    await description.pressSequentially("In Vienna.");
    await startPublish(page);
    await expect(page.getByText(/characters of text, on one line/)).toBeVisible();
    expect(saved("site.json")).toBe(original("site.json"));
  });

  test("edits a post in the Writing collection: its front matter's fields, a calendar and its Markdown text", async ({
    page,
  }) => {
    const file = "writing/shipping-an-mvp.md";
    await openEntry(page, "writing-en", "shipping-an-mvp");
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Shipping an MVP in two weeks");
    const description = page.getByRole("textbox", { name: "Description", exact: true });
    await description.fill("What a first version needs, and nothing more.");
    await publish(page);
    // Only the description's line changed, and the text after the front matter is as it was.
    expect(changedLines(file)).toEqual([
      {
        before: expect.stringMatching(/^description: /),
        after: "description: What a first version needs, and nothing more.",
      },
    ]);
    await expectBuildAccepts();
  });

  test("refuses what only the build can check, with the build's own words", async ({ page }) => {
    await openEntry(page, "content", "site");
    // Pictures come only from uploads, so none can be missing; an address of this machine has the form the
    // editor asks for, and only the build knows that no visitor can reach it.
    await page.getByRole("textbox", { name: "Site URL" }).fill("https://localhost");
    await startPublish(page);
    const panel = page.getByRole("alert", { name: "Not saved. The build would refuse this change." });
    await expect(panel).toContainText("content/site.json: siteUrl");
    await expect(panel).not.toContainText("API_ERROR");
    await page.screenshot({ path: test.info().outputPath("refused-by-build.png") });
    // Decap's own toast goes after eight seconds; the panel stays until the owner dismisses it.
    const toast = page.getByRole("alert").filter({ hasText: "Failed to persist entry" });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 15_000 });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Dismiss" }).click();
    await expect(panel).toBeHidden();
    expect(saved("site.json")).toBe(original("site.json"));
  });
});

test("a visitor of the deployed editor can only log in", async ({ browser }) => {
  test.skip(test.info().project.name !== "desktop", "one look is enough");
  // Any host but localhost is the deployed editor, which works through GitHub.
  const context = await browser.newContext();
  const page = await context.newPage();
  const base = new URL(test.info().project.use.baseURL!);
  await page.route("http://editor.test/**", async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await page.request.fetch(`${base.origin}${url.pathname}${url.search}`) });
  });
  await page.goto("http://editor.test/admin/");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(1);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  // At most a way back to the site itself.
  const siteUrl = JSON.parse(original("site.json")).siteUrl;
  for (const link of await page.getByRole("link").all()) expect(await link.getAttribute("href")).toMatch(siteUrl);
  await page.screenshot({ path: test.info().outputPath("login.png") });
  await context.close();
});

/** Stops a process group and waits until none of its processes is left. */
async function stopGroup(pid: number) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  process.kill(-pid, "SIGTERM");
  for (const deadline = Date.now() + 10_000; alive() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, "SIGKILL");
  while (alive()) await new Promise((resolve) => setTimeout(resolve, 100));
}

test("`npm run edit` serves the editor within a minute, on a copy with no editor built yet", async () => {
  test.skip(test.info().project.name !== "desktop", "one start is enough");
  const project = mkdtempSync(join(tmpdir(), "edit-command-"));
  // The project's sources, not its build or caches: the editor's script is bundled afresh, the slowest start.
  copyProject(join(__dirname, ".."), project, { leaveOut: ["fixtures", "docs", "e2e"] });
  const started = Date.now();
  const edit = spawn("npm", ["run", "edit"], { cwd: project, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  edit.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  edit.stderr.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  try {
    await expect
      .poll(() => printed, { timeout: EDIT_START_BOUND_MS, message: "npm run edit prints the editor's address" })
      .toContain(`The editor is ready at ${EDITOR_PAGE_URL}`);
    const response = await fetch(EDITOR_PAGE_URL);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>");
    expect(elapsed).toBeLessThan(EDIT_START_BOUND_MS);
    test.info().annotations.push({ type: "time to /admin/", description: `${elapsed} ms` });
  } finally {
    // The whole group: npm, the editor's servers and the development server it started beside them. npm
    // exits before the development server's workers, which still write their cache into the copy, so the
    // copy is removed once no process of the group is left (killed outright after 10 s).
    if (edit.pid) await stopGroup(edit.pid);
    rmSync(project, { recursive: true, force: true });
  }
});
