import { type Document, type Element, attribute, elements, insertHtml, isTag, removeNode } from "../built-pages/html";

/**
 * The face the subset stands in for, as src/styles/fonts.css declares it
 * (a unit test holds the two together): the subset joins that family, so
 * nothing in the CSS names it.
 */
export const SUBSET_FAMILY = "Inter Variable";
export const SUBSET_WEIGHTS = "400 800";

/** Marks the subset's <style>, so a page finished by an earlier build gets the new one instead of a second. */
const SUBSET_STYLE_ATTR = "data-font-subset";

export interface FontSubset {
  /** Where the subset is served, e.g. /static/inter-page-<hash>.woff2. */
  href: string;
  /** Exactly the characters the subset holds. */
  unicodeRange: string;
}

const isFontPreload = (link: Element) => attribute(link, "rel") === "preload" && attribute(link, "as") === "font";

/** The @font-face that puts the subset in front of the full face for the characters it holds. */
export function subsetFontFace({ href, unicodeRange }: FontSubset): string {
  return (
    `@font-face{font-family:"${SUBSET_FAMILY}";font-style:normal;font-display:swap;font-weight:${SUBSET_WEIGHTS};` +
    `src:url(${href}) format("woff2-variations");unicode-range:${unicodeRange}}`
  );
}

/**
 * Gives a page the subset: preloaded at the top of the head (after its
 * charset), where the preload scanner meets it before the inlined CSS, and
 * declared after that CSS. For a character in both faces the one declared
 * last is tried first, so the full face is fetched only for a character the
 * subset lacks. Any font preload or subset an earlier build left in the page
 * is replaced; a fragment without a head (Gatsby's slices) is left as it is.
 */
export function withFontSubset(document: Document, subset: FontSubset): void {
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
    `<link rel="preload" href="${subset.href}" as="font" type="font/woff2" crossorigin="anonymous">`,
  );
  insertHtml(head, head.children.length, `<style ${SUBSET_STYLE_ATTR}>${subsetFontFace(subset)}</style>`);
}
