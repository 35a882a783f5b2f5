import type { z } from "zod";
import type { JsonPath } from "./json-location";

/** Fields that name an entry, in order of preference, so a message can say which one is meant. */
const LABEL_FIELDS = ["title", "name", "label", "id"];

/** The schema's verdict on a file's value: one line per problem, in the order of the file. */
export async function schemaProblems(label: string, value: unknown, schema: z.ZodType): Promise<string[]> {
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
