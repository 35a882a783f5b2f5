import { BUNDLE_LOADER_ID, DEFERRED_SCRIPT_TYPE, DEFERRED_SRC_ATTR } from "../../src/boot/contract";
import { type Document, attribute, elements } from "../built-pages/html";

/**
 * Turns each of Gatsby's `<script src="…" async>` tags into an inert element
 * that keeps the address aside, which neither the parser nor the preload
 * scanner fetches, for the page's bundle loader to start. A page already
 * turned, or one without the loader to start them, is left as it is.
 * Gatsby writes those tags only when it stitches its scripts slice into each
 * page, after the last hook that renders HTML, so this runs on the built files.
 */
export function deferBundleScripts(document: Document): void {
  const scripts = elements(document, "script");
  if (!scripts.some((script) => attribute(script, "id") === BUNDLE_LOADER_ID)) return;
  for (const script of scripts) {
    const src = attribute(script, "src");
    if (src === undefined || attribute(script, "async") === undefined) continue;
    script.attribs = { type: DEFERRED_SCRIPT_TYPE, [DEFERRED_SRC_ATTR]: src };
  }
}
