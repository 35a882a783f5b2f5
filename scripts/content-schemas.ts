/**
 * Writes every file generated from the content schema after a change to it
 * (`npm run content:schemas`): the content plugin's JSON Schemas and field
 * reference, and the visual editor's configuration. Unit tests fail while a
 * committed one is stale.
 */
import { join } from "node:path";
import { decapGeneratedFiles } from "../plugins/editor/decap-config";
import { generatedFiles, writeGeneratedFiles } from "../plugins/site-content/generated-files";
import { createContentSchemas } from "../plugins/site-content/schema";

const projectDir = join(__dirname, "..");
const schemas = createContentSchemas(join(projectDir, "content"));
for (const file of writeGeneratedFiles(projectDir, { ...generatedFiles(schemas), ...decapGeneratedFiles(schemas) })) {
  console.log(`wrote ${file}`);
}
