import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { applyToHtml, attribute, elements, parseHtml } from "../built-pages/html";
import { type FontSubset, subsetFontFace, withFontSubsets } from "./font-subset-page";
import { DISPLAY_FACE, TEXT_FACE } from "./faces";

const SUBSET: FontSubset = {
  family: "Inter Variable",
  weights: "400 800",
  format: "woff2-variations",
  preload: true,
  href: "/static/inter-page-123.woff2",
  unicodeRange: "U+0020-007E, U+00E4",
};
const DISPLAY: FontSubset = {
  family: "Instrument Serif",
  weights: "400",
  format: "woff2",
  preload: false,
  href: "/static/display-page-456.woff2",
  unicodeRange: "U+0041, U+0061",
};
const SITE_CSS = '<style data-href="/styles.css">@font-face{}</style>';
const withFontSubset = (html: string, ...subsets: FontSubset[]) =>
  applyToHtml(html, (document) => withFontSubsets(document, subsets));
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${SITE_CSS}${head}</head><body><h1>Hi</h1></body></html>`;
/** The addresses of the fonts a page preloads. */
const preloadedFonts = (html: string) =>
  elements(parseHtml(html), "link")
    .filter((link) => attribute(link, "rel") === "preload" && attribute(link, "as") === "font")
    .map((link) => attribute(link, "href"));

const oldPreload =
  '<link rel="preload" href="/static/inter-old.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>';

describe("withFontSubsets", () => {
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

  it("preloads the cuts marked to be, in their order, and declares each in its own family", () => {
    const second = { ...SUBSET, href: "/static/second.woff2" };
    const html = withFontSubset(page(""), SUBSET, DISPLAY, second);
    expect(preloadedFonts(html)).toEqual([SUBSET.href, second.href]);
    expect(html).toContain(
      `<style data-font-subset="">${[SUBSET, DISPLAY, second].map(subsetFontFace).join("")}</style>`,
    );
    expect(subsetFontFace(DISPLAY)).toBe(
      '@font-face{font-family:"Instrument Serif";font-style:normal;font-display:swap;font-weight:400;' +
        'src:url(/static/display-page-456.woff2) format("woff2");unicode-range:U+0041, U+0061}',
    );
  });

  it("replaces a font preload and a subset an earlier build left, instead of adding a second", () => {
    const earlier = withFontSubset(page(oldPreload), {
      ...SUBSET,
      href: "/static/inter-page-old.woff2",
      unicodeRange: "U+0041",
    });
    const html = withFontSubset(earlier, SUBSET);
    expect(preloadedFonts(html)).toEqual([SUBSET.href]);
    expect(html.match(/<style data-font-subset="">/g)).toHaveLength(1);
    expect(html).not.toContain("old");
    expect(withFontSubset(html, SUBSET)).toBe(html);
  });

  it("declares only the characters the subset holds, in the full face's family and weights", () => {
    expect(subsetFontFace(SUBSET)).toBe(
      `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:400 800;` +
        `src:url(${SUBSET.href}) format("woff2-variations");unicode-range:U+0020-007E, U+00E4}`,
    );
  });

  it("leaves a fragment without a head as it is", () => {
    expect(withFontSubset("<script>slice</script>", SUBSET)).toBe("<script>slice</script>");
  });
});

describe("each cut's family, weights and full face", () => {
  it("are those the site declares: Inter in src/styles/fonts.css", () => {
    const css = readFileSync(join(__dirname, "../../src/styles/fonts.css"), "utf8");
    const fullFace = /@font-face\s*{[^}]*woff2-variations[^}]*}/.exec(css)?.[0] ?? "";
    expect(fullFace).toContain(`font-family: "${TEXT_FACE.family}";`);
    expect(fullFace).toContain(`font-weight: ${TEXT_FACE.weights};`);
    expect(fullFace).toContain(`../fonts/${basename(TEXT_FACE.fullFile)}`);
  });

  it("are those the site declares: Instrument Serif's Latin file in src/styles/fonts.css", () => {
    const css = readFileSync(join(__dirname, "../../src/styles/fonts.css"), "utf8");
    const fullFace = new RegExp(`@font-face\\s*{[^}]*/${basename(DISPLAY_FACE.fullFile)}[^}]*}`).exec(css)?.[0] ?? "";
    expect(fullFace).toContain(`font-family: "${DISPLAY_FACE.family}";`);
    expect(fullFace).toContain(`font-weight: ${DISPLAY_FACE.weights};`);
    expect(fullFace).toContain(`url("~${DISPLAY_FACE.source}")`);
    expect(DISPLAY_FACE.fullFile).toBe(`node_modules/${DISPLAY_FACE.source}`);
  });
});
