import { existsSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { createContentSchemas, type ContentFileName, type ContentSchemas } from "./schema";
import type { InterfaceTexts } from "./interface-texts";
import type { LanguageCode } from "../../src/i18n/languages";
import { languagesOf } from "./site-languages";
import { mergeTranslation } from "./translations";
import { parseJson } from "./json-location";
import { describeProblem, schemaProblems } from "./problems";
import { checkCaseStudies, checkPosts } from "./markdown-checks";
import { readTextFile } from "./text-file";

/**
 * Checks every file in the content folder and returns one message per
 * problem, e.g. `content/projects.json projects[2] "Kids AI puppet": link
 * must be an http(s) URL`; an empty list means the content is fine. Messages
 * name the folder as `shownAs` (by default "content"), so a build that reads
 * a fixture folder names that folder. The owner's rewordings of interface
 * texts are checked against `interfaceTexts`; without them, only as texts.
 * Markdown posts (writing/) and the case studies projects name are checked
 * too, once the JSON files are sound.
 */
export async function validateContent(
  contentDir: string,
  shownAs = "content",
  interfaceTexts?: InterfaceTexts,
): Promise<string[]> {
  const schemas = createContentSchemas(contentDir, shownAs, undefined, interfaceTexts);
  const files = Object.keys(schemas) as ContentFileName[];
  const reads = new Map(
    await Promise.all(
      files.map(
        async (fileName) =>
          [
            fileName,
            await readContentFile(`${shownAs}/${fileName}`, join(contentDir, fileName), schemas[fileName]),
          ] as const,
      ),
    ),
  );
  const valueOf = (fileName: ContentFileName) => {
    const read = reads.get(fileName);
    return read?.ok ? read.value : undefined;
  };
  // The files are in the site's first language, whose word roots the chat's terms are compared by.
  const languages = languagesOf(valueOf("site.json"));
  const [first, ...others] = languages;
  const firstSchemas = createContentSchemas(contentDir, shownAs, first, interfaceTexts);
  const reports = await Promise.all(
    files.map(async (fileName) => {
      const read = reads.get(fileName)!;
      if (!read.ok) return read.problems;
      return [
        ...read.repeated,
        ...(await schemaProblems(`${shownAs}/${fileName}`, read.value, firstSchemas[fileName])),
      ];
    }),
  );
  const problems = reports.flat();
  // A language's page is the first language's content with its own laid over it, so it is checked once that is sound.
  if (problems.length > 0) return problems;
  const problemsOf = (code: LanguageCode) =>
    validateTranslation(
      contentDir,
      shownAs,
      code,
      createContentSchemas(contentDir, shownAs, code, interfaceTexts),
      valueOf,
    );
  const translations = (await Promise.all(others.map(problemsOf))).flat();
  const { projects } = valueOf("projects.json") as { projects: { title: string; caseStudy?: string }[] };
  return [
    ...translations,
    ...(await checkPosts(contentDir, shownAs, languages)),
    ...(await checkCaseStudies(contentDir, shownAs, languages, projects)),
  ];
}

/** The problems of another language's folder: files that do not line up, and texts the schema rejects. */
async function validateTranslation(
  contentDir: string,
  shownAs: string,
  code: LanguageCode,
  schemas: ContentSchemas,
  firstLanguage: (fileName: ContentFileName) => unknown,
): Promise<string[]> {
  const reports = (Object.keys(schemas) as ContentFileName[]).map(async (fileName) => {
    const label = `${shownAs}/${code}/${fileName}`;
    const file = join(contentDir, code, fileName);
    if (!existsSync(file)) return [];
    const read = await readContentFile(label, file, schemas[fileName]);
    if (!read.ok) return read.problems;
    const base = firstLanguage(fileName);
    const { value, mismatches } = mergeTranslation(schemas[fileName], base, read.value, `${shownAs}/${fileName}`);
    const lineUp = mismatches.map(({ path, problem }) => describeProblem(label, read.value, path, problem));
    return [...read.repeated, ...lineUp, ...(await schemaProblems(label, value, schemas[fileName]))];
  });
  return (await Promise.all(reports)).flat();
}

type ReadFile = { ok: true; value: unknown; repeated: string[] } | { ok: false; problems: string[] };

/** The file's JSON, or why it cannot be read; fields written twice are reported beside the value. */
async function readContentFile(label: string, file: string, schema: z.ZodType): Promise<ReadFile> {
  const read = await readTextFile(file);
  if (!read.ok) return { ok: false, problems: [`${label}: ${read.problem}`] };

  const parsed = parseJson(read.text);
  if (!parsed.ok) {
    const at = `line ${parsed.line}, column ${parsed.column}`;
    const problem = parsed.tooDeep ? `at ${at}, ${parsed.problem}` : `invalid JSON at ${at}: ${parsed.problem}`;
    return { ok: false, problems: [`${label}: ${problem}`] };
  }

  const repeated = parsed.duplicateKeys.map(({ path, key, firstLine, line }) =>
    describeProblem(
      label,
      parsed.value,
      path,
      `the field "${key}" is written twice (lines ${firstLine} and ${line}); only the last would count, so keep one`,
    ),
  );
  const listShape = oldListShape(label, parsed.value, schema);
  if (listShape) return { ok: false, problems: [...repeated, listShape] };
  return { ok: true, value: parsed.value, repeated };
}

/**
 * The list files once held a bare list; they now hold an object (so that
 * "$schema" fits), and a copied old file gets the fix rather than a type error.
 */
function oldListShape(label: string, value: unknown, schema: z.ZodType): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const shape = (schema as z.ZodObject).shape as Record<string, unknown> | undefined;
  const listField = shape && Object.keys(shape).find((key) => key !== "$schema");
  if (!listField) return undefined;
  return `${label}: the list must sit in an object under "${listField}": { "${listField}": [ … ] }`;
}
