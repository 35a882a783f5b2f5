import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Gatsby writes its webpack stats and chunk map into public/ for its own HTML
 * renderer, and the CDN would publish them: they list every module of the
 * site. Once the pages are rendered no visitor needs them, so the stats move
 * to .cache/ for the budget and the chunk map goes. The build makes no
 * source maps (gatsby-node.ts here), but bundles of an earlier build
 * that a cached public/ still holds may name theirs: those go too.
 */
export const KEPT_WEBPACK_STATS = ".cache/webpack.stats.json";
const REMOVED = new Set(["chunk-map.json"]);
// The last line webpack and CSS minifiers add to point at a map.
const SOURCE_MAP_COMMENT = /\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^\n]*?\*\/)\s*$/;

/** Takes the build manifests and source maps out of publicDir; returns the files it moved, deleted or rewrote. */
export function withdrawBuildManifests(projectDir: string, publicDir = join(projectDir, "public")): string[] {
  const withdrawn: string[] = [];
  const stats = join(publicDir, "webpack.stats.json");
  if (existsSync(stats)) {
    const kept = join(projectDir, KEPT_WEBPACK_STATS);
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(stats, kept);
    withdrawn.push("webpack.stats.json");
  }
  for (const file of readdirSync(publicDir, { recursive: true }) as string[]) {
    const path = join(publicDir, file);
    if (REMOVED.has(file) || file.endsWith(".map")) {
      rmSync(path);
      withdrawn.push(file);
    } else if (/\.(?:js|css)$/.test(file)) {
      const code = readFileSync(path, "utf8");
      if (!SOURCE_MAP_COMMENT.test(code)) continue;
      writeFileSync(path, code.replace(SOURCE_MAP_COMMENT, ""));
      withdrawn.push(file);
    }
  }
  return withdrawn.sort();
}
