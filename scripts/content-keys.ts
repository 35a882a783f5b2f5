/**
 * Gives the entries of content written before entries had keys their keys,
 * once (`npm run content:keys`, or `-- fixtures/content/full` for another
 * folder): each first-language entry its derived key, and each translation
 * that names none the same keys by position. From then on the editor writes
 * a new entry's key, and translations match by key, whatever the order.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { createContentSchemas, type ContentFileName } from "../plugins/site-content/schema";
import { translationPlan } from "../plugins/site-content/translations";
import { readSiteLanguages } from "../plugins/site-content/language-content";
import { writeKeys } from "../plugins/site-content/entry-keys";
import { format } from "prettier";

const projectDir = join(__dirname, "..");
const contentDir = resolve(projectDir, process.argv[2] ?? "content");
const shown = (file: string) => relative(projectDir, file);
const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));
// Written as the editor and Prettier write content, so the change is the keys alone.
const write = async (file: string, value: unknown) =>
  writeFileSync(file, await format(JSON.stringify(value, null, 2), { parser: "json", filepath: file }));

async function main() {
  const schemas = createContentSchemas(contentDir);
  const [, ...others] = readSiteLanguages(contentDir);
  let problems = 0;
  for (const [fileName, schema] of Object.entries(schemas) as [ContentFileName, (typeof schemas)[ContentFileName]][]) {
    const firstFile = join(contentDir, fileName);
    // Each translation by its place in the folder, "de/projects.json", as the lines name it.
    const translations = Object.fromEntries(
      others
        .map((code) => `${code}/${fileName}`)
        .filter((file) => existsSync(join(contentDir, file)))
        .map((file) => [file, read(join(contentDir, file))]),
    );
    const first = read(firstFile);
    const keyed = writeKeys(translationPlan(schema), first, translations);
    if (keyed.first !== first) await write(firstFile, keyed.first);
    for (const file of Object.keys(translations)) {
      if (keyed.others[file] !== translations[file]) await write(join(contentDir, file), keyed.others[file]);
    }
    for (const line of keyed.written) console.log(`${shown(firstFile)}: ${line}`);
    for (const line of keyed.problems) console.error(`${shown(firstFile)}: ${line}`);
    problems += keyed.problems.length;
  }
  process.exitCode = problems ? 1 : 0;
}

void main();
