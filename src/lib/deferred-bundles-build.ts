import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deferBundleScripts } from "./bundle-loader";
import { builtHtmlFiles } from "./built-pages";

/**
 * Leaves the bundle scripts of every built page to its loader
 * (bundle-loader.ts). Gatsby writes those tags only when it stitches its
 * scripts slice into each page, after the last hook that renders HTML, so
 * this runs on the files after the build. Returns the pages it changed.
 */
export function deferBundlesInBuild(publicDir: string): string[] {
  return builtHtmlFiles(publicDir).filter((file) => {
    const path = join(publicDir, file);
    const html = readFileSync(path, "utf8");
    const deferred = deferBundleScripts(html);
    if (deferred === html) return false;
    writeFileSync(path, deferred);
    return true;
  });
}
