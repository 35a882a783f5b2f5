import { TAG_ATTRIBUTES, attribute } from "../built-pages/tag-attributes";

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

const LINK = new RegExp(String.raw`<link\b${TAG_ATTRIBUTES}/?>`, "gi");
const SUBSET_STYLE = new RegExp(String.raw`<style ${SUBSET_STYLE_ATTR}>[^<]*</style>`, "g");

const isFontPreload = (attributes: string) =>
  attribute(attributes, "rel") === "preload" && attribute(attributes, "as") === "font";

/** The @font-face that puts the subset in front of the full face for the characters it holds. */
export function subsetFontFace({ href, unicodeRange }: FontSubset): string {
  return (
    `@font-face{font-family:"${SUBSET_FAMILY}";font-style:normal;font-display:swap;font-weight:${SUBSET_WEIGHTS};` +
    `src:url(${href}) format("woff2-variations");unicode-range:${unicodeRange}}`
  );
}

/**
 * Gives a page the subset: preloaded at the top of the head, where the
 * preload scanner meets it before the inlined CSS, and declared after that
 * CSS. For a character in both faces the one declared last is tried first,
 * so the full face is fetched only for a character the subset lacks. Any
 * font preload or subset an earlier build left in the page is replaced; a
 * fragment without a head (Gatsby's slices) is returned as it is.
 */
export function withFontSubset(html: string, subset: FontSubset): string {
  if (!/<head\b/i.test(html)) return html;
  const cleared = html
    .replace(LINK, (tag, attributes: string = "") => (isFontPreload(attributes) ? "" : tag))
    .replace(SUBSET_STYLE, "");
  const headStart = /<head\b[^>]*>(\s*<meta charSet="utf-8"\/>)?/i.exec(cleared);
  const headEnd = cleared.indexOf("</head>");
  if (!headStart || headEnd === -1) throw new Error("A built page has no complete <head> to give the font subset to");
  const preloadAt = headStart.index + headStart[0].length;
  const preload = `<link rel="preload" href="${subset.href}" as="font" type="font/woff2" crossorigin="anonymous"/>`;
  const style = `<style ${SUBSET_STYLE_ATTR}>${subsetFontFace(subset)}</style>`;
  return `${cleared.slice(0, preloadAt)}${preload}${cleared.slice(preloadAt, headEnd)}${style}${cleared.slice(headEnd)}`;
}
