import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { APPLE_TOUCH_ICON_PATH, THEME_COLORS } from "../src/lib/web-app";
import { siteDir } from "./support/built-content";
import { CONTENT_DIR, languages, projects, site } from "./support/content";
import { caseStudies, posts, writingIndexes } from "./support/posts";
import { localisedPath } from "../src/i18n/languages";

/**
 * The files crawlers and phones ask for besides the page, as served with the
 * build: robots.txt and the sitemap with the content's siteUrl, the web app
 * manifest Chrome reads without a complaint, and the icons it and the page
 * name, at the sizes they claim.
 */

/** Width and height from a PNG's header, so the test needs no image library. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString("latin1"), "PNG signature").toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function getPng(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  return pngSize(await response.body());
}

const PUBLIC_DIR = siteDir();
const fingerprint = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

test.describe("what the build publishes", () => {
  test("the photos only in their resized versions, never the originals no page shows", () => {
    const photos: string[] = [
      ...site.heroPhotos.map((photo: { image: string }) => photo.image),
      ...projects.map((project: { image: string }) => project.image),
    ];
    const originals = new Map(photos.map((path) => [fingerprint(join(CONTENT_DIR, path)), path]));
    const published = readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && originals.has(fingerprint(join(entry.parentPath, entry.name))))
      .map(
        (entry) =>
          `${join(entry.parentPath, entry.name)} (${originals.get(fingerprint(join(entry.parentPath, entry.name)))})`,
      );
    expect(published).toEqual([]);
  });
});

test.describe("files crawlers and phones look for", () => {
  test("the link preview is the card the build drew: a 1200 × 630 PNG, named with its size and text", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const meta = (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute("content");
    const image = new URL((await meta("og:image"))!);
    expect(image.origin).toBe(new URL(site.siteUrl).origin);
    // Named after its bytes, so a changed card gets a new address that link previews fetch anew.
    expect(image.pathname).toMatch(/^\/static\/share-card-[0-9a-f]{20}\.png$/);
    expect(await meta("og:image:width")).toBe("1200");
    expect(await meta("og:image:height")).toBe("630");
    expect(await meta("og:image:alt")).toBe(`${site.name} – ${site.jobTitle}`);
    expect(await getPng(request, image.pathname)).toEqual({ width: 1200, height: 630 });
  });

  test("robots.txt lets crawlers in and names the sitemap at the site's address", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  test("the sitemap lists each language's home page and writing pages as their canonical links name them, and no 404 page", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    const homes = languages.map((code) => localisedPath("/", code, languages));
    const pages = [
      ...homes,
      ...writingIndexes,
      ...posts.map((post) => post.path),
      ...caseStudies.map((study) => study.path),
    ];
    const canonicals: (string | null)[] = [];
    for (const path of pages) {
      await page.goto(path);
      canonicals.push(await page.locator('link[rel="canonical"]').getAttribute("href"));
    }
    expect([...locations].sort()).toEqual(pages.map((path) => `${site.siteUrl}${path}`).sort());
    expect([...locations].sort()).toEqual([...canonicals].sort());
  });

  test("the manifest names the site and its icons, and Chrome reads it without errors", async ({ page, request }) => {
    await page.goto("/");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: site.name, start_url: "/", theme_color: THEME_COLORS.light });

    const cdp = await page.context().newCDPSession(page);
    const { errors, url } = await cdp.send("Page.getAppManifest");
    expect(url).toBe(new URL(href!, page.url()).href);
    expect(errors).toEqual([]);
    // Playwright's pages are incognito, where Chrome installs nothing; that must be its only objection.
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

    const sizes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(await getPng(request, icon.src), icon.src).toEqual({ width, height });
    }
  });

  test("the Apple touch icon is linked from the page and served at the site's root", async ({ page, request }) => {
    for (const path of ["/", "/no/such/page/"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", APPLE_TOUCH_ICON_PATH);
    }
    expect(await getPng(request, APPLE_TOUCH_ICON_PATH)).toEqual({ width: 180, height: 180 });
  });

  test("the browser's bars take the page colour of each colour scheme", async ({ page }) => {
    await page.goto("/");
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((meta) => [meta.getAttribute("media"), meta.getAttribute("content")]));
    expect(themeColors).toEqual([
      ["(prefers-color-scheme: light)", THEME_COLORS.light],
      ["(prefers-color-scheme: dark)", THEME_COLORS.dark],
    ]);
  });
});
