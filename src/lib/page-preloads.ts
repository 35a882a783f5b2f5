/**
 * Gatsby 5 puts only its runtime's scripts in a page's HTML. The page's data
 * and the scripts of its component's chunk group (the component's chunk and
 * the shared "commons") are requested by that runtime once it has been
 * downloaded and evaluated, one after the other, so on a slow phone the page
 * hydrates two round trips later than it could. Preloading them from the
 * head starts them with the HTML (issue 8: hydration about a second earlier
 * at 4x CPU on Lighthouse's slow 4G link).
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
  /** Files the HTML already loads itself: the "app" chunk group. */
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

/** Chunk group name → its files, from webpack.stats.json as Gatsby writes it after the JavaScript build. */
export type ChunkGroups = Readonly<Record<string, readonly string[]>>;

export function chunkGroupsFromStats(stats: unknown): ChunkGroups {
  const groups = (stats as { namedChunkGroups?: Record<string, { assets?: { name?: unknown }[] }> }).namedChunkGroups;
  if (!groups || typeof groups !== "object") throw new Error("webpack.stats.json has no namedChunkGroups");
  return Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [
      name,
      (group.assets ?? []).map((asset) => asset.name).filter((file): file is string => typeof file === "string"),
    ]),
  );
}
