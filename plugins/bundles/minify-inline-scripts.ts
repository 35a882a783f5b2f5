import { minify_sync } from "terser";
import { type Document, inlineScripts, rawText, setRawText } from "../built-pages/html";

/**
 * The page's own inline scripts are written as readable typed functions
 * (src/boot/); in the HTML every visitor downloads they are minified. Runs on
 * the built pages before the CSP hashes them; a script that is already
 * minified comes out the same.
 */
export function minifyInlineScripts(document: Document): void {
  for (const script of inlineScripts(document)) {
    const code = rawText(script);
    if (code.trim() === "") continue;
    const { code: minified } = minify_sync(code, { ecma: 2017, compress: { passes: 2 }, mangle: true });
    if (minified === undefined) throw new Error(`terser returned nothing for an inline script: ${code.slice(0, 80)}…`);
    setRawText(script, minified);
  }
}
