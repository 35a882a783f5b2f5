import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Reporter } from "gatsby";
import { withdrawBuildManifests } from "../bundles/build-manifests";
import { BUILD_MARKER, buildSource, resolveContentDir } from "../content/content-dir";
import { readSiteMetadata } from "../content/site-metadata";
import { writeCrawlFiles } from "../crawl/crawl-files";
import { writeHeadersFile } from "../headers/headers-file";
import { withFontSubset } from "../fonts/font-subset-page";
import { writeFontSubset } from "../fonts/write-font-subset";
import { rewriteBuiltPages } from "../html/built-pages";
import { deferBundleScripts } from "../html/defer-bundles";
import { minifyInlineScripts } from "../html/minify-inline-scripts";

/**
 * The built pages are finished in order: the font cut down to the characters
 * they can draw, their bundle tags handed to the loader and their inline
 * scripts minified (only the final HTML has all three),
 * then the CSP hashes those scripts into public/_headers, which the CDN
 * reads. The crawlers' robots.txt and sitemap.xml list the pages as built,
 * and the build's own manifests leave public/. Last, the build notes what it
 * was made from for the test runner.
 */
export async function finishBuild(projectDir: string, reporter: Reporter): Promise<void> {
  const publicDir = join(projectDir, "public");
  try {
    const font = await writeFontSubset(projectDir, publicDir);
    const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    reporter.info(
      `Cut the font to the site's characters: ${kilobytes(font.bytes)} (of ${kilobytes(font.fullBytes)}) at ${font.href}`,
    );
    const subset = (html: string) => withFontSubset(html, font);
    const pages = rewriteBuiltPages(publicDir, [subset, deferBundleScripts, minifyInlineScripts]);
    reporter.info(`Bundles left to their loader and inline scripts minified on ${pages.join(", ")}`);
    const csp = writeHeadersFile(publicDir, process.env.GATSBY_SUPABASE_URL, process.env.CONTEXT);
    reporter.info(`Wrote public/_headers with Content-Security-Policy: ${csp}`);
    const { siteUrl } = readSiteMetadata(join(resolveContentDir(projectDir), "site.json"));
    // The content check has passed by now, so only a file changed during the build lands here.
    if (!siteUrl) throw new Error("content/site.json no longer holds a valid siteUrl");
    reporter.info(`Wrote robots.txt and sitemap.xml listing ${writeCrawlFiles(publicDir, siteUrl).join(", ")}`);
    reporter.info(`Kept out of public/: ${withdrawBuildManifests(projectDir).join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not finish the built pages: ${(error as Error).message}`);
  }
  writeFileSync(join(projectDir, BUILD_MARKER), JSON.stringify(buildSource(projectDir)));
}
