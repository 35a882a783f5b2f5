import { isMap, parseDocument } from "yaml";

/**
 * A Markdown file as the owner writes it: YAML front matter between two
 * `---` lines, then the text. YAML 1.2's core schema keeps `2024-05-01` a
 * string, as the date field expects, where older parsers turn it into a Date.
 */
export type MarkdownSource =
  { ok: true; frontMatter: Record<string, unknown>; body: string } | { ok: false; problem: string };

const FENCE = /^---[ \t]*$/;

export function readMarkdown(source: string): MarkdownSource {
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? "")) {
    return { ok: false, problem: 'must begin with front matter: a line "---", the fields, then "---" again' };
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) return { ok: false, problem: 'its front matter is never closed: add a line "---" after the fields' };

  const document = parseDocument(lines.slice(1, end).join("\n"), { uniqueKeys: true });
  const [error] = document.errors;
  if (error) {
    // Line 1 of the YAML is line 2 of the file.
    const line = error.linePos?.[0]?.line;
    const where = line === undefined ? "" : ` on line ${line + 1}`;
    const reason = error.code === "DUPLICATE_KEY" ? "a field is written twice" : error.message.split(/ at line|\n/)[0];
    return { ok: false, problem: `cannot read the front matter${where}: ${reason}` };
  }
  if (document.contents !== null && !isMap(document.contents)) {
    return { ok: false, problem: 'its front matter must be fields written as "name: value"' };
  }
  const frontMatter = (document.toJS() ?? {}) as Record<string, unknown>;
  return { ok: true, frontMatter, body: lines.slice(end + 1).join("\n") };
}
