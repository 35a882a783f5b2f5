import type { AnyNode, Text } from "domhandler";
import {
  type Document,
  type Element,
  attribute,
  elements,
  elementsWithClass,
  isTag,
  parseHtml,
} from "../built-pages/html";

/**
 * The characters a built site can draw: the text of its pages and the
 * strings of their page data, where the texts React renders later (the
 * rotating lines, the chat's answers) wait.
 */

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** Attributes whose values are drawn in the page's font: a field's hint and value, a broken image's text. */
const DRAWN_ATTRIBUTES = ["placeholder", "value", "alt"];
/** Elements whose content is never drawn as text, or never in the page's font: code is set in a monospace face. */
const UNDRAWN = new Set(["script", "style", "noscript", "template", "pre", "code", "kbd", "samp"]);

/** The text a page draws: its text and the few attribute values drawn like text, without scripts and styles. */
export function renderedText(document: Document | Element): string {
  const parts: string[] = [];
  const walk = (nodes: readonly AnyNode[]): void => {
    for (const node of nodes) {
      if (node.type === "text") parts.push((node as Text).data);
      if (!isTag(node) || UNDRAWN.has(node.name.toLowerCase())) continue;
      for (const name of DRAWN_ATTRIBUTES) {
        const value = attribute(node, name);
        if (value) parts.push(value);
      }
      walk(node.children);
    }
  };
  walk(document.children);
  return decodeEntities(parts.join(" "));
}

/** A CSS string, double- or single-quoted, with its escapes; its text is the first or the second group. */
const CSS_STRING_SOURCE = String.raw`"((?:[^"\\]|\\[\s\S])*)"|'((?:[^'\\]|\\[\s\S])*)'`;
const CSS_STRING = new RegExp(CSS_STRING_SOURCE, "g");
/** A `content` declaration's value, its first group: its strings, and anything else up to the declaration's end. */
const CONTENT_VALUE = new RegExp(String.raw`(?:^|[{;\s])content\s*:((?:${CSS_STRING_SOURCE}|[^;}"'])*)`, "g");

/** A CSS string's text: "\b7 " is "·", "\"" is '"'. */
function decodeCssString(raw: string): string {
  return raw.replace(/\\(?:([\da-f]{1,6})\s?|([\s\S]))/gi, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char === "\n" ? "" : char,
  );
}

/**
 * The strings a page's inlined stylesheets draw with `content`, such as the " · " between a role and its dates in
 * the timeline's preview: missing from the cut, that one dot fetched the whole of Inter at desktop widths.
 */
export function styleContentText(document: Document): string {
  const parts: string[] = [];
  for (const style of elements(document, "style")) {
    const css = style.children.map((node) => (node.type === "text" ? (node as Text).data : "")).join("");
    for (const [, value] of css.matchAll(CONTENT_VALUE))
      for (const [, double, single] of value!.matchAll(CSS_STRING)) parts.push(decodeCssString(double ?? single ?? ""));
  }
  return parts.join(" ");
}

/** The levels of heading src/styles/global.css sets in the display face. */
const DISPLAY_HEADINGS = ["h1", "h2"];
/** Tailwind's class for the display face, which any other element it draws carries in the page's HTML. */
const DISPLAY_CLASS = "font-display";

/**
 * The text a page sets in the display face: its h1 and h2 headings (the name, the sections' titles, a post's title)
 * and the elements that carry the face's class (the project cards' titles, the footer's name).
 */
export function headingText(document: Document): string {
  return [
    ...DISPLAY_HEADINGS.flatMap((name) => elements(document, name)),
    ...elementsWithClass(document, DISPLAY_CLASS),
  ]
    .map(renderedText)
    .join(" ");
}

/**
 * Every string value in a page-data.json, joined by spaces. A string of
 * markup (a post's text, rendered at build) counts for the text it draws, not
 * for its tags and class names.
 */
export function pageDataText(json: string): string {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(/^<[a-z]/i.test(value) ? renderedText(parseHtml(value)) : value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(json));
  return strings.join(" ");
}

/** The digits, which scripts draw into counters and the loader's percentage whatever the page shows. */
export const DIGITS = "0123456789";

/**
 * The distinct characters of the texts, in code point order, without line
 * breaks and other control characters, and with each letter's capital: the
 * page sets some labels in capitals with CSS (text-transform: uppercase), so
 * "erzählen" is drawn as "ERZÄHLEN".
 */
export function distinctCharacters(...texts: string[]): string[] {
  const set = new Set<string>();
  for (const text of texts)
    for (const char of text) {
      if (/\p{Cc}/u.test(char)) continue;
      set.add(char);
      for (const capital of char.toUpperCase()) set.add(capital);
    }
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** A CSS unicode-range for exactly these characters, runs of consecutive code points joined. */
export function unicodeRange(characters: readonly string[]): string {
  const points = [...new Set(characters.map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs[runs.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}
