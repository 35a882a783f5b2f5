import { CONTENT_SOURCE, resolveContentDir } from "./content-dir";
import { validateContent } from "./validate";

/** The problems in the project's content/ (or CONTENT_DIR); empty when it is fine. */
export function checkContent(projectDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  return validateContent(resolveContentDir(projectDir, env));
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
