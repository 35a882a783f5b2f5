import { createHash } from "node:crypto";
import { type Document, elements, inlineScripts, rawText } from "../built-pages/html";
import { backendOriginOf } from "../../src/features/cv-download/backend-config";
import { deployContextHeaders } from "./deploy-context";
import { SHARED_HEADERS, SITE_OPENER_POLICY } from "./fixed-headers";

/**
 * The site's header rules: the fixed headers, the Content-Security-Policy
 * and the cache rules, the last two from the build output.
 */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

/**
 * A top-level folder of public/ that another plugin writes and that is no
 * part of the site (the visual editor's, for one): it gets the headers it
 * names instead of the site's, its pages are neither hashed into the site's
 * policy nor given it, and its files are revalidated on every visit, as
 * their names carry no hash.
 */
export interface OwnArea {
  folder: string;
  headers: Readonly<Record<string, string>>;
}

/** Whether a file of public/ (relative, "/" between folders) lies in one of the areas. */
export const isAreaFile = (areas: readonly OwnArea[], file: string) =>
  areas.some((area) => file.split("/")[0] === area.folder);

export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface CspSources {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  backendOrigin: string | null;
}

function hashSource(content: string): string {
  return `'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`;
}

/**
 * CSP hash sources for every inline script the browser runs and every
 * <style> element of one page. A data block such as JSON-LD is never
 * executed, so CSP ignores it and its hash would only churn with every
 * content edit.
 */
export function inlineHashes(document: Document): { scripts: string[]; styles: string[] } {
  return {
    scripts: inlineScripts(document).map((script) => hashSource(rawText(script))),
    styles: elements(document, "style").map((style) => hashSource(rawText(style))),
  };
}

/** The origin the browser may call for the CV download tracking; none without a configured backend. */
export function backendOrigin(url: string | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  const origin = backendOriginOf(value);
  if (origin) return origin;
  throw new Error(
    `GATSBY_SUPABASE_URL must be an http(s) origin such as https://<project-ref>.supabase.co (found "${value}")`,
  );
}

const unique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * Everything from the site itself and nothing else, with three narrow
 * exceptions, each needed by the production build:
 * - inline <script>/<style> only by hash (Gatsby inlines its loader, the
 *   theme script and the global CSS into every page);
 * - style attributes ('unsafe-inline' in style-src-attr only): gatsby-plugin-image
 *   server-renders its sizing and placeholder styles as attributes, and an
 *   attribute can neither run code nor, with img-src/font-src limited to the
 *   site, load anything. style-src is only the fallback for browsers without
 *   CSP level 3, which would otherwise break those images;
 * - data: images: gatsby-plugin-image's sizer is an inline SVG data URL.
 */
export function buildCsp({ scriptHashes, styleHashes, backendOrigin: origin }: CspSources): string {
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...unique(scriptHashes)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["style-src-elem", "'self'", ...unique(styleHashes)],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(origin ? [origin] : [])],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Gatsby names the bundles it writes to the site root after their content: app-<20 hex>.js, styles.<20 hex>.css. */
export function isHashedBundle(fileName: string): boolean {
  return /^[\w~.-]+[-.][0-9a-f]{20}\.(?:js|css)$/.test(fileName);
}

/**
 * The URL paths a file of public/ answers to: index.html also serves its
 * folder. In a rule's path a "*" or a segment that begins with ":" is a
 * pattern, which could reach the editor's paths, so such a name stops the
 * build instead.
 */
export function servedPaths(file: string): string[] {
  const segments = file.split(/[\\/]/);
  if (segments.some((segment) => segment.includes("*") || segment.startsWith(":")))
    throw new Error(`public/${file}: a header rule cannot name this file, as "*" and a leading ":" are patterns`);
  const path = `/${segments.join("/")}`;
  return path.endsWith("/index.html") ? [path.slice(0, -"index.html".length), path] : [path];
}

/**
 * Folders whose every file shares one Cache-Control: Gatsby names the files
 * of static/ after their content, while page data keeps its names and is
 * always revalidated.
 */
const FOLDER_CACHE: Readonly<Record<string, string>> = { static: IMMUTABLE_CACHE, "page-data": REVALIDATE_CACHE };

