import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { rewriteBuiltPages } from "../built-pages/built-pages";
import { withFontSubsets } from "./font-subset-page";
import { writeFontSubsets } from "./write-font-subset";

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Cuts each face down to the characters the built pages and their page data
 * draw in it, and points every page's preloads and faces at the cuts. Gatsby
 * runs every hook in the site's folder.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const siteDir = process.cwd();
  const publicDir = join(siteDir, "public");
  try {
    const cuts = await writeFontSubsets(siteDir, publicDir);
    for (const cut of cuts) {
      reporter.info(
        `Cut ${cut.family} to the site's characters: ${kilobytes(cut.bytes)} (of ${kilobytes(cut.fullBytes)}) at ${cut.href}`,
      );
    }
    const pages = rewriteBuiltPages(publicDir, [(document) => withFontSubsets(document, cuts)]);
    reporter.info(`Pointed the font preloads at the cuts on ${pages.join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not cut the fonts: ${(error as Error).message}`);
  }
};
