/**
 * Writes the committed files generated from the content schema after a
 * change to it (`npm run content:schemas`): the JSON Schemas and the field
 * reference. A unit test fails while one is stale. (The visual editor's
 * configuration is generated at build, into its page.)
 */
import { join } from "node:path";
import { generatedFiles, writeGeneratedFiles } from "../plugins/site-content/generated-files";
import { createContentSchemas } from "../plugins/site-content/schema";

const projectDir = join(__dirname, "..");
const schemas = createContentSchemas(join(projectDir, "content"));
for (const file of writeGeneratedFiles(projectDir, generatedFiles(schemas))) {
  console.log(`wrote ${file}`);
}
