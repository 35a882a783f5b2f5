import type { ChunkGroups } from "../boot/contract";

declare global {
  /**
   * The webpack chunk groups of the JavaScript build, compiled into the HTML
   * renderer by gatsby-node's onCreateWebpackConfig; undefined under gatsby develop.
   */
  const __PAGE_CHUNK_GROUPS__: ChunkGroups | undefined;
}
