import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { applyToHtml, attribute, elements, parseHtml } from "../built-pages/html";
import {
  type FontSubset,
  SUBSET_FAMILY,
  SUBSET_WEIGHTS,
  subsetFontFace,
  withFontSubset as subsetStep,
} from "./font-subset-page";
import { FULL_FONT_FILE } from "./write-font-subset";

const SUBSET = { href: "/static/inter-page-123.woff2", unicodeRange: "U+0020-007E, U+00E4" };
const SITE_CSS = '<style data-href="/styles.css">@font-face{}</style>';
const withFontSubset = (html: string, subset: FontSubset) =>
  applyToHtml(html, (document) => subsetStep(document, subset));
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${SITE_CSS}${head}</head><body><h1>Hi</h1></body></html>`;
/** The addresses of the fonts a page preloads. */
const preloadedFonts = (html: string) =>
  elements(parseHtml(html), "link")
    .filter((link) => attribute(link, "rel") === "preload" && attribute(link, "as") === "font")
    .map((link) => attribute(link, "href"));

const oldPreload =
  '<link rel="preload" href="/static/inter-old.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';

describe("withFontSubset", () => {
  it("preloads the subset at the top of the head and declares it after the site's CSS", () => {
    const html = withFontSubset(page('<link rel="preload" href="/app.js" as="script"/>'), SUBSET);
    expect(preloadedFonts(html)).toEqual([SUBSET.href]);
    expect(html.indexOf(SUBSET.href)).toBeLessThan(html.indexOf(SITE_CSS));
    expect(html.indexOf('<meta charSet="utf-8">')).toBeLessThan(html.indexOf(SUBSET.href));
    const declared = html.indexOf(`<style data-font-subset="">${subsetFontFace(SUBSET)}</style>`);
    expect(declared).toBeGreaterThan(html.indexOf(SITE_CSS));
    expect(declared).toBeLessThan(html.indexOf("</head>"));
    expect(html).toContain('<link rel="preload" href="/app.js" as="script">');
  });

  it("replaces a font preload and a subset an earlier build left, instead of adding a second", () => {
    const earlier = withFontSubset(page(oldPreload), { href: "/static/inter-page-old.woff2", unicodeRange: "U+0041" });
    const html = withFontSubset(earlier, SUBSET);
    expect(preloadedFonts(html)).toEqual([SUBSET.href]);
    expect(html.match(/<style data-font-subset="">/g)).toHaveLength(1);
    expect(html).not.toContain("old");
    expect(withFontSubset(html, SUBSET)).toBe(html);
  });

  it("declares only the characters the subset holds, in the full face's family and weights", () => {
    expect(subsetFontFace(SUBSET)).toBe(
      `@font-face{font-family:"${SUBSET_FAMILY}";font-style:normal;font-display:swap;font-weight:${SUBSET_WEIGHTS};` +
        `src:url(${SUBSET.href}) format("woff2-variations");unicode-range:U+0020-007E, U+00E4}`,
    );
  });

  it("leaves a fragment without a head as it is", () => {
    expect(withFontSubset("<script>slice</script>", SUBSET)).toBe("<script>slice</script>");
  });
});

describe("the subset's source, family and weights", () => {
  it("are those of the full face in src/styles/fonts.css", () => {
    const css = readFileSync(join(__dirname, "../../src/styles/fonts.css"), "utf8");
    const fullFace = /@font-face\s*{[^}]*woff2-variations[^}]*}/.exec(css)?.[0] ?? "";
    expect(fullFace).toContain(`font-family: "${SUBSET_FAMILY}";`);
    expect(fullFace).toContain(`font-weight: ${SUBSET_WEIGHTS};`);
    expect(fullFace).toContain(`../fonts/${basename(FULL_FONT_FILE)}`);
  });
});
