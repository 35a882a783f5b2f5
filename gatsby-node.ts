import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { BUILD_MARKER, buildSource } from "./plugins/site-content/content-dir";

/**
 * The build's steps live in the local plugins under plugins/ (see
 * gatsby-config.ts). The site's own onPostBuild runs after theirs, so only a
 * finished build notes what it was made from, for the test runner.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  writeFileSync(join(__dirname, BUILD_MARKER), JSON.stringify(buildSource(__dirname)));
};
