import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

export function contentJsonSchemas(schemas: ContentSchemas): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schemas).map(([fileName, schema]) => {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
      const titled = { ...json, title: `content/${fileName}` };
      return [jsonSchemaFileName(fileName), `${JSON.stringify(titled, null, 2)}\n`];
    }),
  );
}

/** The committed schema files that differ from what the content schema generates now. */
export function staleJsonSchemas(projectDir: string, schemas: ContentSchemas): string[] {
  return Object.entries(contentJsonSchemas(schemas))
    .filter(([name, text]) => {
      try {
        return readFileSync(join(projectDir, JSON_SCHEMA_DIR, name), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([name]) => `${JSON_SCHEMA_DIR}/${name}`);
}

export function writeJsonSchemas(projectDir: string, schemas: ContentSchemas): string[] {
  return Object.entries(contentJsonSchemas(schemas)).map(([name, text]) => {
    writeFileSync(join(projectDir, JSON_SCHEMA_DIR, name), text);
    return `${JSON_SCHEMA_DIR}/${name}`;
  });
}
