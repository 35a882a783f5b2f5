import { type Document, type Element, attribute, elements, insertHtml, isTag, removeNode } from "../built-pages/html";
import type { SubsetFace } from "./faces";

/** Marks the subsets' <style>, so a page finished by an earlier build gets the new one instead of a second. */
const SUBSET_STYLE_ATTR = "data-font-subset";

/** A cut as a page declares it: its face's family, weights, format and preload (faces.ts), and where and what it is. */
export type FontSubset = Pick<SubsetFace, "family" | "weights" | "format" | "preload"> & {
  /** Where the subset is served, e.g. /static/inter-page-<hash>.woff2. */
  href: string;
  /** Exactly the characters the subset holds. */
  unicodeRange: string;
};

const isFontPreload = (link: Element) => attribute(link, "rel") === "preload" && attribute(link, "as") === "font";

/** The @font-face that puts the subset in front of the full face for the characters it holds. */
export function subsetFontFace({ family, weights, format, href, unicodeRange }: FontSubset): string {
  return (
    `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weights};` +
    `src:url(${href}) format("${format}");unicode-range:${unicodeRange}}`
  );
}

/**
 * Gives a page the subsets: those to preload preloaded at the top of the head
 * (after its charset), in their order, where the preload scanner meets them
 * before the inlined CSS, and all declared after that CSS. For a character in both a cut and
 * its full face the one declared last is tried first, so the full face is
 * fetched only for a character the cut lacks. Any font preload or subset an
 * earlier build left in the page is replaced; a fragment without a head
 * (Gatsby's slices) is left as it is.
 */
export function withFontSubsets(document: Document, subsets: readonly FontSubset[]): void {
  const [head] = elements(document, "head");
  if (!head) return;
  elements(head, "link").filter(isFontPreload).forEach(removeNode);
  elements(head, "style")
    .filter((style) => attribute(style, SUBSET_STYLE_ATTR) !== undefined)
    .forEach(removeNode);
  const first = head.children.find(isTag);
  const afterCharset = first?.name === "meta" && attribute(first, "charset") !== undefined;
  insertHtml(
    head,
    afterCharset && first ? head.children.indexOf(first) + 1 : 0,
    subsets
      .filter(({ preload }) => preload)
      .map(({ href }) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`)
      .join(""),
  );
  insertHtml(head, head.children.length, `<style ${SUBSET_STYLE_ATTR}>${subsets.map(subsetFontFace).join("")}</style>`);
}
