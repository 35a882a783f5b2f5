import React from "react";
import { HERO_REVEAL_SCRIPT } from "./hero-reveal-script";
import { SWIPE_RECORDER_SCRIPT } from "./swipe-recorder-script";

/**
 * The hero's inline script, straight after its markup, so the parser runs it
 * while the rest of the page is still arriving: it reveals the hero once its
 * photos have settled, then records the swipes made before the stack's code
 * arrives. One element, so the page carries one script and one CSP hash for
 * both. Inserted by React on a client-side visit, a script does not run;
 * useImagePreload reveals the hero and the stack installs the same recorder
 * then. The build minifies the server's copy, so the two texts differ on
 * purpose.
 */
export function HeroScript() {
  return (
    <script dangerouslySetInnerHTML={{ __html: HERO_REVEAL_SCRIPT + SWIPE_RECORDER_SCRIPT }} suppressHydrationWarning />
  );
}
