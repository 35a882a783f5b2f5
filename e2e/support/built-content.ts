import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_MARKER, buildSource, type BuildSource } from "../../plugins/site-content/content-dir";

const projectDir = join(__dirname, "../..");
/** The backend `npm run build:e2e` points the site at. */
const E2E_BACKEND_URL = "http://127.0.0.1:54321";

function builtFrom(): BuildSource | undefined {
  try {
    return JSON.parse(readFileSync(join(projectDir, BUILD_MARKER), "utf8")) as BuildSource;
  } catch {
    return undefined;
  }
}

/** Whether public/ holds what `npm run build:e2e` makes from this content folder (relative to the project). */
export const isBuiltForE2e = (contentDir: string) =>
  JSON.stringify(builtFrom()) ===
  JSON.stringify(buildSource(projectDir, { CONTENT_DIR: contentDir, GATSBY_SUPABASE_URL: E2E_BACKEND_URL }));
