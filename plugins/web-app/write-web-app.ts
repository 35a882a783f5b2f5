import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { MANIFEST_PATH } from "../../src/lib/web-app";
import { readCheckedSite } from "../site-content/checked-site";
import { writeAppIcons } from "./app-icons";
import { APP_ICONS, buildWebManifest } from "./web-manifest";

/**
 * Writes the web app manifest and its icons, drawn from content's appIcon
 * (or, when the owner gives none, from defaultIcon), into publicDir; returns
 * the paths written. site.json has been checked by then, so it is read as it is.
 */
export async function writeWebApp(contentDir: string, publicDir: string, defaultIcon: string): Promise<string[]> {
  const site = readCheckedSite(contentDir);
  await writeAppIcons(site.appIcon ? join(contentDir, site.appIcon) : defaultIcon, publicDir, APP_ICONS);
  writeFileSync(join(publicDir, MANIFEST_PATH), `${JSON.stringify(buildWebManifest(site), null, 2)}\n`);
  return [MANIFEST_PATH, ...APP_ICONS.map((icon) => icon.path)];
}
