import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * docs/adding-a-section.md as steps a program can carry out, so the guide is
 * tested by doing what it says. A code block whose info string names a
 * `file=` is a step: a new file, or, with `after='…'` or `before='…'`, lines
 * put beside the one line of that file that begins with the quoted text. A
 * `sh run` block is a command run in the project's folder.
 */
export type GuideStep =
  | { kind: "file"; file: string; text: string }
  | { kind: "insert"; file: string; text: string; where: "after" | "before"; anchor: string }
  | { kind: "run"; command: string };

export const GUIDE_FILE = "docs/adding-a-section.md";

const FENCE = /^```(\S*)(.*)$/;
// A value is bare, or quoted: in single quotes where its text holds double quotes.
const ATTRIBUTE = /(\w+)(?:=("[^"]*"|'[^']*'|\S+))?/g;

function attributesOf(info: string): Map<string, string | true> {
  const attributes = new Map<string, string | true>();
  for (const [, name, value] of info.matchAll(ATTRIBUTE))
    attributes.set(name!, value === undefined ? true : /^["']/.test(value) ? value.slice(1, -1) : value);
  return attributes;
}

/** The guide's steps, in the order it gives them. */
export function guideSteps(markdown: string): GuideStep[] {
  const steps: GuideStep[] = [];
  const lines = markdown.split("\n");
  for (let index = 0; index < lines.length; index += 1) {
    const open = lines[index]!.match(FENCE);
    if (!open) continue;
    const end = lines.findIndex((line, position) => position > index && line.startsWith("```"));
    if (end === -1) throw new Error(`${GUIDE_FILE}:${index + 1}: a code block is never closed`);
    const text = `${lines.slice(index + 1, end).join("\n")}\n`;
    const attributes = attributesOf(open[2] ?? "");
    const file = attributes.get("file");
    const after = attributes.get("after");
    const before = attributes.get("before");
    if (attributes.get("run") === true) steps.push({ kind: "run", command: text.trim() });
    else if (typeof file === "string" && typeof after === "string")
      steps.push({ kind: "insert", file, text, where: "after", anchor: after });
    else if (typeof file === "string" && typeof before === "string")
      steps.push({ kind: "insert", file, text, where: "before", anchor: before });
    else if (typeof file === "string") steps.push({ kind: "file", file, text });
    index = end;
  }
  return steps;
}

/** `text` with `insertion` beside the one line that begins with `anchor`. */
export function insertBeside(
  text: string,
  insertion: string,
  where: "after" | "before",
  anchor: string,
  file: string,
): string {
  const lines = text.split("\n");
  const found = lines.flatMap((line, index) => (line.startsWith(anchor) ? [index] : []));
  if (found.length !== 1)
    throw new Error(
      `${file}: ${found.length === 0 ? "no line begins" : `${found.length} lines begin`} with ${JSON.stringify(anchor)}`,
    );
  const at = found[0]! + (where === "after" ? 1 : 0);
  lines.splice(at, 0, ...insertion.replace(/\n$/, "").split("\n"));
  return lines.join("\n");
}

/** Carries out one step in the project at `projectDir`. */
export function applyStep(projectDir: string, step: GuideStep): void {
  if (step.kind === "run") {
    execSync(step.command, { cwd: projectDir, stdio: "inherit" });
    return;
  }
  const path = join(projectDir, step.file);
  if (step.kind === "file") {
    if (existsSync(path)) throw new Error(`${step.file}: the guide makes this file, but it is there already`);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, step.text);
    return;
  }
  writeFileSync(path, insertBeside(readFileSync(path, "utf8"), step.text, step.where, step.anchor, step.file));
}
