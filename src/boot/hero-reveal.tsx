import React from "react";
import { HERO_REVEAL_SCRIPT } from "./hero-reveal-script";

/**
 * The inline reveal script, placed straight after the hero's markup so the
 * parser runs it while the rest of the page is still arriving. Inserted by
 * React on a client-side visit, a script does not run; useImagePreload
 * reveals the hero then. The build minifies the server's copy, so the two
 * texts differ on purpose.
 */
export function HeroRevealScript() {
  return <script dangerouslySetInnerHTML={{ __html: HERO_REVEAL_SCRIPT }} suppressHydrationWarning />;
}
