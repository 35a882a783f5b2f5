/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseHtml } from "../built-pages/html";
import { indexablePaths, isNoIndex, renderRobotsTxt, renderSitemap, writeCrawlFiles } from "./crawl-files";

const SITE = "https://jane-doe.example.com";
const NOINDEX = '<html><head><meta name="robots" content="noindex" data-gatsby-head="true"/></head></html>';

describe("isNoIndex", () => {
  it.each([
    [NOINDEX, true],
    ["<meta content='noindex, nofollow' name='robots'>", true],
    ['<meta name="ROBOTS" content="None">', true],
    ['<meta name="googlebot" content="noindex">', true],
    ['<meta name="robots" content="index, follow">', false],
    ['<meta name="description" content="noindex is a word">', false],
    ["<p>noindex</p>", false],
  ])("%s: %s", (html, noIndex) => {
    expect(isNoIndex(parseHtml(html))).toBe(noIndex);
  });
});

describe("the crawl files", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = mkdtempSync(join(tmpdir(), "public-"));
    const pages: Record<string, string> = {
      "index.html": "<html><head><title>Home</title></head></html>",
      "about/index.html": "<html></html>",
      "404/index.html": NOINDEX,
      "404.html": NOINDEX,
      "_gatsby/slices/_gatsby-scripts-1.html": "<script></script>",
    };
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(dirname(join(publicDir, file)), { recursive: true });
      writeFileSync(join(publicDir, file), html);
    }
  });
  afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

  it("lists every page but the ones that ask not to be indexed, as their canonical links name them", () => {
    expect(indexablePaths(publicDir)).toEqual(["/", "/about/"]);
  });

  it("writes robots.txt naming the sitemap, which lists the pages with absolute URLs", () => {
    expect(writeCrawlFiles(publicDir, SITE)).toEqual([`${SITE}/`, `${SITE}/about/`]);
    expect(readFileSync(join(publicDir, "robots.txt"), "utf8")).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
    const sitemap = readFileSync(join(publicDir, "sitemap.xml"), "utf8");
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual([`${SITE}/`, `${SITE}/about/`]);
    expect(sitemap).not.toContain("404");
  });
});

describe("renderSitemap", () => {
  it("escapes what XML would read as markup", () => {
    expect(renderSitemap(SITE, ["/a&b/"])).toContain(`<loc>${SITE}/a&amp;b/</loc>`);
  });
});

describe("renderRobotsTxt", () => {
  it("lets every crawler in", () => {
    expect(renderRobotsTxt(SITE)).not.toMatch(/^Disallow: \/$/m);
  });
});
