import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../built-pages/built-pages";
import { type Document, attribute, elements } from "../built-pages/html";

/**
 * robots.txt and sitemap.xml, the files crawlers ask for first, with the
 * absolute URLs of content's siteUrl. Previews are not kept out here: a
 * crawler barred by robots.txt never reads the page's noindex, so they get
 * the X-Robots-Tag header instead (plugins/site-headers/deploy-context.ts).
 */

/** Whether a page asks search engines to leave it out, as the 404 page does. */
export function isNoIndex(document: Document): boolean {
  return elements(document, "meta").some((meta) => {
    const name = attribute(meta, "name")?.toLowerCase();
    const directives =
      attribute(meta, "content")
        ?.toLowerCase()
        .split(/\s*,\s*/) ?? [];
    return (
      (name === "robots" || name === "googlebot") && (directives.includes("noindex") || directives.includes("none"))
    );
  });
}

/**
 * The URL path of every page search engines may index: each folder's
 * index.html, which is what canonical links name (trailing slashes always),
 * unless it asks not to be indexed. Gatsby's flat 404.html is never one.
 */
export function indexablePaths(publicDir: string): string[] {
  return builtPages(publicDir)
    .filter((page) => !isNoIndex(page.document))
    .map((page) => page.file.split(/[\\/]/).join("/"))
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`)
    .sort();
}

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

export function renderRobotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absolute(siteUrl, "/sitemap.xml")}`, ""].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[char]};`);

export function renderSitemap(siteUrl: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(absolute(siteUrl, path))}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
}

/** Writes both files into publicDir; returns the URLs the sitemap lists. */
export function writeCrawlFiles(publicDir: string, siteUrl: string): string[] {
  const paths = indexablePaths(publicDir);
  writeFileSync(join(publicDir, "robots.txt"), renderRobotsTxt(siteUrl));
  writeFileSync(join(publicDir, "sitemap.xml"), renderSitemap(siteUrl, paths));
  return paths.map((path) => absolute(siteUrl, path));
}
