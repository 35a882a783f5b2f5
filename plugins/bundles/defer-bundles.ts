import { BUNDLE_LOADER_ID, DEFERRED_SCRIPT_TYPE, DEFERRED_SRC_ATTR } from "../../src/boot/contract";

const BUNDLE_SCRIPT = /<script src="([^"]+)" async(?:="")?><\/script>/g;

/**
 * Turns each of Gatsby's `<script src="…" async>` tags into an inert element
 * that keeps the address aside, which neither the parser nor the preload
 * scanner fetches, for the page's bundle loader to start. A page already
 * turned, or one without the loader to start them, is returned unchanged.
 * Gatsby writes those tags only when it stitches its scripts slice into each
 * page, after the last hook that renders HTML, so this runs on the built files.
 */
export function deferBundleScripts(html: string): string {
  if (!html.includes(`<script id="${BUNDLE_LOADER_ID}"`)) return html;
  return html.replace(
    BUNDLE_SCRIPT,
    (_, src: string) => `<script type="${DEFERRED_SCRIPT_TYPE}" ${DEFERRED_SRC_ATTR}="${src}"></script>`,
  );
}
