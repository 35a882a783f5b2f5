import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { z } from "zod";
import { createContentSchemas, type ContentFileName, type ContentSchemas } from "./schema";
import type { InterfaceTexts } from "./interface-texts";
import type { LanguageCode } from "../../src/i18n/languages";
import { languagesOf } from "./site-languages";
import { mergeTranslation } from "./translations";
import { parseJson, type JsonPath } from "./json-location";

/** Fields that name an entry, in order of preference, so a message can say which one is meant. */
const LABEL_FIELDS = ["title", "name", "label", "id"];

/**
 * Checks every file in the content folder and returns one message per
 * problem, e.g. `content/projects.json projects[2] "Kids AI puppet": link
 * must be an http(s) URL`; an empty list means the content is fine. Messages
 * name the folder as `shownAs` (by default "content"), so a build that reads
 * a fixture folder names that folder. The owner's rewordings of interface
 * texts are checked against `interfaceTexts`; without them, only as texts.
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
  const [first, ...others] = languagesOf(valueOf("site.json"));
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
  return (await Promise.all(others.map(problemsOf))).flat();
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

/**
 * Windows editors offer "Unicode" (UTF-16) beside UTF-8; read as UTF-8 such
 * a file is nothing but odd characters, so it is recognised by its byte
 * order mark or by the zero byte every ASCII character gets.
 */
function isUtf16(bytes: Buffer): boolean {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true;
  return bytes.length >= 2 && (first === 0 || second === 0);
}

type ReadFile = { ok: true; value: unknown; repeated: string[] } | { ok: false; problems: string[] };

/** The file's JSON, or why it cannot be read; fields written twice are reported beside the value. */
async function readContentFile(label: string, file: string, schema: z.ZodType): Promise<ReadFile> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      problems: [`${label}: ${code === "ENOENT" ? "the file is missing" : `the file cannot be read (${code})`}`],
    };
  }
  if (isUtf16(bytes)) return { ok: false, problems: [`${label}: the file is saved as UTF-16; save it as UTF-8`] };
  const source = bytes.toString("utf8");

  const parsed = parseJson(source);
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

async function schemaProblems(label: string, value: unknown, schema: z.ZodType): Promise<string[]> {
  let result: z.ZodSafeParseResult<unknown>;
  try {
    result = await schema.safeParseAsync(value);
  } catch (error) {
    // Every check returns its problem; should one still throw, the owner gets a line naming the file, not a stack trace.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return [`${label}: could not be checked (${reason})`];
  }
  if (result.success) return [];
  const problems = result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: [...issue.path, key], problem: "is not a known field (check the spelling)" }))
      : [{ path: issue.path, problem: issue.message }],
  );
  // Async checks (images) finish in any order; report in the order of the file.
  problems.sort((a, b) => comparePaths(value, a.path, b.path));
  return problems.map(({ path, problem }) => describeProblem(label, value, path, problem));
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

/**
 * Splits the path into the entry (the innermost list item that has a title,
 * name, label or id, or else the item of a top-level list) and the field
 * within it: `content/site.json contactActions[1] "Book a call": action …`.
 */
export function describeProblem(label: string, data: unknown, path: readonly PropertyKey[], problem: string): string {
  let entryEnd = 0;
  let entryLabel: string | undefined;
  let node = data;
  path.forEach((key, index) => {
    node = childOf(node, key);
    if (typeof key !== "number") return;
    const name = labelOf(node);
    if (name !== undefined || index === 1) {
      entryEnd = index + 1;
      entryLabel = name;
    }
  });

  const entry = formatPath(path.slice(0, entryEnd));
  const title = entryLabel === undefined ? "" : ` ${JSON.stringify(entryLabel)}`;
  const field = formatPath(path.slice(entryEnd));
  return `${label}${entry && ` ${entry}`}${title}: ${[field, problem].filter(Boolean).join(" ")}`;
}

/** Orders two paths as their places in the owner's file: list positions, then the order fields are written in. */
function comparePaths(data: unknown, a: readonly PropertyKey[], b: readonly PropertyKey[]): number {
  let node = data;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const [x, y] = [a[i], b[i]];
    if (x !== y) {
      if (typeof x === "number" && typeof y === "number") return x - y;
      const keys = node !== null && typeof node === "object" ? Object.keys(node) : [];
      const place = (key: PropertyKey) => (keys.includes(String(key)) ? keys.indexOf(String(key)) : keys.length);
      return place(x!) - place(y!);
    }
    node = childOf(node, x!);
  }
  return a.length - b.length;
}

function childOf(node: unknown, key: PropertyKey): unknown {
  if (node === null || typeof node !== "object") return undefined;
  return (node as Record<PropertyKey, unknown>)[key];
}

function labelOf(node: unknown): string | undefined {
  for (const field of LABEL_FIELDS) {
    const value = childOf(node, field);
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return undefined;
}

function formatPath(path: JsonPath | readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`))
    .join("");
}
