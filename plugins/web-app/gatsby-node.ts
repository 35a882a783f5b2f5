import { join } from "node:path";
import type { GatsbyNode } from "gatsby";
import { resolveContentDir } from "../site-content/content-dir";
import { readSiteMetadata } from "../site-content/site-metadata";
import { writeCrawlFiles } from "./crawl-files";
import { writeWebApp } from "./write-web-app";

/** The site's own mark, for content without an appIcon. */
const DEFAULT_APP_ICON = "static/favicon.svg";

/**
 * The manifest and icons need only content, so they are drawn right after
 * start-up: `npm run develop` serves them too, and a build has them before
 * its pages, which link to them. Gatsby runs every hook in the site's folder.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const siteDir = process.cwd();
  try {
    const written = await writeWebApp(
      resolveContentDir(siteDir),
      join(siteDir, "public"),
      join(siteDir, DEFAULT_APP_ICON),
    );
    reporter.info(`Drew the web app manifest and icons from appIcon: ${written.join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not draw the app icons from appIcon: ${(error as Error).message}`);
  }
};

/** robots.txt and sitemap.xml list the pages as built. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const siteDir = process.cwd();
  const { siteUrl } = readSiteMetadata(join(resolveContentDir(siteDir), "site.json"));
  // The content check has passed by now, so only a file changed during the build lands here.
  if (!siteUrl) reporter.panic("content/site.json no longer holds a valid siteUrl");
  else
    reporter.info(
      `Wrote robots.txt and sitemap.xml listing ${writeCrawlFiles(join(siteDir, "public"), siteUrl).join(", ")}`,
    );
};
