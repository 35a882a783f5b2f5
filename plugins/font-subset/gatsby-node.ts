import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { rewriteBuiltPages } from "../built-pages/built-pages";
import { withFontSubset } from "./font-subset-page";
import { writeFontSubset } from "./write-font-subset";

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Cuts the font down to the characters the built pages and their page data
 * can draw, and points every page's preload and face at the cut. Gatsby runs
 * every hook in the site's folder.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const siteDir = process.cwd();
  const publicDir = join(siteDir, "public");
  try {
    const font = await writeFontSubset(siteDir, publicDir);
    reporter.info(
      `Cut the font to the site's characters: ${kilobytes(font.bytes)} (of ${kilobytes(font.fullBytes)}) at ${font.href}`,
    );
    const pages = rewriteBuiltPages(publicDir, [(document) => withFontSubset(document, font)]);
    reporter.info(`Pointed the font preload at the cut on ${pages.join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not cut the font: ${(error as Error).message}`);
  }
};