/** Pages keep their names from build to build; the root bundles are named after their content. */
function fileCache(file: string): string | undefined {
  if (file.endsWith(".html")) return REVALIDATE_CACHE;
  return !file.includes("/") && isHashedBundle(file) ? IMMUTABLE_CACHE : undefined;
}

/**
 * Netlify's parser reads "/x/*" as every path that begins with "/x", in any
 * case ("/404/*" matches "/404.html" too). A folder whose name begins another
 * top-level name cannot have that rule without reaching the other entry, so
 * its files are named one by one instead.
 */
function wildcardReachesAnother(folder: string, names: readonly string[]): boolean {
  const prefix = folder.toLowerCase();
  return names.some((name) => name !== folder && name.toLowerCase().startsWith(prefix));
}

export interface BuildFiles {
  /** The site's Content-Security-Policy. */
  csp: string;
  /** Every file of public/ that Netlify serves, relative to it, with "/" between folders. */
  files: readonly string[];
  /** Netlify's CONTEXT. */
  deployContext: string | undefined;
  /** Folders with headers of their own. */
  areas: readonly OwnArea[];
}

/**
 * No two rules that can match one path set the same header, so nothing
 * depends on how Netlify treats overlapping rules (it promises nothing for
 * them). "/*" carries only what the site and the editor share. The site's
 * policy goes on rules that cannot reach /admin/: "/" and one rule per
 * top-level entry of public/ ("/x/*" for a folder, "/f" for a file), each
 * with its Cache-Control where the entry has one; a page inside a folder gets
 * a rule of its own for its Cache-Control only. An own area's folder gets its
 * own headers and one Cache-Control. An unknown path outside every folder
 * matches "/*" alone: the 404 page carries the site's policy in a <meta>
 * (not-found-policy.ts).
 */
export function buildHeaderRules({ csp, files, deployContext, areas }: BuildFiles): HeaderRule[] {
  const context = deployContextHeaders(deployContext);
  const sitePolicy = { "Content-Security-Policy": csp, ...SITE_OPENER_POLICY, ...context.site };
  const rules = new Map<string, Record<string, string>>();
  const set = (path: string, headers: Record<string, string>) => {
    const rule = rules.get(path) ?? {};
    for (const [name, value] of Object.entries(headers)) {
      if (rule[name] !== undefined && rule[name] !== value) throw new Error(`${path} would get two ${name} headers`);
      rule[name] = value;
    }
    rules.set(path, rule);
  };

  /** The headers of everything under one top-level entry of public/. */
  const areaHeaders = (name: string): Record<string, string> => {
    const area = areas.find((candidate) => candidate.folder === name);
    const own = area ? area.headers : sitePolicy;
    const cache = area ? REVALIDATE_CACHE : FOLDER_CACHE[name];
    return { ...own, ...(cache ? { "Cache-Control": cache } : {}) };
  };

  set("/*", { ...SHARED_HEADERS, ...context.everyPath });
  set("/", sitePolicy);
  // Each top-level entry with the files inside it; none for a file.
  const entries = new Map<string, string[]>();
  for (const file of files) {
    const [name = "", ...rest] = file.split("/");
    const inside = entries.get(name) ?? [];
    if (rest.length > 0) inside.push(file);
    entries.set(name, inside);
  }
  const names = [...entries.keys()].sort();
  for (const name of names) {
    const inside = entries.get(name)!;
    if (inside.length === 0) servedPaths(name).forEach((path) => set(path, areaHeaders(name)));
    else if (!wildcardReachesAnother(name, names)) set(`${servedPaths(name)[0]}/*`, areaHeaders(name));
    else for (const path of inside.flatMap(servedPaths)) set(path, areaHeaders(name));
  }
  // A Cache-Control of a single file, where its entry's rule sets none.
  for (const file of files) {
    const cache = fileCache(file);
    const [name = ""] = file.split("/");
    if (cache && areaHeaders(name)["Cache-Control"] === undefined)
      for (const path of servedPaths(file)) set(path, { "Cache-Control": cache });
  }
  return [...rules].map(([path, headers]) => ({ path, headers }));
}
