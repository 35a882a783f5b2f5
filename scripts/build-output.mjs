/**
 * What a visitor's browser downloads for a page of the production build, read
 * from public/: the scripts the HTML loads and their compressed sizes.
 */
import { existsSync, readdirSync } from "node:fs";
import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

export const brotliSize = (buffer) =>
  brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Same-origin script URLs an HTML document loads on its own: its src
 * attributes and the bundles its loader starts (data-src, see
 * src/lib/bundle-loader.ts), not preloads of later chunks.
 */
export function scriptSources(html) {
  return [...html.matchAll(/<script\b[^>]*?\s(?:data-)?src="([^"]+)"[^>]*>/g)]
    .map((match) => match[1])
    .filter((src) => src.startsWith("/"));
}

export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
}

export function stylesheetHrefs(html) {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((match) => match[1]);
}

/**
 * The copies of a page the build made for the site's further languages, each
 * under its two-letter code: "index.html" → ["de/index.html"].
 */
export function languageCopies(publicDir, page) {
  return readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
    .flatMap((entry) => builtPages(publicDir, `${entry.name}/${page}`))
    .filter((copy) => existsSync(join(publicDir, copy)));
}

/**
 * The built files a budget's page names: itself, or, where one folder of its
 * path is a star ("writing/" + "*" + "/index.html"), the page in each folder
 * there; a site without posts has none.
 */
export function builtPages(publicDir, page) {
  const star = page.indexOf("/*/");
  if (star === -1) return [page];
  const parent = page.slice(0, star);
  if (!existsSync(join(publicDir, parent))) return [];
  return readdirSync(join(publicDir, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}${page.slice(star + 2)}`)
    .filter((file) => existsSync(join(publicDir, file)))
    .sort();
}

/** Gatsby's page-data folder for an HTML file: "index.html" → "index", "404.html" → "404.html", "a/index.html" → "a". */
export function pageDataDir(htmlPath) {
  if (htmlPath === "index.html") return "index";
  return htmlPath.endsWith("/index.html") ? htmlPath.slice(0, -"/index.html".length) : htmlPath;
}

/**
 * Gatsby writes its webpack stats to public/, and the site's build then moves
 * them to .cache/ beside it (plugins/bundles/build-manifests.ts); a plain Gatsby
 * build, such as the bare page perf.mjs compares against, leaves them there.
 */
async function webpackStatsFile(publicDir) {
  const written = join(publicDir, "webpack.stats.json");
  try {
    await access(written);
    return written;
  } catch {
    return join(publicDir, "..", ".cache", "webpack.stats.json");
  }
}

/**
 * The page's own component chunk group, which Gatsby's runtime requests as
 * soon as it starts: part of the first load although no <script src> names it.
 */
async function pageChunkFiles(publicDir, htmlPath) {
  const pageData = JSON.parse(
    await readFile(join(publicDir, "page-data", pageDataDir(htmlPath), "page-data.json"), "utf8"),
  );
  const stats = JSON.parse(await readFile(await webpackStatsFile(publicDir), "utf8"));
  const group = stats.namedChunkGroups[pageData.componentChunkName];
  return (group?.assets ?? []).map((asset) => `/${asset.name}`).filter((name) => name.endsWith(".js"));
}

export async function measurePage(publicDir, htmlPath = "index.html") {
  const html = await readFile(join(publicDir, htmlPath));
  const text = html.toString("utf8");
  const scripts = [];
  const sources = [...new Set([...scriptSources(text), ...(await pageChunkFiles(publicDir, htmlPath))])];
  for (const src of sources) {
    const body = await readFile(join(publicDir, src.split("?")[0]));
    scripts.push({ src, raw: body.length, brotli: brotliSize(body), gzip: gzipSize(body) });
  }
  // Gatsby inlines the CSS into the HTML; a linked stylesheet would count too.
  const external = [];
  for (const href of stylesheetHrefs(text).filter((href) => href.startsWith("/"))) {
    external.push(await readFile(join(publicDir, href)));
  }
  const allCss = Buffer.concat([Buffer.from(inlineStyles(text)), ...external]);
  return {
    scripts,
    js: { raw: sum(scripts, "raw"), brotli: sum(scripts, "brotli"), gzip: sum(scripts, "gzip") },
    css: { raw: allCss.length, brotli: brotliSize(allCss), gzip: gzipSize(allCss) },
    html: { raw: html.length, brotli: brotliSize(html), gzip: gzipSize(html) },
  };
}

function sum(items, key) {
  return items.reduce((total, item) => total + item[key], 0);
}
