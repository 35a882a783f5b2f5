/** The home page's own chunk, as webpack names it after src/pages/index.tsx. */
export const HOME_CHUNK = "component---src-pages-index-tsx";

interface CacheGroup {
  chunks?: unknown;
  [option: string]: unknown;
}

interface Optimization {
  splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false> };
  [option: string]: unknown;
}

/**
 * Gatsby's `shared` cache group moves a module that two page chunks share
 * into a chunk of its own. The writing pages share the header, the footer
 * and their pieces with the home page, and that split cost the home page,
 * the page most visitors see first, an extra request and 1.1 KB of script
 * (brotli) every visit. The home page's chunk is left out of the group: it
 * keeps its modules, and the writing pages share their copies among
 * themselves.
 */
export function keepHomeWhole<T extends Optimization | undefined>(optimization: T): T {
  const shared = optimization?.splitChunks ? optimization.splitChunks.cacheGroups?.shared : undefined;
  if (!shared) return optimization;
  shared.chunks = (chunk: { name?: string | null }) => chunk.name !== HOME_CHUNK;
  return optimization;
}
