import { z } from "zod";
import type { ContentSchemas, ContentFileName } from "./schema";
import { translationSchema } from "./translations";

/**
 * JSON Schemas of the content files, generated from the zod schema, so that
 * editors check and complete the owner's JSON while they type: each content
 * file names its schema in "$schema". What JSON Schema cannot express (that a
 * file exists, a URL is public, a title is unique) the build still checks.
 */

/** Where the generated schemas are committed, relative to the project. */
export const JSON_SCHEMA_DIR = "content-schema";

/** The schemas of a further language's files (content/<code>/…), inside JSON_SCHEMA_DIR. */
export const TRANSLATION_SCHEMA_DIR = "translation";

export const jsonSchemaFileName = (fileName: ContentFileName | string) => fileName.replace(/\.json$/, ".schema.json");

const jsonSchemaText = (schema: z.ZodType, title: string) =>
  `${JSON.stringify({ ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }), title }, null, 2)}\n`;

/**
 * Each schema's text by its path in JSON_SCHEMA_DIR: one per content file,
 * and one for that file in a further language's folder.
 */
export function contentJsonSchemas(schemas: ContentSchemas): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).flatMap(([fileName, schema]) => [
      [jsonSchemaFileName(fileName), jsonSchemaText(schema, `content/${fileName}`)],
      [
        `${TRANSLATION_SCHEMA_DIR}/${jsonSchemaFileName(fileName)}`,
        jsonSchemaText(translationSchema(schema), `content/<language>/${fileName}`),
      ],
    ]),
  );
}
