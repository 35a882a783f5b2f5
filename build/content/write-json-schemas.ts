/**
 * Writes the content files' JSON Schemas into content-schema/ after a
 * change to the content schema (`npm run content:schemas`); a unit test fails
 * while the committed ones are stale.
 */
import { join } from "node:path";
import { writeJsonSchemas } from "./json-schema";
import { createContentSchemas } from "./schema";

const projectDir = join(__dirname, "../..");
for (const file of writeJsonSchemas(projectDir, createContentSchemas(join(projectDir, "content")))) {
  console.log(`wrote ${file}`);
}
