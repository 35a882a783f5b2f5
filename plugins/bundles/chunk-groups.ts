import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ChunkGroups } from "../../src/boot/contract";

/** Chunk group name → its files, from webpack.stats.json as Gatsby writes it after the JavaScript build. */
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

/**
 * The chunk groups of the JavaScript build, which has just written them.
 * The HTML renderer needs them to preload each page's chunks; they are
 * compiled into it rather than read while rendering, which Gatsby would flag
 * as unsafe for incremental builds.
 */
export function readChunkGroups(publicDir: string): ChunkGroups {
  return chunkGroupsFromStats(JSON.parse(readFileSync(join(publicDir, "webpack.stats.json"), "utf8")));
}
