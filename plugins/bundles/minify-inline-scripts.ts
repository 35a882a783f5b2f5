import { minify_sync } from "terser";

/** Inline scripts whose text is JavaScript: no `src`, and no type or a JavaScript one. */
const INLINE_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
const JAVASCRIPT_TYPE = /\stype="(?:text\/javascript|module)"/;

function isInlineJavaScript(attributes: string): boolean {
  if (/\ssrc=/.test(attributes)) return false;
  return !/\stype=/.test(attributes) || JAVASCRIPT_TYPE.test(attributes);
}

/**
 * The page's own inline scripts are written as readable typed functions
 * (src/boot/); in the HTML every visitor downloads they are minified. Runs on
 * the built pages before the CSP hashes them; a script that is already
 * minified comes out the same, and a page without inline scripts unchanged.
 */
export function minifyInlineScripts(html: string): string {
  return html.replace(INLINE_SCRIPT, (tag, attributes: string, code: string) => {
    if (!isInlineJavaScript(attributes) || code.trim() === "") return tag;
    const { code: minified } = minify_sync(code, { ecma: 2017, compress: { passes: 2 }, mangle: true });
    if (minified === undefined) throw new Error(`terser returned nothing for an inline script: ${code.slice(0, 80)}…`);
    return `<script${attributes}>${minified}</script>`;
  });
}
