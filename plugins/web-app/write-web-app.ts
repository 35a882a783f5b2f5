import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { MANIFEST_PATH } from "../../src/lib/web-app";
import type { ContentSchemas } from "../site-content/schema";
import { writeAppIcons } from "./app-icons";
import { APP_ICONS, buildWebManifest } from "./web-manifest";

type Site = Pick<z.output<ContentSchemas["site.json"]>, "name" | "description" | "appIcon">;

/**
 * Writes the web app manifest and its icons, drawn from content's appIcon
 * (or, when the owner gives none, from defaultIcon), into publicDir; returns
 * the paths written. site.json has been checked by then, so it is read as it is.
 */
export async function writeWebApp(contentDir: string, publicDir: string, defaultIcon: string): Promise<string[]> {
  const site = JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8")) as Site;
  await writeAppIcons(site.appIcon ? join(contentDir, site.appIcon) : defaultIcon, publicDir, APP_ICONS);
  writeFileSync(join(publicDir, MANIFEST_PATH), `${JSON.stringify(buildWebManifest(site), null, 2)}\n`);
  return [MANIFEST_PATH, ...APP_ICONS.map((icon) => icon.path)];
}
