import { resolve } from "node:path";

/** gatsby-source-filesystem's name for content/, which gatsby-node checks again on every change. */
export const CONTENT_SOURCE = "content";

/**
 * The owner's content/ folder, or the one named by CONTENT_DIR (relative to
 * the project), so a test can build a broken copy without touching content/.
 * gatsby-config (sourcing) and gatsby-node (validation) must agree on it.
 */
export function resolveContentDir(projectDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(projectDir, env.CONTENT_DIR || "content");
}
