import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FIELD_REFERENCE_FILE, fieldReference } from "./field-reference";
import { JSON_SCHEMA_DIR, contentJsonSchemas } from "./json-schema";
import type { ContentSchemas } from "./schema";

/** Files generated and committed, by their path in the project. */
export type GeneratedFiles = Record<string, string>;

/**
 * The files this plugin generates from the content schema and commits: the
 * editors' JSON Schemas and the owner's field reference. `npm run
 * content:schemas` writes them, and a unit test fails while one is stale.
 * Prettier leaves them alone (.prettierignore): the generator's output is
 * the format. They describe the schema without the interface's texts, so a
 * new interface text changes none of them.
 */
export function generatedFiles(schemas: ContentSchemas): GeneratedFiles {
  const jsonSchemas = Object.entries(contentJsonSchemas(schemas)).map(([name, text]) => [
    `${JSON_SCHEMA_DIR}/${name}`,
    text,
  ]);
  return Object.fromEntries([...jsonSchemas, [FIELD_REFERENCE_FILE, fieldReference(schemas)]]);
}

/** The paths among `files` whose committed text differs from the generated one. */
export function staleGeneratedFiles(projectDir: string, files: GeneratedFiles): string[] {
  return Object.entries(files)
    .filter(([path, text]) => {
      try {
        return readFileSync(join(projectDir, path), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([path]) => path);
}

export function writeGeneratedFiles(projectDir: string, files: GeneratedFiles): string[] {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(projectDir, path)), { recursive: true });
    writeFileSync(join(projectDir, path), text);
  }
  return Object.keys(files);
}
