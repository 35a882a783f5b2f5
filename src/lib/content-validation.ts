import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { createContentSchemas, type ContentFileName } from "./content-schema";
import { parseJson } from "./json-location";

type Path = readonly PropertyKey[];

/** Fields that name an entry, in order of preference, so a message can say which one is meant. */
const LABEL_FIELDS = ["title", "name", "label", "id"];

/**
 * Checks every file in content/ and returns one message per problem, e.g.
 * `content/projects.json[2] "Kids AI puppet": link must be an http(s) URL`;
 * an empty list means the content is fine. Files are always named
 * "content/…", the folder the owner edits, even when tests point
 * `contentDir` elsewhere.
 */
export function validateContent(contentDir: string, staticDir: string): string[] {
  const schemas = createContentSchemas({ contentDir, staticDir });
  return (Object.keys(schemas) as ContentFileName[]).flatMap((fileName) =>
    validateFile(`content/${fileName}`, join(contentDir, fileName), schemas[fileName]),
  );
}

function validateFile(label: string, file: string, schema: z.ZodType): string[] {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return [`${label}: ${code === "ENOENT" ? "the file is missing" : `the file cannot be read (${code})`}`];
  }

  const parsed = parseJson(source);
  if (!parsed.ok) return [`${label}: invalid JSON at line ${parsed.line}, column ${parsed.column}: ${parsed.problem}`];

  const result = schema.safeParse(parsed.value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) =>
          describeProblem(label, parsed.value, [...issue.path, key], "is not a known field (check the spelling)"),
        )
      : [describeProblem(label, parsed.value, issue.path, issue.message)],
  );
}

/**
 * Splits the path into the entry (the innermost list item that has a title,
 * name, label or id, or else the item of a top-level list) and the field
 * within it: `content/site.json contactActions[1] "Book a call": action …`.
 */
function describeProblem(label: string, data: unknown, path: Path, problem: string): string {
  let entryEnd = 0;
  let entryLabel: string | undefined;
  let node = data;
  path.forEach((key, index) => {
    node = childOf(node, key);
    if (typeof key !== "number") return;
    const name = labelOf(node);
    if (name !== undefined || index === 0) {
      entryEnd = index + 1;
      entryLabel = name;
    }
  });

  const entryPath = formatPath(path.slice(0, entryEnd));
  const entry = entryPath.startsWith("[") ? entryPath : entryPath && ` ${entryPath}`;
  const title = entryLabel === undefined ? "" : ` ${JSON.stringify(entryLabel)}`;
  const field = formatPath(path.slice(entryEnd));
  return `${label}${entry}${title}: ${[field, problem].filter(Boolean).join(" ")}`;
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

function formatPath(path: Path): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index ? "." : ""}${String(key)}`))
    .join("");
}
