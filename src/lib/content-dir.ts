import { resolve } from "node:path";

/**
 * The owner's content/ folder, or the one named by CONTENT_DIR (relative to
 * the project), so a test can build a broken copy without touching content/.
 * gatsby-config (sourcing) and gatsby-node (validation) must agree on it.
 */
export function resolveContentDir(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(projectDir, env.CONTENT_DIR || "content");
}
