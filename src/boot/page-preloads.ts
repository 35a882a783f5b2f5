import type { SerializedPreload } from "./bundle-loader-script";

/**
 * Gatsby 5 puts only its runtime's scripts in a page's HTML. The page's data
 * and the scripts of its component's chunk group (the component's chunk and
 * the shared "commons") are requested by that runtime once it has been
 * downloaded and evaluated, one after the other, so on a slow phone the page
 * hydrates two round trips later than it could. The bundle loader preloads
 * them together with the runtime instead.
 *
 * The addresses must be exactly the ones the runtime requests, or the browser
 * fetches everything twice: they follow Gatsby's loader (cache-dir/loader.js).
 */

export interface ResourcePreload {
  href: string;
  as: "fetch" | "script";
  /** Preloaded fetches must use the runtime's CORS mode to be reused. */
  crossOrigin?: "anonymous";
}

export interface PageAssets {
  /** The path the page is rendered at, e.g. "/" or "/404.html". */
  pagePath: string;
  /** Files of the page component's webpack chunk group (webpack.stats.json), scripts and styles. */
  pageGroupFiles: readonly string[];
  /** Files the HTML already loads itself: the entry chunk group. */
  appGroupFiles: readonly string[];
  pathPrefix?: string;
}

const stripSurroundingSlashes = (path: string) => path.replace(/^\//, "").replace(/\/$/, "");

/** The address of a page's data, as Gatsby's loader builds it. */
export function pageDataUrl(pagePath: string, pathPrefix = ""): string {
  const dataPath = pagePath === "/" ? "index" : stripSurroundingSlashes(pagePath);
  return `${pathPrefix}/page-data/${dataPath}/page-data.json`;
}

/** The site-wide data every first load also fetches. */
export const appDataUrl = (pathPrefix = "") => `${pathPrefix}/page-data/app-data.json`;

/** What the runtime will request first for this page, in the order it needs it. */
export function pageResourcePreloads({
  pagePath,
  pageGroupFiles,
  appGroupFiles,
  pathPrefix = "",
}: PageAssets): ResourcePreload[] {
  const data: ResourcePreload[] = [pageDataUrl(pagePath, pathPrefix), appDataUrl(pathPrefix)].map((href) => ({
    href,
    as: "fetch",
    crossOrigin: "anonymous",
  }));
  const scripts: ResourcePreload[] = pageGroupFiles
    .filter((file) => file.endsWith(".js") && !appGroupFiles.includes(file))
    .map((file) => ({ href: `${pathPrefix}/${file}`, as: "script" }));
  return [...data, ...scripts];
}

/** The preloads as the loader reads them from its element. */
export function serializePreloads(preloads: readonly ResourcePreload[]): string {
  const rows: SerializedPreload[] = preloads.map(({ href, as, crossOrigin }) => [href, as, crossOrigin ?? ""]);
  return JSON.stringify(rows);
}
