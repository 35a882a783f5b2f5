import { BUNDLE_LOADER_ID, DEFERRED_SCRIPT_TYPE, PRELOADS_ATTR } from "../../src/boot/contract";
import { applyToHtml } from "../built-pages/html";
import { deferBundleScripts as deferStep } from "./defer-bundles";

const deferBundleScripts = (html: string) => applyToHtml(html, deferStep);

/** The built page's end of body, as Gatsby stitches it: its own inline scripts, then the bundles. */
const GATSBY_TAIL =
  `<script id="gatsby-script-loader">window.pagePath="/";</script>` +
  `<script>window.___webpackCompilationHash="abc";</script>` +
  `<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>` +
  `<script src="/app-3.js" async=""></script>`;
/** The addresses kept by the inert tags deferBundleScripts leaves, in document order. */
const inertSources = (html: string) =>
  [...html.matchAll(new RegExp(`<script type="${DEFERRED_SCRIPT_TYPE}" data-src="([^"]+)"></script>`, "g"))].map(
    (match) => match[1],
  );
const LOADER_TAG = `<script id="${BUNDLE_LOADER_ID}" ${PRELOADS_ATTR}="[]">loader</script>`;

describe("deferBundleScripts", () => {
  it("leaves Gatsby's bundle tags inert, in place, and every other script as it was", () => {
    const html = `<body><main></main>${LOADER_TAG}${GATSBY_TAIL}</body>`;
    const deferred = deferBundleScripts(html);
    expect(deferred).not.toMatch(/<script src=/);
    expect(deferred).toContain(
      `<script id="gatsby-script-loader">window.pagePath="/";</script><script>window.___webpackCompilationHash="abc";</script>` +
        `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="/webpack-runtime-1.js"></script>`,
    );
    expect(deferred).toContain(LOADER_TAG);
    expect(inertSources(deferred)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  });

  it("changes nothing on a page already deferred", () => {
    const once = deferBundleScripts(`${LOADER_TAG}${GATSBY_TAIL}`);
    expect(deferBundleScripts(once)).toBe(once);
  });

  it("keeps the bundles of a page without the loader, which would otherwise never start them", () => {
    const html = `<body>${GATSBY_TAIL}</body>`;
    expect(deferBundleScripts(html)).toBe(html);
    expect(inertSources(deferBundleScripts(html))).toEqual([]);
  });
});
