import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LanguageCode } from "../../src/i18n/languages";
import { createContentSchemas, type ContentFileName } from "./schema";
import { languagesOf } from "./site-languages";
import { mergeTranslation, needsTranslation } from "./translations";
import { describeProblem } from "./problems";

/** Each content file of one language, as its page shows it. */
export type LanguageFiles = Record<ContentFileName, unknown>;

export interface LanguageContent {
  code: LanguageCode;
  files: LanguageFiles;
  /** One line per text the language's folder leaves out, naming file, entry, field and language. */
  untranslated: string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** The languages site.json lists, read after the content check has passed. */
export const readSiteLanguages = (contentDir: string): LanguageCode[] =>
  languagesOf(readJson(join(contentDir, "site.json")));

/**
 * One language's content for the build steps after the content check: the
 * first language's files as they are, any other language's laid over them
 * from content/<code>/.
 */
export function readLanguageContent(contentDir: string, code: LanguageCode, shownAs = "content"): LanguageContent {
  const schemas = createContentSchemas(contentDir, shownAs);
  const [first] = readSiteLanguages(contentDir);
  const untranslated: string[] = [];
  const files = Object.fromEntries(
    (Object.keys(schemas) as ContentFileName[]).map((fileName) => {
      const base = readJson(join(contentDir, fileName));
      if (code === first) return [fileName, base];
      const label = `${shownAs}/${code}/${fileName}`;
      const ownFile = join(contentDir, code, fileName);
      if (!existsSync(ownFile)) {
        if (needsTranslation(schemas[fileName]))
          untranslated.push(`${label} is missing; the ${code} page shows the texts of ${shownAs}/${fileName}`);
        return [fileName, base];
      }
      const merged = mergeTranslation(schemas[fileName], base, readJson(ownFile), `${shownAs}/${fileName}`);
      for (const { path, problem } of merged.misaligned)
        untranslated.push(describeProblem(label, merged.value, path, problem));
      for (const path of merged.untranslated) {
        untranslated.push(
          describeProblem(label, merged.value, path, `has no ${code} text; the page shows the ${first} one`),
        );
      }
      return [fileName, merged.value];
    }),
  ) as LanguageFiles;
  return { code, files, untranslated };
}
