import { z } from "zod";
import { isFileField } from "./fields";
import type { ContentSchemas } from "./schema";

/**
 * The owner's reference of every content field (docs/content-fields.md),
 * written from the content schema like the JSON Schemas, so the limits it
 * states are the ones the build enforces.
 */

export const FIELD_REFERENCE_FILE = "docs/content-fields.md";

interface Row {
  field: string;
  description: string;
  rule: string;
}

function meta(schema: z.ZodType): Record<string, unknown> {
  return (schema.meta() ?? {}) as Record<string, unknown>;
}

function rule(schema: z.ZodType): string {
  const { maxLength, minItems, maxItems, format } = meta(schema);
  if (isFileField(schema)) return "a file path relative to `content/`, with `/` between folders";
  if (format === "uri") return "an http(s) address";
  if (format === "email") return "an email address";
  if (schema instanceof z.ZodEnum) return `one of ${schema.options.map((option) => `\`${option}\``).join(", ")}`;
  if (schema instanceof z.ZodArray) {
    return maxItems === undefined ? `at least ${minItems} entries` : `${minItems}–${maxItems} entries`;
  }
  if (schema instanceof z.ZodObject) return "";
  if (typeof maxLength === "number") return `text, up to ${maxLength} characters`;
  return "text";
}

function rows(schema: z.ZodObject, prefix: string): Row[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>)
    .filter(([key]) => !key.startsWith("$"))
    .flatMap(([key, field]) => {
      const optional = field instanceof z.ZodOptional;
      const inner = optional ? (field.unwrap() as z.ZodType) : field;
      const name = `${prefix}${key}`;
      const row: Row = {
        field: `\`${name}\``,
        description: inner.description ?? "",
        rule: [optional ? "optional" : "", rule(inner)].filter(Boolean).join(", "),
      };
      const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
      if (element instanceof z.ZodObject) return [row, ...rows(element, `${name}[].`)];
      if (inner instanceof z.ZodObject) return [row, ...rows(inner, `${name}.`)];
      if (element) return [{ ...row, rule: `${row.rule}; each ${rule(element)}` }];
      return [row];
    });
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

export function fieldReference(schemas: ContentSchemas): string {
  const sections = Object.entries(schemas).map(([fileName, schema]) => {
    const table = rows(schema, "").map((row) => `| ${row.field} | ${cell(row.description)} | ${cell(row.rule)} |`);
    return [
      `## content/${fileName}`,
      "",
      cell(schema.description ?? ""),
      "",
      "| Field | What it is | Allowed |",
      "| --- | --- | --- |",
      ...table,
    ].join("\n");
  });
  return [
    "# Content fields",
    "",
    "Every field of the files in `content/`, with what the build accepts. This page is generated from",
    "`plugins/site-content/schema.ts` by `npm run content:schemas`; edit the schema, not this page. How to",
    "make the content your own is in [content.md](content.md).",
    "",
    ...sections.flatMap((section) => [section, ""]),
  ].join("\n");
}
