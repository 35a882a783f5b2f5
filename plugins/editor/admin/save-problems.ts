import { isChangeAction } from "../change-actions";

/**
 * What the local editing backend says when it refuses a change, as the
 * owner reads it in the editor: the build's own lines, without Decap's
 * "API_ERROR" wrapping, and each list entry counted from 1 as the editor
 * shows them ("projects #3", not the file's "projects[2]").
 */

/** Whether a request to the backend, by its JSON body, changes files. */
export function isChangeRequest(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    const { action } = JSON.parse(body) as { action?: unknown };
    // Only a change's refusal is the owner's to read.
    return isChangeAction(action);
  } catch {
    return false;
  }
}

/** "projects[2].link" → "projects #3 › link"; a position in a message's text is counted from 1 too. */
export const countedFromOne = (line: string): string =>
  line.replace(
    /([\w$]+)\[(\d+)\](\.)?/g,
    (_, name: string, index: string, dot?: string) => `${name} #${Number(index) + 1}${dot ? " › " : ""}`,
  );

/** The backend's refusal as a title and the lines under it. */
export function saveProblems(error: string): { title: string; lines: string[] } {
  const [first = "", ...rest] = error.split("\n").map((line) => line.trim());
  const lines = rest.filter(Boolean).map(countedFromOne);
  // "The build would refuse this change:" heads a list of the build's lines; any other refusal is one sentence.
  if (lines.length > 0 && first.endsWith(":")) return { title: `Not saved. ${first.slice(0, -1)}.`, lines };
  return { title: "Not saved.", lines: [countedFromOne(first), ...lines] };
}
