import { z } from "zod";
import type { ContentSchemas, ContentFileName } from "./schema";

/**
 * JSON Schemas of the content files, generated from the zod schema, so that
 * editors check and complete the owner's JSON while they type: each content
 * file names its schema in "$schema". What JSON Schema cannot express (that a
 * file exists, a URL is public, a title is unique) the build still checks.
 */

/** Where the generated schemas are committed, relative to the project. */
export const JSON_SCHEMA_DIR = "content-schema";

export const jsonSchemaFileName = (fileName: ContentFileName | string) => fileName.replace(/\.json$/, ".schema.json");

/** Each schema's text by its file name in JSON_SCHEMA_DIR. */
export function contentJsonSchemas(schemas: ContentSchemas): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).map(([fileName, schema]) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
      const titled = { ...json, title: `content/${fileName}` };
      return [jsonSchemaFileName(fileName), `${JSON.stringify(titled, null, 2)}\n`];
    }),
  );
}
