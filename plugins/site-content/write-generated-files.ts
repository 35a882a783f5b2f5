/**
 * Writes the files generated from the content schema (the JSON Schemas in
 * content-schema/ and docs/content-fields.md) after a change to it:
 * `npm run content:schemas`. A unit test fails while a committed one is stale.
 */
import { join } from "node:path";
import { writeGeneratedFiles } from "./generated-files";
import { createContentSchemas } from "./schema";

const projectDir = join(__dirname, "../..");
for (const file of writeGeneratedFiles(projectDir, createContentSchemas(join(projectDir, "content")))) {
  console.log(`wrote ${file}`);
}
