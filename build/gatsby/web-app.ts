import { join } from "node:path";
import type { Reporter } from "gatsby";
import { resolveContentDir } from "../content/content-dir";
import { writeWebApp } from "../web-app/write-web-app";

/** The site's own mark, for content without an appIcon. */
const DEFAULT_APP_ICON = "static/favicon.svg";

/**
 * The manifest and icons need only content, so they are drawn right after
 * start-up: `npm run develop` serves them too, and a build has them before
 * its pages, which link to them.
 */
export async function writeWebAppFiles(projectDir: string, reporter: Reporter): Promise<void> {
  try {
    const written = await writeWebApp(
      resolveContentDir(projectDir),
      join(projectDir, "public"),
      join(projectDir, DEFAULT_APP_ICON),
    );
    reporter.info(`Drew the web app manifest and icons from appIcon: ${written.join(", ")}`);
  } catch (error) {
    reporter.panic(`Could not draw the app icons from appIcon: ${(error as Error).message}`);
  }
}
