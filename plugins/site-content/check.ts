import { isAbsolute, relative, sep } from "node:path";
import { CONTENT_SOURCE, resolveContentDir } from "./content-dir";
import type { InterfaceTexts } from "./interface-texts";
import { validateContent } from "./validate";

/**
 * The problems in the project's content/ (or CONTENT_DIR); empty when it is
 * fine. Messages name the folder as it is written from the project, so a
 * build over a fixture folder does not blame content/.
 */
export function checkContent(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
  interfaceTexts?: InterfaceTexts,
): Promise<string[]> {
  const contentDir = resolveContentDir(projectDir, env);
  return validateContent(contentDir, folderName(projectDir, contentDir), interfaceTexts);
}

/** The folder relative to the project ("content", "fixtures/content/odd"), or its full path when outside it. */
export function folderName(projectDir: string, dir: string): string {
  const path = relative(projectDir, dir);
  if (path === "") return ".";
  return path.startsWith("..") || isAbsolute(path) ? dir : path.split(sep).join("/");
}

/** One report for the terminal: how many problems, what to do, one line each. */
export function describeContentProblems(problems: readonly string[], advice: string): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `The content has ${count}; ${advice}:\n${problems.map((line) => `  - ${line}`).join("\n")}`;
}

interface NodeLike {
  internal: { type: string };
  sourceInstanceName?: unknown;
  extension?: unknown;
}

/** A JSON file gatsby-source-filesystem read from content/, as it does again on every save. */
export function isContentFile(node: NodeLike): boolean {
  return node.internal.type === "File" && node.sourceInstanceName === CONTENT_SOURCE && node.extension === "json";
}
