import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DECAP_CONFIG_FILE, decapConfigText } from "../editor/decap-config";
import { FIELD_REFERENCE_FILE, fieldReference } from "./field-reference";
import { JSON_SCHEMA_DIR, contentJsonSchemas } from "./json-schema";
import type { ContentSchemas } from "./schema";

/**
 * The files generated from the content schema and committed: the editors'
 * JSON Schemas, the owner's field reference and the visual editor's
 * configuration (plugins/editor/). `npm run content:schemas`
 * writes them; a unit test fails while a committed one is stale. Prettier
 * leaves them alone (.prettierignore): the generator's output is the format.
 */
export function generatedFiles(schemas: ContentSchemas): Record<string, string> {
  const jsonSchemas = Object.entries(contentJsonSchemas(schemas)).map(([name, text]) => [
    `${JSON_SCHEMA_DIR}/${name}`,
    text,
  ]);
  return Object.fromEntries([
    ...jsonSchemas,
    [FIELD_REFERENCE_FILE, fieldReference(schemas)],
    [DECAP_CONFIG_FILE, decapConfigText(schemas)],
  ]);
}

export function staleGeneratedFiles(projectDir: string, schemas: ContentSchemas): string[] {
  const files = generatedFiles(schemas);
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

export function writeGeneratedFiles(projectDir: string, schemas: ContentSchemas): string[] {
  const files = generatedFiles(schemas);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(projectDir, path)), { recursive: true });
    writeFileSync(join(projectDir, path), text);
  }
  return Object.keys(files);
}
