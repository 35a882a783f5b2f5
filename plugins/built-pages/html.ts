import render from "dom-serializer";
import { type AnyNode, type Document, type Element, Text } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * The built pages as trees: parsed with htmlparser2, which keeps text and
 * attribute values exactly as written (entities included), so a page comes
 * back out byte for byte apart from what a step changed and the "/" of void
 * tags, which HTML ignores.
 */
export type { Document, Element };
export { isTag } from "domhandler";

export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: false, lowerCaseAttributeNames: false });
}

export function serializeHtml(document: Document): string {
  return render(document, { decodeEntities: false, encodeEntities: false, emptyAttrs: true });
}

/** Every element of the given tag name, in document order. */
export function elements(root: Document | Element, name: string): Element[] {
  // The parser lower-cases tag names (HTML mode); attribute names are kept as written.
  return DomUtils.findAll((element) => element.name === name, root.children);
}

/** Every element whose class list holds the given class, in document order. */
export function elementsWithClass(root: Document | Element, name: string): Element[] {
  return DomUtils.findAll((element) => (attribute(element, "class") ?? "").split(/\s+/).includes(name), root.children);
}

/** An attribute's value as written; "" for a bare attribute, undefined when absent. Names match in any case. */
export function attribute(element: Element, name: string): string | undefined {
  const key = Object.keys(element.attribs).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : element.attribs[key];
}

const JAVASCRIPT_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/;

/**
 * The page's inline scripts that the browser runs: no `src`, and no type or
 * a JavaScript one. Data blocks (JSON-LD, the inert bundle tags) are never
 * executed, so they are neither minified nor hashed for the CSP.
 */
export function inlineScripts(root: Document | Element): Element[] {
  return elements(root, "script").filter((script) => {
    if (attribute(script, "src") !== undefined) return false;
    const type = (attribute(script, "type") ?? "").trim().toLowerCase();
    return type === "" || JAVASCRIPT_TYPE.test(type);
  });
}

/** The text of a script or style element, as written. */
export function rawText(element: Element): string {
  return element.children.map((child) => (child.type === "text" ? (child as Text).data : "")).join("");
}

/** Replaces an element's children with one text node. */
export function setRawText(element: Element, text: string): void {
  const node = new Text(text);
  node.parent = element;
  element.children = [node];
}

/** Parses markup and inserts its nodes into parent at index (at the end past the last child). */
export function insertHtml(parent: Element, index: number, html: string): void {
  const before = parent.children[index];
  for (const node of [...parseHtml(html).children]) {
    if (before) DomUtils.prepend(before, node);
    else DomUtils.appendChild(parent, node);
  }
}

export function removeNode(node: AnyNode): void {
  DomUtils.removeElement(node);
}

/** A step run on markup given as text, for tests and one-off use. */
export function applyToHtml(html: string, step: (document: Document) => void): string {
  const document = parseHtml(html);
  step(document);
  return serializeHtml(document);
}
