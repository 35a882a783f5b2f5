import { createHash } from "node:crypto";
import { type Document, elements, inlineScripts, rawText } from "../built-pages/html";
import { backendOriginOf } from "../../src/lib/backend-config";
import { ADMIN_DIR } from "../editor/addresses";
import { ADMIN_HEADERS } from "../editor/admin-headers";
import { FIXED_HEADERS } from "./fixed-headers";

/**
 * The site's header rules: the fixed headers, the Content-Security-Policy
 * and the cache rules, the last two from the build output.
 */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const REVALIDATE_CACHE = "public, max-age=0, must-revalidate";

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

/** The URL paths a page file answers to: index.html also serves its folder. */
export function pagePaths(htmlFile: string): string[] {
  const path = `/${htmlFile.split(/[\\/]/).join("/")}`;
  return path.endsWith("/index.html") ? [path.slice(0, -"index.html".length), path] : [path];
}

/**
 * One site-wide CSP for "/*" rather than one per page: a CDN answers an
 * unknown path with 404.html under that path's rules, so the catch-all must
 * allow the 404 page's scripts anyway. Cache-Control is set by exactly one
 * rule per path: Gatsby's static/ folder and the root bundles are named after
 * their content, while pages and page-data keep their names and are always
 * revalidated. The editor under /admin/ comes last, so its own CSP and opener
 * policy replace the site's there, as a later matching rule's value does on
 * Netlify.
 */
export function buildHeaderRules(
  csp: string,
  htmlFiles: readonly string[],
  bundles: readonly string[],
  siteWide: Record<string, string> = {},
): HeaderRule[] {
  return [
    { path: "/*", headers: { ...FIXED_HEADERS, "Content-Security-Policy": csp, ...siteWide } },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE_CACHE } },
    { path: "/page-data/*", headers: { "Cache-Control": REVALIDATE_CACHE } },
    ...htmlFiles.flatMap(pagePaths).map((path) => ({ path, headers: { "Cache-Control": REVALIDATE_CACHE } })),
    ...bundles.map((file) => ({ path: `/${file}`, headers: { "Cache-Control": IMMUTABLE_CACHE } })),
    { path: `/${ADMIN_DIR}/*`, headers: { ...ADMIN_HEADERS, "Cache-Control": REVALIDATE_CACHE } },
  ];
}
