import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LanguageCode } from "../../src/i18n/languages";
import { readSiteLanguages } from "../site-content/language-content";
import type { DrawnField } from "./render-share-card";

/**
 * The file a field of one language's site.json was written in, as the content check names it: the language's
 * own file when it gives the field, else the first language's, whose text it shows.
 */
export function siteFieldFile(contentDir: string, shownAs: string, code: LanguageCode, field: DrawnField): string {
  const [first] = readSiteLanguages(contentDir);
  const own = join(contentDir, code, "site.json");
  if (code !== first && existsSync(own)) {
    const translated = JSON.parse(readFileSync(own, "utf8")) as Record<string, unknown>;
    if (typeof translated[field] === "string") return `${shownAs}/${code}/site.json`;
  }
  return `${shownAs}/site.json`;
}
